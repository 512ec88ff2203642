// Chooses the sentence encoder by measurement: on the AllSides roundups (real articles, 2-3 per side of each real
// event), how often an article's nearest other article (cosine of headline + lead) belongs to its event
// (recall@1, with a 95% bootstrap interval over events) and the AUC of same-event against different-event pairs,
// for each LangChain4j model at 128 and 64 word pieces (the 6-layer one shorter too) and a TF-IDF cosine baseline, in one run; with the CPU time
// per article on one thread, and the texts' lengths in word pieces. Figures are printed for the whole set and for
// each part of the gold split (scripts/lib/gold-split.ts). docs/encoder.md records a run.
//
//   npx tsx scripts/eval-encoder.ts <data-dir>      (about 3 minutes on one free core)
import fs from 'node:fs';
import { Tokenizer } from '@huggingface/tokenizers';
import { ensureModelFiles } from '../src/encoder/model-files';
import { DEFAULT_MODEL, ENCODER_MODELS, type EncoderModelName } from '../src/encoder/models';
import { articleText, DEFAULT_MAX_TOKENS, loadSentenceEncoder } from '../src/encoder/sentence-encoder';
import { roundupRows } from './lib/gold-roundups';
import { goldPart, type GoldPart } from './lib/gold-split';
import { seededRandom } from './lib/seeded-random';

interface Article {
  event: number;
  part: GoldPart;
  text: string;
}

function load(dataDir: string): Article[] {
  return roundupRows(dataDir).map((row) => ({
    event: row.event_id,
    part: goldPart('allsides', row.event_id),
    text: articleText(row.title, row.body),
  }));
}

const dot = (a: Float32Array, b: Float32Array) => {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += a[i] * b[i];
  return sum;
};

/** Sublinear TF-IDF over lower-cased words, L2-normalised; idf from the articles measured. */
function tfidfVectors(texts: readonly string[]): Float32Array[] {
  const docs = texts.map((text) => text.toLowerCase().match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? []);
  const vocab = new Map<string, number>();
  const df: number[] = [];
  for (const words of docs) {
    for (const word of new Set(words)) {
      if (!vocab.has(word)) vocab.set(word, vocab.size);
      const id = vocab.get(word)!;
      df[id] = (df[id] ?? 0) + 1;
    }
  }
  return docs.map((words) => {
    const tf = new Map<number, number>();
    for (const word of words) tf.set(vocab.get(word)!, (tf.get(vocab.get(word)!) ?? 0) + 1);
    const vector = new Float32Array(vocab.size);
    for (const [id, count] of tf)
      vector[id] = (1 + Math.log(count)) * Math.log((1 + docs.length) / (1 + df[id]));
    const norm = Math.sqrt(dot(vector, vector)) || 1;
    return vector.map((v) => v / norm);
  });
}

interface Scores {
  recall: number;
  low: number;
  high: number;
  auc: number;
  n: number;
}

/** Recall@1 (with a bootstrap over events) and pair AUC among the articles selected. */
function score(articles: readonly Article[], vectors: readonly Float32Array[], select: number[]): Scores {
  const hitsByEvent = new Map<number, number[]>();
  const same: number[] = [];
  const different: number[] = [];
  for (const i of select) {
    let best = -Infinity;
    let bestAt = -1;
    for (const j of select) {
      if (j === i) continue;
      const sim = dot(vectors[i], vectors[j]);
      if (sim > best) [best, bestAt] = [sim, j];
      if (j > i) (articles[i].event === articles[j].event ? same : different).push(sim);
    }
    const hits = hitsByEvent.get(articles[i].event) ?? [];
    hits.push(articles[bestAt].event === articles[i].event ? 1 : 0);
    hitsByEvent.set(articles[i].event, hits);
  }
  const events = [...hitsByEvent.values()];
  const recallOf = (sample: number[][]) => {
    const all = sample.flat();
    return all.reduce((a, b) => a + b, 0) / all.length;
  };
  const random = seededRandom(20240601);
  const boots: number[] = [];
  for (let b = 0; b < 1000; b += 1) {
    boots.push(recallOf(events.map(() => events[Math.floor(random() * events.length)])));
  }
  boots.sort((a, b) => a - b);
  return {
    recall: recallOf(events),
    low: boots[25],
    high: boots[974],
    auc: auc(same, different),
    n: select.length,
  };
}

/** Probability that a same-event pair scores above a different-event pair (ties count half), by ranks. */
function auc(positives: readonly number[], negatives: readonly number[]): number {
  const all = [...positives.map((v) => ({ v, p: 1 })), ...negatives.map((v) => ({ v, p: 0 }))];
  all.sort((a, b) => a.v - b.v);
  let rankSum = 0;
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j < all.length && all[j].v === all[i].v) j += 1;
    const rank = (i + j + 1) / 2;
    for (let k = i; k < j; k += 1) if (all[k].p) rankSum += rank;
    i = j;
  }
  const p = positives.length;
  return (rankSum - (p * (p + 1)) / 2) / (p * negatives.length);
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

async function tokenLengths(texts: readonly string[]): Promise<void> {
  const files = await ensureModelFiles(ENCODER_MODELS['all-minilm-l6-v2']);
  const tokenizer = new Tokenizer(JSON.parse(fs.readFileSync(files.tokenizer, 'utf8')) as object, {});
  const lengths = texts.map((text) => tokenizer.encode(text).ids.length).sort((a, b) => a - b);
  const over = (n: number) => ((100 * lengths.filter((l) => l > n).length) / lengths.length).toFixed(0);
  console.log(
    `word pieces of headline + lead (with [CLS], [SEP]): median ${quantile(lengths, 0.5)}, ` +
      `p90 ${quantile(lengths, 0.9)}, max ${lengths[lengths.length - 1]}; over 64: ${over(64)}%, over 128: ${over(128)}%`,
  );
}

function row(name: string, articles: Article[], vectors: Float32Array[], cpuMs?: number): void {
  const parts: [string, number[]][] = [
    ['all', articles.map((_, i) => i)],
    ...(['tune', 'holdout'] as const).map((part): [string, number[]] => [
      part,
      articles.flatMap((a, i) => (a.part === part ? [i] : [])),
    ]),
  ];
  const cells = parts.map(([label, select]) => {
    const s = score(articles, vectors, select);
    return `${label} (${s.n}) R@1 ${s.recall.toFixed(3)} [${s.low.toFixed(3)}-${s.high.toFixed(3)}] AUC ${s.auc.toFixed(3)}`;
  });
  const cost = cpuMs === undefined ? '' : ` | ${cpuMs.toFixed(2)} CPU ms/article`;
  console.log(`${name.padEnd(26)} ${cells.join(' | ')}${cost}`);
}

/** CPU time (this process, all threads) of embedding every text once, after a warm-up run. */
async function timed(
  texts: readonly string[],
  model: EncoderModelName,
  maxTokens: number,
  batchSize?: number,
): Promise<{ vectors: Float32Array[]; cpuMs: number }> {
  const encoder = await loadSentenceEncoder({ model, maxTokens, threads: 1, batchSize });
  await encoder.embed(texts.slice(0, 32));
  const before = process.cpuUsage();
  const vectors = await encoder.embed(texts);
  const used = process.cpuUsage(before);
  return { vectors, cpuMs: (used.user + used.system) / 1000 / texts.length };
}

/** Every model at 128 and 64 word pieces; the 6-layer model, the only one near the ingest budget, shorter too. */
const CONFIGS: [EncoderModelName, number][] = [
  ...(Object.keys(ENCODER_MODELS) as EncoderModelName[]).flatMap((model): [EncoderModelName, number][] => [
    [model, 128],
    [model, 64],
  ]),
  ['all-minilm-l6-v2', 48],
  ['all-minilm-l6-v2', 32],
  ['all-minilm-l6-v2', 24],
];

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: npx tsx scripts/eval-encoder.ts <data-dir>');
  const articles = load(dataDir);
  const texts = articles.map((a) => a.text);
  console.log(
    `${articles.length} articles, ${new Set(articles.map((a) => a.event)).size} events (AllSides dev)`,
  );
  await tokenLengths(texts);
  const started = process.cpuUsage();
  const baseline = tfidfVectors(texts);
  const baselineUsed = process.cpuUsage(started);
  row('tf-idf cosine', articles, baseline, (baselineUsed.user + baselineUsed.system) / 1000 / texts.length);
  for (const [model, maxTokens] of CONFIGS) {
    const { vectors, cpuMs } = await timed(texts, model, maxTokens);
    row(`${model} @${maxTokens}`, articles, vectors, cpuMs);
  }
  for (const batchSize of [1, 4, 16]) {
    const { cpuMs } = await timed(texts, DEFAULT_MODEL, DEFAULT_MAX_TOKENS, batchSize);
    console.log(
      `${DEFAULT_MODEL} @${DEFAULT_MAX_TOKENS}, batches of ${batchSize}: ${cpuMs.toFixed(2)} CPU ms/article`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
