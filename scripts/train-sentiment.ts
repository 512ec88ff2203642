// Trains src/enrich/models/sentiment.json from SemEval-2017 Task 5 headlines and SEntFiN 1.0.
// Usage: npx tsx scripts/train-sentiment.ts <data-dir>
// A fixed-hash 20% of each set is held out and filtered away here; the rest is used with 5-fold
// cross-validation to pick the ridge strength, the SemEval weight and the label thresholds.
// Also exports the data loaders and the split for scripts/eval-sentiment.ts.
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { analyse, type AnalysedText } from '../src/enrich/text';
import { financeCueScore, sentimentFeatures } from '../src/enrich/sentiment';
import { type SentimentLabel } from '../src/spec';
import { parseCsv } from './lib/csv';

export interface SemEvalItem {
  title: string;
  score: number;
}
export interface SentFinItem {
  title: string;
  label: SentimentLabel;
}

const HOLDOUT_PERCENT = 20;
const SPLIT_SEED = 'parallax-sentiment-2017';

/** FNV-1a over seed + normalised title: duplicate headlines (SemEval repeats one per company) share a side. */
function titleHash(seed: string, title: string): number {
  let hash = 0x811c9dc5;
  for (const ch of `${seed}|${title.trim().toLowerCase()}`) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function isHoldout(title: string): boolean {
  return titleHash(SPLIT_SEED, title) % 100 < HOLDOUT_PERCENT;
}

export function loadSemEval(dataDir: string): SemEvalItem[] {
  const file = path.join(dataDir, 'sentiment', 'semeval2017-task5', 'train.json');
  const rows = JSON.parse(fs.readFileSync(file, 'utf8')) as { title: string; sentiment: number | string }[];
  return rows.map((row) => ({ title: row.title, score: Number(row.sentiment) }));
}

/**
 * SEntFiN labels entities, not headlines. A headline keeps the shared label when all its entities agree
 * (88.5% of headlines); headlines with mixed entity labels are dropped, since no single label is right.
 */
export function loadSentFin(dataDir: string): SentFinItem[] {
  const file = path.join(dataDir, 'sentiment', 'sentfin', 'SEntFiN.csv');
  const [header, ...rows] = parseCsv(fs.readFileSync(file, 'utf8'));
  const titleAt = header.indexOf('Title');
  const decisionsAt = header.indexOf('Decisions');
  const items: SentFinItem[] = [];
  for (const row of rows) {
    if (row.length <= decisionsAt) continue;
    // The decisions column is a Python dict literal with unescaped quotes in names; read the values only.
    const labels = [...row[decisionsAt].matchAll(/:\s*'(positive|neutral|negative)'/g)].map((m) => m[1]);
    if (labels.length === 0 || labels.some((l) => l !== labels[0])) continue;
    items.push({ title: row[titleAt], label: labels[0] as SentimentLabel });
  }
  return items;
}

/** SEntFiN labels become regression targets on SemEval's scale (mean |score| of its polar items ~0.35). */
const LABEL_TARGET: Record<SentimentLabel, number> = { positive: 0.35, neutral: 0, negative: -0.35 };

interface Example {
  fold: number;
  features: string[];
  cues: number;
  lengthFactor: number;
  target: number;
  weight: number;
  source: 'semeval' | 'sentfin';
  label?: SentimentLabel;
}

interface Fitted {
  bias: number;
  handWeight: number;
  weights: Map<string, number>;
}

const LENGTH_NORM = 12;
const FOLDS = 5;
const MIN_DOC_FREQ = 2;
const ITERATIONS = 300;
const LEARNING_RATE = 0.03;

function toExample(
  title: string,
  text: AnalysedText,
  target: number,
  weight: number,
  source: Example['source'],
): Example {
  const tokens = text.words.length;
  return {
    fold: titleHash('cv-fold', title) % FOLDS,
    features: sentimentFeatures(text),
    cues: financeCueScore(text).sum,
    lengthFactor: tokens <= LENGTH_NORM ? 1 : Math.sqrt(LENGTH_NORM / tokens),
    target,
    weight,
    source,
  };
}

/**
 * Ridge-regularised squared loss on tanh(bias + lengthFactor x (sum of weights + handWeight x cues)),
 * minimised by full-batch Adam. The hand-cue weight is learned but not penalised, so the lexicon is
 * trusted exactly as far as the data supports it.
 */
function fit(examples: Example[], lambda: number): Fitted {
  const docFreq = new Map<string, number>();
  for (const ex of examples) for (const f of new Set(ex.features)) docFreq.set(f, (docFreq.get(f) ?? 0) + 1);
  const vocab = [...docFreq].filter(([, n]) => n >= MIN_DOC_FREQ).map(([f]) => f);
  const index = new Map(vocab.map((f, i) => [f, i]));
  // Feature ids in one flat array (CSR layout): the inner loops run ~10^8 times, so no closures or iterators.
  const start = new Int32Array(examples.length + 1);
  const ids: number[] = [];
  examples.forEach((ex, k) => {
    for (const f of ex.features) {
      const id = index.get(f);
      if (id !== undefined) ids.push(id);
    }
    start[k + 1] = ids.length;
  });
  const flat = Int32Array.from(ids);
  const n = vocab.length + 2; // last two slots: bias, handWeight
  const w = new Float64Array(n);
  const m = new Float64Array(n);
  const v = new Float64Array(n);
  const grad = new Float64Array(n);
  const totalWeight = examples.reduce((s, ex) => s + ex.weight, 0);
  for (let t = 1; t <= ITERATIONS; t += 1) {
    grad.fill(0);
    for (let k = 0; k < examples.length; k += 1) {
      const ex = examples[k];
      let sum = w[n - 1] * ex.cues;
      for (let j = start[k]; j < start[k + 1]; j += 1) sum += w[flat[j]];
      const pred = Math.tanh(w[n - 2] + ex.lengthFactor * sum);
      const g = (2 * ex.weight * (pred - ex.target) * (1 - pred * pred)) / totalWeight;
      grad[n - 2] += g;
      grad[n - 1] += g * ex.lengthFactor * ex.cues;
      const gl = g * ex.lengthFactor;
      for (let j = start[k]; j < start[k + 1]; j += 1) grad[flat[j]] += gl;
    }
    for (let i = 0; i < n - 2; i += 1) grad[i] += 2 * lambda * w[i];
    const mCorrection = 1 - 0.9 ** t;
    const vCorrection = 1 - 0.999 ** t;
    for (let i = 0; i < n; i += 1) {
      m[i] = 0.9 * m[i] + 0.1 * grad[i];
      v[i] = 0.999 * v[i] + 0.001 * grad[i] * grad[i];
      w[i] -= (LEARNING_RATE * m[i]) / mCorrection / (Math.sqrt(v[i] / vCorrection) + 1e-8);
    }
  }
  return { bias: w[n - 2], handWeight: w[n - 1], weights: new Map(vocab.map((f, i) => [f, w[i]])) };
}

function predict(model: Fitted, ex: Example): number {
  let sum = model.handWeight * ex.cues;
  for (const f of ex.features) sum += model.weights.get(f) ?? 0;
  return Math.tanh(model.bias + ex.lengthFactor * sum);
}

export function cosine(gold: number[], predicted: number[]): number {
  let dot = 0;
  let gg = 0;
  let pp = 0;
  gold.forEach((g, i) => {
    dot += g * predicted[i];
    gg += g * g;
    pp += predicted[i] * predicted[i];
  });
  return gg === 0 || pp === 0 ? 0 : dot / Math.sqrt(gg * pp);
}

function accuracy(labels: SentimentLabel[], scores: number[], negative: number, positive: number): number {
  let right = 0;
  scores.forEach((s, i) => {
    const label = s >= positive ? 'positive' : s <= negative ? 'negative' : 'neutral';
    if (label === labels[i]) right += 1;
  });
  return right / labels.length;
}

/** Grid search (step 0.01) for the two label cut-offs that maximise 3-class accuracy. */
function tuneThresholds(labels: SentimentLabel[], scores: number[]): { negative: number; positive: number } {
  let best = { negative: -0.1, positive: 0.1, accuracy: -1 };
  for (let neg = 0; neg <= 50; neg += 1) {
    for (let pos = 0; pos <= 50; pos += 1) {
      const a = accuracy(labels, scores, -neg / 100, pos / 100);
      if (a > best.accuracy) best = { negative: -neg / 100, positive: pos / 100, accuracy: a };
    }
  }
  return { negative: best.negative, positive: best.positive };
}

const LAMBDAS = [1e-3, 3e-3, 1e-2];
const SEMEVAL_WEIGHTS = [1, 3];

/** Out-of-fold scores for every training example under one setting; folds by title hash, like the hold-out. */
function crossValidate(make: (semevalWeight: number) => Example[], lambda: number, semevalWeight: number) {
  const examples = make(semevalWeight);
  const scores = new Array<number>(examples.length);
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const model = fit(
      examples.filter((ex) => ex.fold !== fold),
      lambda,
    );
    examples.forEach((ex, i) => {
      if (ex.fold === fold) scores[i] = predict(model, ex);
    });
  }
  const sem = examples.map((ex, i) => ({ ex, s: scores[i] })).filter((r) => r.ex.source === 'semeval');
  const fin = examples.map((ex, i) => ({ ex, s: scores[i] })).filter((r) => r.ex.source === 'sentfin');
  const finLabels = fin.map((r) => r.ex.label as SentimentLabel);
  const finScores = fin.map((r) => r.s);
  const thresholds = tuneThresholds(finLabels, finScores);
  return {
    cosine: cosine(
      sem.map((r) => r.ex.target),
      sem.map((r) => r.s),
    ),
    accuracy: accuracy(finLabels, finScores, thresholds.negative, thresholds.positive),
    thresholds,
  };
}

async function main(dataDir: string): Promise<void> {
  const semeval = loadSemEval(dataDir).filter((item) => !isHoldout(item.title));
  const sentfin = loadSentFin(dataDir).filter((item) => !isHoldout(item.title));
  console.log(`training part: SemEval ${semeval.length} items, SEntFiN ${sentfin.length} headlines`);
  const semText = semeval.map((item) => analyse(item.title));
  const finText = sentfin.map((item) => analyse(item.title));
  const make = (semevalWeight: number): Example[] => [
    ...semeval.map((item, i) => toExample(item.title, semText[i], item.score, semevalWeight, 'semeval')),
    ...sentfin.map((item, i) => ({
      ...toExample(item.title, finText[i], LABEL_TARGET[item.label], 1, 'sentfin'),
      label: item.label,
    })),
  ];

  let best: { lambda: number; semevalWeight: number; objective: number } | undefined;
  let bestThresholds = { negative: -0.1, positive: 0.1 };
  for (const lambda of LAMBDAS) {
    for (const semevalWeight of SEMEVAL_WEIGHTS) {
      const cv = crossValidate(make, lambda, semevalWeight);
      const objective = (cv.cosine + cv.accuracy) / 2;
      console.log(
        `cv lambda=${lambda} semevalWeight=${semevalWeight}: cosine ${cv.cosine.toFixed(3)} accuracy ${cv.accuracy.toFixed(3)}`,
      );
      if (!best || objective > best.objective) {
        best = { lambda, semevalWeight, objective };
        bestThresholds = cv.thresholds;
      }
    }
  }
  if (!best) throw new Error('empty grid');

  const model = fit(make(best.semevalWeight), best.lambda);
  const kept = [...model.weights].filter(([, w]) => Math.abs(w) >= 5e-4).sort(([a], [b]) => (a < b ? -1 : 1));
  const out = {
    about:
      'Learned by scripts/train-sentiment.ts from SemEval-2017 Task 5 headlines and SEntFiN 1.0 (MIT); see docs/enrichment-sentiment.md.',
    hyperparameters: { lambda: best.lambda, semevalWeight: best.semevalWeight, folds: FOLDS },
    bias: round(model.bias),
    handWeight: round(model.handWeight),
    lengthNorm: LENGTH_NORM,
    thresholds: bestThresholds,
    features: kept.map(([f]) => f),
    weights: kept.map(([, w]) => round(w)),
  };
  const file = path.join(__dirname, '..', 'src', 'enrich', 'models', 'sentiment.json');
  // Written in the repository's Prettier style, so `prettier --check .` passes on the generated file.
  const options = await prettier.resolveConfig(file);
  fs.writeFileSync(file, await prettier.format(JSON.stringify(out), { ...options, filepath: file }));
  console.log(
    `chose lambda=${best.lambda} semevalWeight=${best.semevalWeight} thresholds ${JSON.stringify(bestThresholds)}; ` +
      `handWeight ${out.handWeight}; ${kept.length} features -> ${file}`,
  );
}

function round(x: number): number {
  return Math.round(x * 10000) / 10000;
}

if (require.main === module) {
  const dataDir = process.argv[2];
  if (!dataDir) {
    console.error('usage: npx tsx scripts/train-sentiment.ts <data-dir>');
    process.exit(2);
  }
  main(dataDir).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
