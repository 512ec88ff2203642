// Trains the learned half of the topic tagger on Reuters-21578 titles and writes src/enrich/models/topics.json.
// Usage: npx tsx scripts/train-topics.ts <data-dir>
// Reads <data-dir>/topics/reuters21578/train.tsv, maps Reuters topics onto ours and holds out a fixed-seed 20% that
// only scripts/eval-topics.ts looks at. Modern non-finance headlines (<data-dir>/headlines/, same 80/20 seed) join
// the 80% as negatives. Fits one-vs-rest logistic regression there and picks the L2 strength and per-topic
// thresholds by 4-fold cross-validation inside the 80%. The output holds numbers and stems only, no titles.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Topic } from '../src/spec';
import { analyse } from '../src/enrich/text';
import { titleFeatures, topicEvidence } from '../src/enrich/topics';
import { seededRandom } from './lib/seeded-random';

/** Reuters topic code -> our topic. Codes not listed ("ship", "ipi", "bop", "money-supply", ...) are none of ours. */
export const LABEL_MAP: Record<string, Topic> = {
  earn: 'earnings',
  acq: 'm&a',
  interest: 'rates',
  trade: 'trade',
  cpi: 'cpi',
  wpi: 'ppi',
  gnp: 'gdp',
  jobs: 'jobs',
  retail: 'retail',
  gold: 'gold',
  ...Object.fromEntries(
    [
      'money-fx',
      'dlr',
      'yen',
      'stg',
      'dmk',
      'austdlr',
      'hk',
      'singdlr',
      'nzdlr',
      'can',
      'sfr',
      'ffr',
      'bfr',
      'dfl',
      'lit',
      'dkr',
      'nkr',
      'skr',
      'mexpeso',
      'cruzado',
      'austral',
      'saudriyal',
      'rand',
      'rupiah',
      'ringgit',
      'escudo',
      'peseta',
      'drachma',
    ].map((c) => [c, 'fx']),
  ),
  ...Object.fromEntries(['crude', 'heat', 'fuel', 'gas', 'jet', 'naphtha'].map((c) => [c, 'oil'])),
  ...Object.fromEntries(
    [
      'alum',
      'barley',
      'carcass',
      'castor-meal',
      'castor-oil',
      'castorseed',
      'citruspulp',
      'cocoa',
      'coconut-oil',
      'coconut',
      'coffee',
      'copper',
      'copra-cake',
      'corn-oil',
      'corn',
      'cornglutenfeed',
      'cotton',
      'cotton-meal',
      'cotton-oil',
      'cottonseed',
      'f-cattle',
      'fishmeal',
      'flaxseed',
      'grain',
      'groundnut',
      'groundnut-meal',
      'groundnut-oil',
      'iron-steel',
      'lead',
      'lin-meal',
      'lin-oil',
      'linseed',
      'livestock',
      'l-cattle',
      'hog',
      'lumber',
      'lupin',
      'meal-feed',
      'nickel',
      'oat',
      'oilseed',
      'orange',
      'palladium',
      'palm-meal',
      'palm-oil',
      'palmkernel',
      'platinum',
      'plywood',
      'pork-belly',
      'potato',
      'rape-meal',
      'rape-oil',
      'rapeseed',
      'red-bean',
      'rice',
      'rubber',
      'rye',
      'silk',
      'silver',
      'sorghum',
      'soy-meal',
      'soy-oil',
      'soybean',
      'strategic-metal',
      'sugar',
      'sun-meal',
      'sun-oil',
      'sunseed',
      'tapioca',
      'tea',
      'tin',
      'tung-oil',
      'tung',
      'veg-oil',
      'wheat',
      'wool',
      'zinc',
      'nat-gas',
      'propane',
      'pet-chem',
    ].map((c) => [c, 'commodities']),
  ),
};

/** The topics Reuters labels can score. */
export const SCORED: Topic[] = [...new Set(Object.values(LABEL_MAP))];

/**
 * Reuters files earnings forecasts, dividends and stock splits under "earn"; we tag those as guidance, dividend
 * and split, so any of them counts as an earnings prediction when scoring against Reuters.
 */
export const SCORE_ALIASES: Partial<Record<Topic, Topic>> = {
  guidance: 'earnings',
  dividend: 'earnings',
  split: 'earnings',
};

export interface Item {
  title: string;
  gold: Set<Topic>;
}

export function shuffle<T>(xs: T[], rand: () => number): T[] {
  const out = xs.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export const SPLIT_SEED = 20240601;

/**
 * Rows the Reuters indexers actually assigned topics to (topics_attr YES; NO and BYPASS rows were never indexed, so
 * their empty labels say nothing), deduplicated by title with labels united, sorted, shuffled with a fixed seed and
 * cut 80/20. Duplicates therefore never straddle the split.
 */
export function loadReuters(dataDir: string): { tune: Item[]; heldOut: Item[] } {
  const lines = readFileSync(join(dataDir, 'topics', 'reuters21578', 'train.tsv'), 'utf8').split('\n');
  const header = lines[0].split('\t');
  const col = (name: string): number => header.indexOf(name);
  const [attrCol, topicsCol, titleCol] = [col('topics_attr'), col('topics'), col('title')];
  const byTitle = new Map<string, Item>();
  for (const line of lines.slice(1)) {
    const cells = line.split('\t');
    if (cells[attrCol] !== 'YES') continue;
    const title = (cells[titleCol] ?? '').replace(/\s+/g, ' ').trim();
    if (!title) continue;
    const key = title.toLowerCase();
    const item = byTitle.get(key) ?? { title, gold: new Set<Topic>() };
    for (const code of (cells[topicsCol] ?? '').split('|')) {
      const topic = LABEL_MAP[code];
      if (topic) item.gold.add(topic);
    }
    byTitle.set(key, item);
  }
  return split([...byTitle.values()]);
}

function split(items: Item[]): { tune: Item[]; heldOut: Item[] } {
  const shuffled = shuffle(
    items.sort((a, b) => (a.title < b.title ? -1 : 1)),
    seededRandom(SPLIT_SEED),
  );
  const cut = Math.round(shuffled.length * 0.8);
  return { tune: shuffled.slice(0, cut), heldOut: shuffled.slice(cut) };
}

/**
 * Outlet-headline categories far from markets and the economy. Their headlines teach the model what modern
 * non-finance news looks like: without them it learns 1987 names ("Trump" bought casinos then) as deal words.
 */
export const NON_FINANCE_CATEGORIES = new Set([
  'elections',
  'politics',
  'white_house',
  'immigration',
  'media_bias',
  'middle_east',
  'gun_control_and_gun_rights',
  'supreme_court',
  'us_senate',
  'violence_in_america',
  'us_house',
  'polarization',
  'race_and_racism',
  'republican_party',
  'national_security',
  'us_congress',
  'terrorism',
  'education',
  'impeachment',
  'fbi',
  'lgbt_rights',
  'abortion',
  'culture',
  'north_korea',
  'justice',
  'justice_department',
  'free_speech',
  'us_military',
  'nsa',
  'religion_and_faith',
  'defense',
  'state_department',
  'democratic_party',
  'national_defense',
  'civil_rights',
  'isis',
  'sexual_misconduct',
  'holidays',
  'homeland_security',
  'israel',
  'criminal_justice',
  'marijuana_legalization',
  'voting_rights_and_voter_fraud',
  'disaster',
  'facts_and_fact_checking',
  'sports',
  'ebola',
  'veterans_affairs',
  'fake_news',
  "women's_issues",
  'cia',
  'nuclear_weapons',
  'us_constitution',
  'campaign_rhetoric',
  'arts_and_entertainment',
  'opioid_crisis',
  'palestine',
  'science',
  'death_penalty',
  'animal_welfare',
  'family_and_marriage',
  'obesity_and_malnutrition',
  'capital_punishment_and_death_penalty',
]);

/** Modern headlines from non-finance categories, deduplicated and split 80/20 with the same seed. */
export function loadModernNegatives(dataDir: string): { tune: Item[]; heldOut: Item[] } {
  const lines = readFileSync(join(dataDir, 'headlines', 'outlet-headlines-2012-2020.tsv'), 'utf8').split(
    '\n',
  );
  const header = lines[0].split('\t');
  const [topicCol, titleCol] = [header.indexOf('topic'), header.indexOf('title')];
  const byTitle = new Map<string, Item>();
  for (const line of lines.slice(1)) {
    const cells = line.split('\t');
    if (!NON_FINANCE_CATEGORIES.has(cells[topicCol])) continue;
    const title = (cells[titleCol] ?? '').replace(/\s+/g, ' ').trim();
    if (title) byTitle.set(title.toLowerCase(), { title, gold: new Set() });
  }
  return split([...byTitle.values()]);
}

/** Micro and per-topic precision/recall/F1 over the scored topics, after applying SCORE_ALIASES. */
export interface Scores {
  micro: { p: number; r: number; f1: number };
  perTopic: Map<Topic, { p: number; r: number; f1: number; support: number }>;
}

export function project(pred: Iterable<Topic>): Set<Topic> {
  const out = new Set<Topic>();
  for (const t of pred) out.add(SCORE_ALIASES[t] ?? t);
  return out;
}

export function score(gold: Set<Topic>[], pred: Set<Topic>[]): Scores {
  const prf = (tp: number, fp: number, fn: number) => {
    const p = tp + fp ? tp / (tp + fp) : 0;
    const r = tp + fn ? tp / (tp + fn) : 0;
    return { p, r, f1: p + r ? (2 * p * r) / (p + r) : 0 };
  };
  let TP = 0;
  let FP = 0;
  let FN = 0;
  const perTopic = new Map<Topic, { p: number; r: number; f1: number; support: number }>();
  for (const topic of SCORED) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    gold.forEach((g, i) => {
      const p = project(pred[i]).has(topic);
      if (p && g.has(topic)) tp++;
      else if (p) fp++;
      else if (g.has(topic)) fn++;
    });
    TP += tp;
    FP += fp;
    FN += fn;
    perTopic.set(topic, { ...prf(tp, fp, fn), support: tp + fn });
  }
  return { micro: prf(TP, FP, FN), perTopic };
}

interface Example {
  features: number[];
  labels: boolean[];
  rules: Set<Topic>;
  /** Gradient weight: modern negatives outnumber the Reuters titles three to one and would drown them. */
  weight: number;
}

/** One-vs-rest logistic regression, AdaGrad with L2, over binary features. Returns weights [feature][head] and biases. */
function fit(data: Example[], nFeatures: number, nHeads: number, l2: number, seed: number) {
  const W = new Float64Array(nFeatures * nHeads);
  const G = new Float64Array(nFeatures * nHeads).fill(1e-8);
  const b = new Float64Array(nHeads);
  const Gb = new Float64Array(nHeads).fill(1e-8);
  const rate = 0.3;
  const rand = seededRandom(seed);
  for (let epoch = 0; epoch < 15; epoch++) {
    for (const ex of shuffle(data, rand)) {
      for (let h = 0; h < nHeads; h++) {
        let z = b[h];
        for (const f of ex.features) z += W[f * nHeads + h];
        const g = ex.weight * (1 / (1 + Math.exp(-z)) - (ex.labels[h] ? 1 : 0));
        Gb[h] += g * g;
        b[h] -= (rate * g) / Math.sqrt(Gb[h]);
        for (const f of ex.features) {
          const k = f * nHeads + h;
          const gk = g + l2 * W[k];
          G[k] += gk * gk;
          W[k] -= (rate * gk) / Math.sqrt(G[k]);
        }
      }
    }
  }
  return { W, b };
}

function predict(W: Float64Array, b: Float64Array, nHeads: number, features: number[]): number[] {
  const out: number[] = [];
  for (let h = 0; h < nHeads; h++) {
    let z = b[h];
    for (const f of features) z += W[f * nHeads + h];
    out.push(1 / (1 + Math.exp(-z)));
  }
  return out;
}

/** Thresholds searched: 0.30 .. 0.95. Lower ones win a hair of Reuters F1 but fire on weak, 1987-specific cues. */
const GRID = Array.from({ length: 14 }, (_v, i) => 0.3 + 0.05 * i);

/** Per head, the threshold that (nearly) maximises F1 of "rule hit OR probability >= threshold" on out-of-fold predictions. */
function tuneThresholds(data: Example[], oof: number[][], heads: Topic[]): number[] {
  return heads.map((topic, h) => {
    const curve: { t: number; f1: number }[] = [];
    for (const t of GRID) {
      let tp = 0;
      let fp = 0;
      let fn = 0;
      data.forEach((ex, i) => {
        const aliased = [...ex.rules].some((r) => (SCORE_ALIASES[r] ?? r) === topic);
        const p = aliased || oof[i][h] >= (ex.rules.size ? Math.max(t, GATE) : t);
        if (p && ex.labels[h]) tp++;
        else if (p) fp++;
        else if (ex.labels[h]) fn++;
      });
      curve.push({ t, f1: tp ? (2 * tp) / (2 * tp + fp + fn) : 0 });
    }
    // F1 is flat near its peak; among thresholds within half a point of it take the one nearest 0.5, which is
    // steadier on text unlike the training titles than an extreme that won by a hair.
    const top = Math.max(...curve.map((c) => c.f1));
    const near = curve
      .filter((c) => c.f1 >= top - 0.005)
      .sort((a, b) => Math.abs(a.t - 0.5) - Math.abs(b.t - 0.5));
    return Math.round(near[0].t * 100) / 100;
  });
}

/** Micro-F1 of the combined decision (rules, model, gate) over the scored topics. */
function microF1(data: Example[], probs: number[][], thresholds: number[], heads: Topic[]): number {
  const pred = data.map((ex, i) => {
    const s = new Set<Topic>(ex.rules);
    heads.forEach(
      (t, h) => probs[i][h] >= (ex.rules.size ? Math.max(thresholds[h], GATE) : thresholds[h]) && s.add(t),
    );
    return s;
  });
  const gold = data.map((ex) => new Set(heads.filter((_t, h) => ex.labels[h])));
  return score(gold, pred).micro.f1;
}

const MODERN_WEIGHT = 0.3;
/**
 * When rules already fired on a title, the model must reach this probability to add a topic of its own: rules
 * that explain a modern headline leave the 1987-trained model little to add but its cross-era confusions.
 */
const GATE = 0.6;

function main(): void {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: npx tsx scripts/train-topics.ts <data-dir>');
  const started = Date.now();
  const reuters = loadReuters(dataDir);
  // Modern headlines are negatives for every scored topic, except those on which a scored topic's rule fires:
  // those may well be about that topic ("tariffs" in a politics headline).
  const modern = loadModernNegatives(dataDir);
  const modernNegatives = modern.tune.filter(
    (it) => ![...topicEvidence(it.title).rule.keys()].some((t) => SCORED.includes(t)),
  );
  const tune = [...reuters.tune, ...modernNegatives];
  const heads = SCORED;
  console.log(
    `Reuters: ${reuters.tune.length} train+tune, ${reuters.heldOut.length} held out; modern negatives: ${modernNegatives.length} of ${modern.tune.length} train+tune, ${modern.heldOut.length} held out`,
  );

  const analysed = tune.map((it) => analyse(it.title));
  const titleRules = tune.map(
    (it, i) => new Set(topicEvidence(it.title, undefined, analysed[i]).rule.keys()),
  );
  const featureLists = analysed.map((a, i) => titleFeatures(tune[i].title, a.stems, titleRules[i]));
  // The vocabulary comes from the Reuters titles alone: the modern negatives only pull those weights down.
  const df = new Map<string, number>();
  for (const fs of featureLists.slice(0, reuters.tune.length))
    for (const f of new Set(fs)) df.set(f, (df.get(f) ?? 0) + 1);
  const vocab = [...df.entries()].filter(([, n]) => n >= 2).map(([f]) => f);
  const id = new Map(vocab.map((f, i) => [f, i]));
  const data: Example[] = tune.map((it, i) => ({
    features: [...new Set(featureLists[i].map((f) => id.get(f)).filter((x): x is number => x !== undefined))],
    labels: heads.map((t) => it.gold.has(t)),
    rules: titleRules[i],
    weight: i < reuters.tune.length ? 1 : MODERN_WEIGHT,
  }));

  const folds = 4;
  const foldOf = shuffle(
    data.map((_d, i) => i % folds),
    seededRandom(7),
  );
  const trials: { l2: number; f1: number; thresholds: number[] }[] = [];
  for (const l2 of [1e-3, 3e-3, 1e-2]) {
    const oof: number[][] = new Array<number[]>(data.length);
    for (let k = 0; k < folds; k++) {
      const trainIdx = data.map((_d, i) => i).filter((i) => foldOf[i] !== k);
      const m = fit(
        trainIdx.map((i) => data[i]),
        vocab.length,
        heads.length,
        l2,
        k + 1,
      );
      data.forEach((ex, i) => {
        if (foldOf[i] === k) oof[i] = predict(m.W, m.b, heads.length, ex.features);
      });
    }
    const thresholds = tuneThresholds(data, oof, heads);
    const f1 = microF1(data, oof, thresholds, heads);
    const n = reuters.tune.length;
    const reutersF1 = microF1(data.slice(0, n), oof.slice(0, n), thresholds, heads);
    console.log(
      `l2=${l2}: cross-validated micro-F1 ${f1.toFixed(4)} (Reuters alone ${reutersF1.toFixed(4)}; modern negatives add false alarms only)`,
    );
    trials.push({ l2, f1, thresholds });
  }
  // The strongest regularisation within half a point of the best: simpler, smaller, and kinder to unseen text.
  const top = Math.max(...trials.map((t) => t.f1));
  const best = trials.filter((t) => t.f1 >= top - 0.005).sort((a, b) => b.l2 - a.l2)[0];

  const m = fit(data, vocab.length, heads.length, best.l2, 99);
  const features: string[] = [];
  const weights: number[][] = [];
  vocab.forEach((f, i) => {
    const row: number[] = [];
    heads.forEach((_t, h) => {
      const w = Math.round(m.W[i * heads.length + h] * 100) / 100;
      if (Math.abs(w) >= 0.05) row.push(h, w);
    });
    if (row.length) {
      features.push(f);
      weights.push(row);
    }
  });
  const out = {
    note: 'Learned by scripts/train-topics.ts on Reuters-21578 titles (80% split); stems and numbers only.',
    l2: best.l2,
    gate: GATE,
    heads,
    bias: [...m.b].map((x) => Math.round(x * 1000) / 1000),
    thresholds: best.thresholds,
    features,
    weights,
  };
  const path = join(__dirname, '..', 'src', 'enrich', 'models', 'topics.json');
  writeFileSync(path, JSON.stringify(out) + '\n');
  console.log(
    `chose l2=${best.l2} (CV micro-F1 ${best.f1.toFixed(4)}); thresholds ${heads.map((t, h) => `${t}=${best.thresholds[h]}`).join(' ')}`,
  );
  console.log(
    `wrote ${path}: ${features.length} features, ${(JSON.stringify(out).length / 1024).toFixed(0)} KB, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (require.main === module) main();
