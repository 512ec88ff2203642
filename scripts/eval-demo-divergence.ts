// Measures whether the demo corpus orders its stories as a reader would (docs/demo-corpus.md, The four kinds): a
// seeded corpus is analysed exactly as `parallax analyze` analyses it (analyzeStream: ingest's per-article analysis,
// sentence encoder included, then analyseEvent), each event grouped by its generator key, and its divergence score
// set beside the kind of story the generator wrote (told alike < other emphasis < opposite framing <
// contradiction; one-sided stories are gaps and are not scored). Prints the share of each kind, the mean score per
// kind, the rank correlation between kind and score, the highest and lowest two-sided events and the highest of those
// told alike.
//
//   npx tsx scripts/eval-demo-divergence.ts [--articles 5000] [--seed 1] [--templates]
// `--templates` adds the mean score of each template, lowest first within its kind: which texts to rewrite.
import { Readable } from 'node:stream';
import { analyzeStream } from '../src/cli/analyze-run';
import { generateDemoCorpusWithTruth, type EventKind } from '../src/demo';
import { spearman } from './lib/stats';

/** A fixed end of the window, so the corpus (and the figures) repeat exactly. */
const NOW = new Date('2026-01-15T12:00:00Z');
/** The order a reader puts the scored kinds in, least divergent first. */
const ORDER: readonly EventKind[] = ['alike', 'emphasis', 'framing', 'contradiction'];
const LISTED = 10;

function option(args: string[], name: string, fallback: number): number {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
}

interface Truth {
  template: string;
  kind: EventKind;
}

interface Scored extends Truth {
  key: string;
  score: number;
  meaning: number | null;
  facts: number | null;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const articles = option(args, '--articles', 5000);
  const seed = option(args, '--seed', 1);

  const truth = new Map<string, Truth>();
  const lines: string[] = [];
  for (const t of generateDemoCorpusWithTruth({ articles, seed, now: NOW })) {
    truth.set(t.eventKey, { template: t.template, kind: t.kind });
    lines.push(`${JSON.stringify({ event_id: t.eventKey, ...t.record })}\n`);
  }

  const scored: Scored[] = [];
  await analyzeStream(Readable.from(lines), {
    now: NOW,
    warn: (message) => console.error(message),
    write: async (line) => {
      const event = JSON.parse(line) as {
        event_id: string;
        divergence_score: number;
        divergence: { basis: string; meaning: number | null; facts: number | null };
      };
      if (event.divergence.basis !== 'both_sides') return;
      scored.push({
        key: event.event_id,
        ...(truth.get(event.event_id) as Truth),
        score: event.divergence_score,
        meaning: event.divergence.meaning,
        facts: event.divergence.facts,
      });
    },
  });

  const kinds = [...truth.values()].map((t) => t.kind);
  console.log(
    `${articles} articles, seed ${seed}: ${truth.size} events, ${scored.length} scored (both sides)\n`,
  );
  console.log('kind           events  share  scored  mean score');
  for (const kind of [...ORDER, 'one-sided' as const]) {
    const all = kinds.filter((k) => k === kind).length;
    const scores = scored.filter((s) => s.kind === kind).map((s) => s.score);
    const mean = scores.length ? (scores.reduce((a, b) => a + b, 0) / scores.length).toFixed(1) : '-';
    console.log(
      `${kind.padEnd(14)} ${String(all).padStart(6)} ${((100 * all) / truth.size).toFixed(0).padStart(5)}%` +
        ` ${String(scores.length).padStart(7)}  ${mean.padStart(10)}`,
    );
  }
  const rho = spearman(
    scored.map((s) => ORDER.indexOf(s.kind)),
    scored.map((s) => s.score),
  );
  console.log(
    `\nSpearman rank correlation of kind (alike < emphasis < framing < contradiction) and score: ${rho.toFixed(3)}`,
  );

  // Ties broken by key, so the lists repeat exactly.
  const byScore = [...scored].sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
  const top = byScore.slice(0, 20 * LISTED);
  for (const n of [LISTED, 5 * LISTED, 20 * LISTED]) {
    const divergent = top
      .slice(0, n)
      .filter((s) => s.kind === 'framing' || s.kind === 'contradiction').length;
    console.log(`top ${n}: ${divergent} opposite framings or contradictions`);
  }
  const show = (s: Scored) =>
    `  ${String(s.score).padStart(3)}  ${s.kind.padEnd(13)} ${s.template.padEnd(32)} meaning ${s.meaning ?? '-'}` +
    `  facts ${s.facts ?? '-'}`;
  console.log(`\nthe ${LISTED} highest:`);
  for (const s of byScore.slice(0, LISTED)) console.log(show(s));
  console.log(`\nthe ${LISTED} lowest:`);
  for (const s of byScore.slice(-LISTED)) console.log(show(s));
  // The stories that would lead the explorer's most divergent page wrongly, if they ranked high.
  console.log(`\nthe ${LISTED} highest told alike:`);
  for (const s of byScore.filter((e) => e.kind === 'alike').slice(0, LISTED)) console.log(show(s));
  if (args.includes('--templates')) templateMeans(scored);
}

function templateMeans(scored: readonly Scored[]): void {
  const groups = new Map<string, number[]>();
  for (const s of scored) {
    const key = `${s.kind.padEnd(14)} ${s.template}`;
    groups.set(key, [...(groups.get(key) ?? []), s.score]);
  }
  console.log('\nmean score by kind and template:');
  const means = [...groups].map(
    ([key, scores]) => [key, scores.reduce((a, b) => a + b, 0) / scores.length, scores.length] as const,
  );
  means.sort(
    (a, b) =>
      ORDER.indexOf(a[0].split(' ')[0] as EventKind) - ORDER.indexOf(b[0].split(' ')[0] as EventKind) ||
      a[1] - b[1],
  );
  for (const [key, mean, n] of means)
    console.log(`  ${mean.toFixed(1).padStart(5)}  ${String(n).padStart(4)}  ${key}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
