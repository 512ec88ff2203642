// Precision and recall of the fact ledger (docs/divergence.md, Fact ledger), on two sets the project owns:
// - the labelled set written for it (test/fixtures/ledger-cases.ts, scored by ledger-score.ts): per claim, the
//   `confirmed` and `disputed` labels;
// - the demo corpus (src/demo, written by another session, not looked at while building the ledger), whose
//   generator knows which events' outlets report contradicting figures and which events are gaps: per event,
//   whether the ledger shows a disputed fact carrying both true figures, and whether `gap` matches.
// Every article goes through analyseEvent as ingest would store it. --verbose lists every miss on standard error.
//
//   npx tsx scripts/eval-ledger.ts [--verbose] [--demo-articles 5000]
import { analyseEvent } from '../src/analyze/event-analysis';
import { figuresAgree, findFigures } from '../src/analyze/figures';
import type { MemberArticle } from '../src/analyze/member-article';
import { generateDemoCorpusWithTruth } from '../src/demo';
import { scoreLedger } from '../test/fixtures/ledger-score';
import { catalogueOutlet, member } from '../test/fixtures/member-articles';

const verbose = process.argv.includes('--verbose');
const at = process.argv.indexOf('--demo-articles');
const demoArticles = at >= 0 ? Number(process.argv[at + 1]) : 5000;

const { misses, ...labelled } = scoreLedger();
if (verbose) for (const miss of misses) console.error(miss);

const carries = (text: string, figure: string) => {
  const [wanted] = findFigures(figure);
  return findFigures(text).some(
    (f) => wanted && f.unit === wanted.unit && figuresAgree(f.value, wanted.value, f.unit),
  );
};

const events = new Map<
  string,
  { members: MemberArticle[]; disputed: boolean; figures: readonly string[] | null; gap: string | null }
>();
for (const truth of generateDemoCorpusWithTruth({
  articles: demoArticles,
  seed: 1,
  days: 3,
  now: new Date('2026-01-15T12:00:00Z'),
})) {
  const outlet = catalogueOutlet(truth.record.outlet ?? '');
  if (!outlet) continue;
  const e = events.get(truth.eventKey) ?? {
    members: [],
    disputed: truth.disputed,
    figures: truth.figures,
    gap: truth.gap,
  };
  e.members.push(member(outlet, truth.record.title, truth.record.summary ?? '', truth.record.published_at));
  events.set(truth.eventKey, e);
}
const demo = { events: 0, true_disputed: 0, predicted_disputed: 0, both: 0, gap_agree: 0 };
for (const [key, e] of events) {
  if (new Set(e.members.map((m) => m.outlet_slug)).size < 2) continue;
  demo.events += 1;
  const analysis = analyseEvent(e.members);
  const shown = analysis.facts.some(
    (f) => f.status === 'disputed' && (!e.figures || e.figures.every((figure) => carries(f.text, figure))),
  );
  const predicted = analysis.facts.some((f) => f.status === 'disputed');
  if (e.disputed) demo.true_disputed += 1;
  if (predicted) demo.predicted_disputed += 1;
  if (e.disputed && shown) demo.both += 1;
  if ((analysis.gap?.covered_by ?? null) === e.gap) demo.gap_agree += 1;
  if (verbose && e.disputed !== predicted)
    console.error(
      `demo ${e.disputed ? 'FN' : 'FP'} ${key}: ${analysis.facts
        .filter((f) => f.status === 'disputed')
        .map((f) => f.text)
        .join(' | ')}`,
    );
}
const round = (x: number) => Math.round(x * 1000) / 1000;
console.log(JSON.stringify({ labelled }));
console.log(
  JSON.stringify({
    demo: {
      events_with_two_outlets: demo.events,
      true_disputed: demo.true_disputed,
      predicted_disputed: demo.predicted_disputed,
      disputed_precision: round(demo.both / Math.max(1, demo.predicted_disputed)),
      disputed_recall: round(demo.both / Math.max(1, demo.true_disputed)),
      gap_agreement: round(demo.gap_agree / Math.max(1, demo.events)),
    },
  }),
);
