// The cost of event analysis in a stream, and of its cross-outlet comparison alone (perspectives.ts: wire copies,
// fact ledger, framing summaries, subject sentiment, divergence). Demo-generator articles (the project's own) arrive
// in batches of 200 as a live cycle sees them; after each batch every event it touched (its true event, so
// clustering is not measured) is analysed on all its members, as the save path does. Member objects are reused
// across batches, as the process's member cache reuses them; each pass (the comparison alone, then the whole
// analysis) has objects of its own, so both pay for the first look at each article, but the second finds the text
// memos (stems, sentiment by text) the first filled: read the comparison's figure as its cold cost, not a split.
// Prints milliseconds per article, overall and per fifth of the stream (flat means no growth with event size).
//
//   npx tsx bench/event-analysis.ts [articles=20000]
import { analyseEvent } from '../src/analyze/event-analysis';
import type { MemberArticle } from '../src/documents/member-article';
import { perspectives } from '../src/analyze/perspectives';
import { sourceRows } from '../src/analyze/sources';
import { generateDemoCorpusWithTruth } from '../src/demo';
import { catalogueOutlet, member } from '../test/fixtures/member-articles';

const ARTICLES = Number(process.argv[2] ?? 20_000);
const BATCH = 200;
const BLOCKS = 5;

const stream: { event: string; article: MemberArticle }[] = [];
for (const truth of generateDemoCorpusWithTruth({
  articles: ARTICLES,
  seed: 1,
  days: 7,
  now: new Date('2026-01-15T12:00:00Z'),
})) {
  const outlet = catalogueOutlet(truth.record.outlet ?? '');
  if (!outlet) continue;
  const { record } = truth;
  stream.push({
    event: truth.eventKey,
    article: member(outlet, record.title, record.summary ?? '', record.published_at),
  });
}

/** One pass over the stream: the ms spent in `analyse` per block, with member objects of its own (cold profiles). */
function pass(analyse: (members: MemberArticle[]) => unknown): {
  ms: number[];
  events: number;
  largest: number;
} {
  const events = new Map<string, MemberArticle[]>();
  const ms = new Array<number>(BLOCKS).fill(0);
  let largest = 0;
  for (let i = 0; i < stream.length; i += BATCH) {
    const touched = new Set<string>();
    for (const { event, article } of stream.slice(i, i + BATCH)) {
      events.set(event, [...(events.get(event) ?? []), { ...article }]);
      touched.add(event);
    }
    const block = Math.min(BLOCKS - 1, Math.floor((i / stream.length) * BLOCKS));
    for (const key of touched) {
      const members = events.get(key)!;
      largest = Math.max(largest, members.length);
      const t = process.hrtime.bigint();
      analyse(members);
      ms[block] += Number(process.hrtime.bigint() - t) / 1e6;
    }
  }
  return { ms, events: events.size, largest };
}

// The comparison alone first (its profiles cold), then the whole analysis on fresh objects (cold again).
const compare = pass((members) => perspectives(members, sourceRows(members), undefined));
const full = pass((members) => analyseEvent(members));
const blockMs = { full: full.ms, compare: compare.ms };
const events = { size: full.events };
const largest = full.largest;
const perBlock = stream.length / BLOCKS;
const perArticle = (ms: number[]) => ms.map((m) => Math.round((1000 * m) / perBlock) / 1000);
const total = (ms: number[]) => Math.round((1000 * ms.reduce((a, b) => a + b, 0)) / stream.length) / 1000;
console.log(
  JSON.stringify({
    articles: stream.length,
    events: events.size,
    largest_event: largest,
    analyse_event_ms_per_article: total(blockMs.full),
    of_which_comparison_ms_per_article: total(blockMs.compare),
    without_comparison_ms_per_article:
      Math.round(1000 * (total(blockMs.full) - total(blockMs.compare))) / 1000,
    per_block_ms_per_article: perArticle(blockMs.full),
  }),
);
