// Learns partisan word choice (the divergence score's `headline` component, docs/divergence.md) from the
// Article-Bias-Prediction headlines (Baly et al. 2020; Apache-2.0, docs/data-licences.md): the log-odds ratio with
// an informative Dirichlet prior (Monroe, Colaresi & Quinn 2008, "Fightin' Words") of each content stem between
// left- and right-labelled outlets' headlines, the prior being the whole corpus (centre included). Outlet names,
// domains, URL pieces and house-style labels are taken out first (scripts/lib/partisan-term-filter.ts), so a
// masthead cannot stand in for a side. Headlines that are BASIL or roundup titles are left out: those sets measure.
//
// Skill is measured where the score uses it: within real events told from both sides (scripts/lib/lean-gold.ts).
// The prior size, outlet balancing and number of terms are chosen on the AllSides roundups' tuning half; the
// held-out half and BASIL are only reported. The shipped model records the held-out figure and its interval, from
// which src/analyze/partisan-lean.ts takes the component's weight. Writes src/analyze/models/partisan-terms.json.
//
//   npx tsx scripts/train-partisan-terms.ts ../shared/data
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentStems } from '../src/analyze/claims';
import { basilEvents, roundupEvents, withinEventAuc, type LeanEvent } from './lib/lean-gold';
import { termFilter } from './lib/partisan-term-filter';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: npx tsx scripts/train-partisan-terms.ts <data dir>');
  process.exit(2);
}

/** A term seen fewer times than this in the training headlines is noise, whatever its z-score. */
const MIN_COUNT = 8;
const Z_MIN = 1.96;

interface Headline {
  outlet: string;
  side: 'left' | 'center' | 'right';
  stems: string[];
}

const roundups = roundupEvents(dataDir);
const basil = basilEvents(dataDir);
const goldTitles = new Set(
  [...roundups, ...basil].flatMap((e) => [...e.left, ...e.right].map((t) => t.title.trim().toLowerCase())),
);

const lines = readFileSync(join(dataDir, 'headlines/outlet-headlines-2012-2020.tsv'), 'utf8')
  .trim()
  .split('\n');
const header = lines[0].split('\t');
const col = (name: string) => header.indexOf(name);
const rows = lines.slice(1).map((line) => line.split('\t'));
const keep = termFilter([
  ...rows.flatMap((cells) => [cells[col('source')] ?? '', cells[col('source_url')] ?? '']),
  ...[...roundups, ...basil].flatMap((e) => [...e.left, ...e.right].map((t) => t.outlet)),
]);

const headlines: Headline[] = [];
let skippedGold = 0;
for (const cells of rows) {
  const title = cells[col('title')]?.trim() ?? '';
  const side = cells[col('bias_text')] as Headline['side'];
  if (!title || !['left', 'center', 'right'].includes(side)) continue;
  if (goldTitles.has(title.toLowerCase())) {
    skippedGold += 1;
    continue;
  }
  headlines.push({
    outlet: cells[col('source_url')] || cells[col('source')],
    side,
    stems: contentStems(title).filter(keep),
  });
}

interface Settings {
  priorSize: number;
  /** Each headline weighs 1 / (its outlet's headlines)^balance: 0 counts headlines, 1 gives each outlet one vote. */
  balance: number;
  /** Terms kept, strongest z first. */
  terms: number;
}

function counts(list: Headline[], balance: number): { by: Map<string, number>; total: number } {
  const perOutlet = new Map<string, number>();
  for (const h of list) perOutlet.set(h.outlet, (perOutlet.get(h.outlet) ?? 0) + 1);
  const by = new Map<string, number>();
  let total = 0;
  for (const h of list) {
    const w = 1 / perOutlet.get(h.outlet)! ** balance;
    for (const s of h.stems) {
      by.set(s, (by.get(s) ?? 0) + w);
      total += w;
    }
  }
  return { by, total };
}

/** Positive: used more by the right; negative: by the left (log-odds ratio, ranked by its z-score). */
function fit({ priorSize, balance, terms }: Settings): Map<string, number> {
  const all = counts(headlines, balance);
  const raw = counts(headlines, 0);
  const left = counts(
    headlines.filter((h) => h.side === 'left'),
    balance,
  );
  const right = counts(
    headlines.filter((h) => h.side === 'right'),
    balance,
  );
  const scored: { term: string; delta: number; z: number }[] = [];
  for (const [term, n] of all.by) {
    if ((raw.by.get(term) ?? 0) < MIN_COUNT) continue;
    const alpha = (priorSize * n) / all.total;
    const yl = left.by.get(term) ?? 0;
    const yr = right.by.get(term) ?? 0;
    const delta =
      Math.log((yr + alpha) / (right.total + priorSize - yr - alpha)) -
      Math.log((yl + alpha) / (left.total + priorSize - yl - alpha));
    const z = delta / Math.sqrt(1 / (yr + alpha) + 1 / (yl + alpha));
    if (Math.abs(z) >= Z_MIN) scored.push({ term, delta, z });
  }
  scored.sort((a, b) => Math.abs(b.z) - Math.abs(a.z) || a.term.localeCompare(b.term));
  return new Map(scored.slice(0, terms).map((k) => [k.term, k.delta]));
}

/** The lean of a stem list as served (src/analyze/partisan-lean.ts computes the same). */
const leanWith = (weight: Map<string, number>) => (stems: string[]) => {
  let sum = 0;
  for (const s of stems) sum += weight.get(s) ?? 0;
  return stems.length ? sum / Math.sqrt(stems.length) : 0;
};

const part = (events: LeanEvent[], which: LeanEvent['part']) => events.filter((e) => e.part === which);
const tune = part(roundups, 'tune');

const GRID: Settings[] = [100, 1_000, 10_000].flatMap((priorSize) =>
  [0, 0.5, 1].flatMap((balance) => [200, 800, 3_000].map((terms) => ({ priorSize, balance, terms }))),
);
const tried = GRID.map((settings) => ({ settings, tune: withinEventAuc(tune, leanWith(fit(settings))).auc }));
const chosen = tried.reduce((best, x) => (x.tune > best.tune ? x : best)).settings;
const weight = fit(chosen);
const lean = leanWith(weight);

const measured = {
  allsides_tune: withinEventAuc(tune, lean),
  allsides_holdout: withinEventAuc(part(roundups, 'holdout'), lean),
  basil_tune: withinEventAuc(part(basil, 'tune'), lean),
  basil_holdout: withinEventAuc(part(basil, 'holdout'), lean),
};

const trainLeans = headlines.map((h) => lean(h.stems));
const mean = trainLeans.reduce((a, b) => a + b, 0) / trainLeans.length;
const sigma = Math.sqrt(trainLeans.reduce((a, b) => a + (b - mean) ** 2, 0) / trainLeans.length);
const kept = [...weight].map(([term, delta]) => ({ term, delta }));

const model = {
  description:
    'Partisan word choice: log-odds (right minus left) of content stems in the Article-Bias-Prediction headlines (Baly et al. 2020, Apache-2.0), outlet names, domains, URL pieces and house-style labels removed; scripts/train-partisan-terms.ts',
  settings: chosen,
  sigma: Math.round(sigma * 1e4) / 1e4,
  within_event_auc: measured,
  terms: kept.map((k) => k.term),
  weights: kept.map((k) => Math.round(k.delta * 1e4) / 1e4),
};
writeFileSync(join(__dirname, '../src/analyze/models/partisan-terms.json'), `${JSON.stringify(model)}\n`);
console.log(
  JSON.stringify({
    headlines: headlines.length,
    skipped_gold_titles: skippedGold,
    grid: tried.map((t) => `${t.settings.priorSize}/${t.settings.balance}/${t.settings.terms}: ${t.tune}`),
    settings: chosen,
    terms: kept.length,
    sigma: model.sigma,
    within_event_auc: measured,
    most_left: kept
      .filter((k) => k.delta < 0)
      .slice(0, 15)
      .map((k) => k.term),
    most_right: kept
      .filter((k) => k.delta > 0)
      .slice(0, 15)
      .map((k) => k.term),
  }),
);
