// Learns partisan word choice from labelled headlines (the divergence score's `headline` component,
// docs/divergence.md): the log-odds ratio with an informative Dirichlet prior (Monroe, Colaresi & Quinn 2008,
// "Fightin' Words") of each content stem between left- and right-labelled outlets' headlines, the prior being the
// whole corpus (centre included). Outlets, not headlines, are split: five folds by outlet, each measured (AUC of
// telling a left outlet's headline from a right one's) by a model fit on the other four, whose prior size and
// outlet balancing are chosen on an inner outlet split of those four. The mean held-out AUC is the component's
// skill, its weight in the score. Headlines that are BASIL titles are left out, since BASIL validates the score.
// The shipped model is fit on every outlet. Writes src/analyze/models/partisan-terms.json.
//
//   npx tsx scripts/train-partisan-terms.ts ../shared/data
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentStems } from '../src/analyze/claims';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: npx tsx scripts/train-partisan-terms.ts <data dir>');
  process.exit(2);
}

/** Terms kept in the model: enough to cover news vocabulary, few enough to ship (the weakest add nothing). */
const KEEP = 800;
/** A term seen fewer times than this in the training headlines is noise, whatever its z-score. */
const MIN_COUNT = 8;
const Z_MIN = 1.96;

function hashUnit(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) / 2 ** 32;
}

function basilTitles(dir: string): Set<string> {
  const titles = new Set<string>();
  const root = join(dir, 'clustering/basil/articles');
  for (const year of readdirSync(root))
    for (const file of readdirSync(join(root, year)))
      titles.add(
        String(JSON.parse(readFileSync(join(root, year, file), 'utf8')).title)
          .trim()
          .toLowerCase(),
      );
  return titles;
}

interface Headline {
  outlet: string;
  side: 'left' | 'center' | 'right';
  stems: string[];
}

const basil = basilTitles(dataDir);
const lines = readFileSync(join(dataDir, 'headlines/outlet-headlines-2012-2020.tsv'), 'utf8')
  .trim()
  .split('\n');
const header = lines[0].split('\t');
const col = (name: string) => header.indexOf(name);
const headlines: Headline[] = [];
let skippedBasil = 0;
for (const line of lines.slice(1)) {
  const cells = line.split('\t');
  const title = cells[col('title')]?.trim() ?? '';
  const side = cells[col('bias_text')] as Headline['side'];
  if (!title || !['left', 'center', 'right'].includes(side)) continue;
  if (basil.has(title.toLowerCase())) {
    skippedBasil += 1;
    continue;
  }
  headlines.push({
    outlet: cells[col('source_url')] || cells[col('source')],
    side,
    stems: contentStems(title),
  });
}

/** Outlet folds for held-out measurement: every headline of an outlet is in one fold. */
const FOLDS = 5;
const foldOf = (outlet: string) => Math.floor(hashUnit(`partisan:${outlet}`) * FOLDS);

interface Settings {
  priorSize: number;
  /** Each headline weighs 1 / (its outlet's headlines)^balance: 0 counts headlines, 1 gives each outlet one vote. */
  balance: number;
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

/** Positive: used more by the right; negative: by the left (log-odds ratio with its z-score). */
function fit(list: Headline[], { priorSize, balance }: Settings): Map<string, number> {
  const all = counts(list, balance);
  const raw = counts(list, 0);
  const left = counts(
    list.filter((h) => h.side === 'left'),
    balance,
  );
  const right = counts(
    list.filter((h) => h.side === 'right'),
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
  return new Map(scored.slice(0, KEEP).map((k) => [k.term, k.delta]));
}

/** The lean of a stem list as served (src/analyze/partisan-lean.ts computes the same). */
const leanOf = (weight: Map<string, number>, stems: string[]) => {
  let sum = 0;
  for (const s of stems) sum += weight.get(s) ?? 0;
  return stems.length ? sum / Math.sqrt(stems.length) : 0;
};

const sidesOnly = (list: Headline[]) => list.filter((h) => h.side !== 'center');
const aucOf = (weight: Map<string, number>, list: Headline[]) =>
  auc(sidesOnly(list).map((h) => ({ score: leanOf(weight, h.stems), positive: h.side === 'right' })));

const GRID: Settings[] = [100, 1_000, 10_000].flatMap((priorSize) =>
  [0, 0.5, 1].map((balance) => ({ priorSize, balance })),
);

/** Settings chosen on an inner outlet split of `list` only (never on the outlets a model is measured on). */
function choose(list: Headline[]): Settings {
  const inner = (h: Headline) => hashUnit(`partisan-inner:${h.outlet}`) < 0.25;
  const fitOn = list.filter((h) => !inner(h));
  const judgeOn = list.filter(inner);
  return GRID.map((settings) => ({ settings, auc: aucOf(fit(fitOn, settings), judgeOn) })).reduce(
    (best, x) => (x.auc > best.auc ? x : best),
  ).settings;
}

const folds = Array.from({ length: FOLDS }, (_, fold) => {
  const train = headlines.filter((h) => foldOf(h.outlet) !== fold);
  const test = headlines.filter((h) => foldOf(h.outlet) === fold);
  const settings = choose(train);
  return { fold, settings, held_out_auc: Math.round(aucOf(fit(train, settings), test) * 1000) / 1000 };
});
const heldOutAuc = folds.reduce((sum, f) => sum + f.held_out_auc, 0) / FOLDS;
const chosen = choose(headlines);
const weight = fit(headlines, chosen);
const kept = [...weight].map(([term, delta]) => ({ term, delta }));
const lean = (stems: string[]) => leanOf(weight, stems);

function auc(items: { score: number; positive: boolean }[]): number {
  const sorted = [...items].sort((a, b) => a.score - b.score);
  let rankSum = 0;
  let positives = 0;
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j < sorted.length && sorted[j].score === sorted[i].score) j += 1;
    const rank = (i + j + 1) / 2;
    for (let k = i; k < j; k += 1)
      if (sorted[k].positive) {
        rankSum += rank;
        positives += 1;
      }
    i = j;
  }
  const negatives = sorted.length - positives;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

const trainLeans = headlines.map((h) => lean(h.stems));
const mean = trainLeans.reduce((a, b) => a + b, 0) / trainLeans.length;
const sigma = Math.sqrt(trainLeans.reduce((a, b) => a + (b - mean) ** 2, 0) / trainLeans.length);
const trainAuc = aucOf(weight, headlines);

const model = {
  description:
    'Partisan word choice: log-odds (right minus left) of content stems in labelled outlet headlines; scripts/train-partisan-terms.ts',
  settings: chosen,
  sigma: Math.round(sigma * 1e4) / 1e4,
  held_out_folds: folds.map((f) => f.held_out_auc),
  held_out_auc: Math.round(heldOutAuc * 1000) / 1000,
  train_auc: Math.round(trainAuc * 1000) / 1000,
  terms: kept.map((k) => k.term),
  weights: kept.map((k) => Math.round(k.delta * 1e4) / 1e4),
};
writeFileSync(join(__dirname, '../src/analyze/models/partisan-terms.json'), `${JSON.stringify(model)}\n`);
console.log(
  JSON.stringify({
    headlines: headlines.length,
    skipped_basil_titles: skippedBasil,
    folds,
    settings: chosen,
    terms: kept.length,
    sigma: model.sigma,
    train_auc: model.train_auc,
    held_out_auc: model.held_out_auc,
    most_left: kept
      .filter((k) => k.delta < 0)
      .slice(0, 12)
      .map((k) => k.term),
    most_right: kept
      .filter((k) => k.delta > 0)
      .slice(0, 12)
      .map((k) => k.term),
  }),
);
