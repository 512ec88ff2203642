// Validates the divergence score on real labelled coverage (docs/divergence.md, Validation). Nothing here was
// tuned on either set (the partisan terms leave BASIL's titles out of their training).
// - BASIL (clustering/basil/): 100 events, each told by the New York Times, Fox News and HuffPost, with
//   annotated bias spans per article. Spearman rank correlation between a triplet's annotated spans (and spans per
//   1,000 words) and its score, beside a trivial baseline (the headline-and-lead sentiment gap between the left
//   and the right alone) and each component on its own.
// - AllSides roundups (clustering/allsides-roundups/dev.jsonl): 200 real events covered from the left, centre and
//   right; the distribution of scores and the ten highest and lowest (printed for reading; their text stays here).
//
//   npx tsx scripts/eval-divergence.ts ../shared/data
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyseEvent } from '../src/analyze/event-analysis';
import type { MemberArticle } from '../src/analyze/member-article';
import { COMPONENTS } from '../src/analyze/divergence';
import { catalogueOutlet, member, type CatalogueOutlet } from '../test/fixtures/member-articles';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: npx tsx scripts/eval-divergence.ts <data dir>');
  process.exit(2);
}

/** What a feed's summary holds: the lead's first sentences, about 600 characters at most. */
function lead(paragraphs: string[]): string {
  const text = paragraphs.join(' ').replace(/\s+/g, ' ').trim();
  if (text.length <= 600) return text;
  const cut = text.slice(0, 600);
  const end = cut.lastIndexOf('. ');
  return end > 200 ? cut.slice(0, end + 1) : cut;
}

function ranks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j < order.length && order[j][0] === order[i][0]) j += 1;
    for (let k = i; k < j; k += 1) out[order[k][1]] = (i + j - 1) / 2;
    i = j;
  }
  return out;
}

function spearman(a: number[], b: number[]): number {
  const [ra, rb] = [ranks(a), ranks(b)];
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const [ma, mb] = [mean(ra), mean(rb)];
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < ra.length; i += 1) {
    cov += (ra[i] - ma) * (rb[i] - mb);
    va += (ra[i] - ma) ** 2;
    vb += (rb[i] - mb) ** 2;
  }
  return va && vb ? cov / Math.sqrt(va * vb) : 0;
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;
const sideMean = (members: MemberArticle[], left: boolean) => {
  const xs = members
    .filter((m) => (left ? m.bias_position <= 35 : m.bias_position >= 65))
    .map((m) => m.sentiment_score ?? 0);
  return xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
};

// ---- BASIL ----
const BASIL_OUTLETS: Record<string, string> = { nyt: 'new-york-times', fox: 'fox-news', hpo: 'huffpost' };
const basilRoot = join(dataDir, 'clustering/basil');
const triplets = new Map<string, { members: MemberArticle[]; spans: number; words: number }>();
for (const year of readdirSync(join(basilRoot, 'articles')))
  for (const file of readdirSync(join(basilRoot, 'articles', year))) {
    const a = JSON.parse(readFileSync(join(basilRoot, 'articles', year, file), 'utf8'));
    const ann = JSON.parse(
      readFileSync(join(basilRoot, 'annotations', year, file.replace('.json', '_ann.json')), 'utf8'),
    );
    const paragraphs: string[] = (a['body-paragraphs'] as string[][]).map((p) => p.join(' '));
    const t = triplets.get(a['triplet-uuid']) ?? { members: [], spans: 0, words: 0 };
    t.members.push(
      member(
        BASIL_OUTLETS[String(a.source).toLowerCase()],
        a.title,
        lead(paragraphs),
        `${a.date}T12:00:00.000Z`,
      ),
    );
    t.spans += (ann['phrase-level-annotations'] as unknown[]).length;
    t.words += Number(a['word-count']) || paragraphs.join(' ').split(/\s+/).length;
    triplets.set(a['triplet-uuid'], t);
  }
const basil = [...triplets.values()].filter((t) => t.members.length === 3);
const analysed = basil.map((t) => ({ ...t, analysis: analyseEvent(t.members) }));
const spans = analysed.map((t) => t.spans);
const density = analysed.map((t) => (1000 * t.spans) / t.words);
const scores = analysed.map((t) => t.analysis.divergence_score);
const baseline = analysed.map((t) => Math.abs(sideMean(t.members, true) - sideMean(t.members, false)));
const byComponent = Object.fromEntries(
  COMPONENTS.map((c) => [
    c,
    r3(
      spearman(
        spans,
        analysed.map((t) => t.analysis.divergence[c]),
      ),
    ),
  ]),
);
// Above this |rho| a correlation over n pairs is significant at 5% (two-sided, t approximation).
const critical = 1.984 / Math.sqrt(basil.length - 2 + 1.984 ** 2);
console.log(
  JSON.stringify({
    basil: {
      triplets: basil.length,
      mean_score: r3(scores.reduce((s, x) => s + x, 0) / scores.length),
      spearman_spans_vs_score: r3(spearman(spans, scores)),
      spearman_density_vs_score: r3(spearman(density, scores)),
      baseline_sentiment_gap_vs_spans: r3(spearman(spans, baseline)),
      baseline_sentiment_gap_vs_density: r3(spearman(density, baseline)),
      components_vs_spans: byComponent,
      significant_above: r3(critical),
    },
  }),
);

// ---- AllSides roundups ----
const SIDE_POSITION: Record<string, number> = { left: 20, center: 50, right: 80 };
const rows = readFileSync(join(dataDir, 'clustering/allsides-roundups/dev.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line));
/** The catalogue's outlet when the name is one of ours, else an outlet placed by the roundup's side label. */
function outletOf(name: string, side: string): CatalogueOutlet {
  const plain = name.replace(/\s*\(.*\)\s*$/, '');
  const known = catalogueOutlet(plain);
  if (known) return known;
  const slug = plain.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const position = SIDE_POSITION[side] ?? 50;
  return { slug, name: plain, domains: [`${slug}.example`], bias: side, bias_position: position };
}
const events = new Map<number, { title: string; members: MemberArticle[] }>();
for (const row of rows) {
  const e = events.get(row.event_id) ?? { title: String(row.event_title), members: [] as MemberArticle[] };
  e.members.push(member(outletOf(row.outlet, row.side), row.title, lead([row.body]), row.event_date));
  events.set(row.event_id, e);
}
const results = [...events]
  .map(([id, e]) => ({
    id,
    title: e.title,
    outlets: e.members.map((m) => m.outlet_slug),
    a: analyseEvent(e.members),
  }))
  .sort((x, y) => y.a.divergence_score - x.a.divergence_score || x.id - y.id);
const scored = results.filter((r) => r.a.divergence.basis === 'both_sides');
const values = scored.map((r) => r.a.divergence_score).sort((a, b) => a - b);
const quantile = (q: number) => values[Math.min(values.length - 1, Math.floor(q * values.length))];
const histogram: Record<string, number> = {};
for (const v of values) {
  const bin = `${Math.floor(v / 10) * 10}-${Math.floor(v / 10) * 10 + 9}`;
  histogram[bin] = (histogram[bin] ?? 0) + 1;
}
const basis: Record<string, number> = {};
for (const r of results) basis[r.a.divergence.basis] = (basis[r.a.divergence.basis] ?? 0) + 1;
const line = (r: (typeof results)[number]) => ({
  id: r.id,
  score: r.a.divergence_score,
  title: r.title,
  components: Object.fromEntries(COMPONENTS.map((c) => [c, r.a.divergence[c]])),
  frames: r.a.sources.map((s) => `${s.outlet_slug}:${s.framing}`).join(' '),
  facts: r.a.facts.map((f) => `${f.status}: ${f.text}`),
});
console.log(
  JSON.stringify({
    allsides: {
      events: results.length,
      basis,
      scored: values.length,
      mean: r3(values.reduce((s, x) => s + x, 0) / values.length),
      p10: quantile(0.1),
      median: quantile(0.5),
      p90: quantile(0.9),
      max: values.at(-1),
      histogram,
    },
  }),
);
if (process.argv.includes('--list')) {
  console.log('highest'.padEnd(20, '-'));
  for (const r of scored.slice(0, 10)) console.log(JSON.stringify(line(r)));
  console.log('lowest'.padEnd(20, '-'));
  for (const r of scored.slice(-10)) console.log(JSON.stringify(line(r)));
}
