// Measures the online event clusterer against gold events, beside an online TF-IDF centroid baseline, on the
// AllSides roundups (spread over their real dates, and packed into one week), and BASIL; tuning and held-out
// events separately. Also exports the data loading and runners that scripts/train-clustering.ts uses.
//
//   npx tsx scripts/eval-clustering.ts <data-dir> [--bench 100000] [--no-maintenance] [--part tune|holdout]
// `--part tune` prints only the tuning halves: the form to use while trying changes, so that the held-out
// halves are looked at once, at the end.
import fs from 'fs';
import path from 'path';
import { analyse } from '../src/enrich/text';
import { extractTickers } from '../src/enrich/tickers';
import { articleFeatures, termStems, type ArticleInput } from '../src/cluster/features';
import { type ArticleFeatures } from '../src/documents/article-features';
import { Clusterer, type ClustererOptions } from '../src/cluster/clusterer';
import { MemoryClusterStore } from '../src/cluster/store';
import { scoreClustering, type ClusteringScores } from '../src/cluster/metrics';
import { idf } from '../src/cluster/idf';
import { SETTLE_HOURS } from '../src/cluster/event-state';
import { addScaled, cosine, normalise, type TermVector } from '../src/cluster/vector';
import { roundupRows } from './lib/gold-roundups';
import { seededRandom } from './lib/seeded-random';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Seed of every pseudo-random choice here: time offsets and the tuning/held-out split. */
export const SEED = 20240601;
/** Share of each set's events held out of all tuning. */
export const HOLDOUT_SHARE = 0.5;
/** Live ingest runs every 10 minutes; the eval replays the stream in cycles of that length. */
const CYCLE_MS = 10 * 60_000;

export interface GoldArticle {
  input: ArticleInput;
  gold: string;
  /** The gold event's date, epoch ms (AllSides: the roundup's time; BASIL: the earliest article's day). */
  eventAt: number;
  /** Fixed pseudo-random offset of this article from its event's time. */
  offset: number;
}

export interface GoldSet {
  name: string;
  articles: GoldArticle[];
}

/** AllSides roundups: published_at = event time moved by a seeded offset within +-18 h. */
export function loadAllSides(dataDir: string): GoldSet {
  const rnd = seededRandom(SEED);
  const articles = roundupRows(dataDir).map((row, i) => {
    const eventAt = Date.parse(row.event_date);
    const offset = (rnd() * 2 - 1) * 18 * HOUR;
    return {
      input: {
        id: i + 1,
        title: row.title,
        body: row.body,
        outlet: row.outlet,
        published_at: eventAt + offset,
      },
      gold: String(row.event_id),
      eventAt,
      offset,
    };
  });
  return { name: 'allsides', articles };
}

/** BASIL: one file per article under articles/<year>/, gold event = triplet-uuid; time = its day +-12 h. */
export function loadBasil(dataDir: string): GoldSet {
  const root = path.join(dataDir, 'clustering', 'basil', 'articles');
  const files = fs
    .readdirSync(root)
    .sort()
    .flatMap((year) =>
      fs
        .readdirSync(path.join(root, year))
        .sort()
        .map((f) => path.join(root, year, f)),
    );
  const rnd = seededRandom(SEED + 1);
  const docs = files.map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>);
  const firstDay = new Map<string, number>();
  for (const doc of docs) {
    const at = Date.parse(`${String(doc.date)}T12:00:00Z`);
    const key = String(doc['triplet-uuid']);
    firstDay.set(key, Math.min(firstDay.get(key) ?? Infinity, at));
  }
  const articles = docs.map((doc, i) => {
    const paragraphs = doc['body-paragraphs'] as string[][];
    const day = Date.parse(`${String(doc.date)}T12:00:00Z`);
    const gold = String(doc['triplet-uuid']);
    const eventAt = firstDay.get(gold) as number;
    const offset = day - eventAt + (rnd() * 2 - 1) * 12 * HOUR;
    return {
      input: {
        id: i + 1,
        title: String(doc.title),
        body: paragraphs.map((p) => p.join(' ')).join('\n'),
        outlet: String(doc.source).toLowerCase(),
        published_at: eventAt + offset,
      },
      gold,
      eventAt,
      offset,
    };
  });
  return { name: 'basil', articles };
}

/** Seeded split of a set's gold events into tuning and held-out parts. */
export function splitEvents(set: GoldSet): { tune: GoldSet; holdout: GoldSet } {
  const events = [...new Set(set.articles.map((a) => a.gold))].sort();
  const rnd = seededRandom(SEED + 7);
  const held = new Set(
    events
      .map((e) => [e, rnd()] as const)
      .sort((a, b) => a[1] - b[1])
      .slice(0, Math.round(events.length * HOLDOUT_SHARE))
      .map(([e]) => e),
  );
  return {
    tune: { name: `${set.name}/tune`, articles: set.articles.filter((a) => !held.has(a.gold)) },
    holdout: { name: `${set.name}/holdout`, articles: set.articles.filter((a) => held.has(a.gold)) },
  };
}

/**
 * The same articles with their events packed back to back in date order, `perDay` events a day (each
 * article keeps its offset from its event), as dense as a live stream.
 */
export function packEvents(set: GoldSet, perDay: number, label: string): GoldSet {
  const order = [...new Map(set.articles.map((a) => [a.gold, a.eventAt])).entries()].sort(
    (a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1),
  );
  const start = Date.parse('2024-01-01T00:00:00Z');
  const slot = new Map(order.map(([gold], k) => [gold, start + (k * DAY) / perDay]));
  return {
    name: `${set.name}${label}`,
    articles: set.articles.map((a) => ({
      ...a,
      input: { ...a.input, published_at: (slot.get(a.gold) as number) + a.offset },
    })),
  };
}

/** The features ingest computes: with enrichment's tickers of title and lead. */
export function ingestFeatures(input: ArticleInput, analysed?: ReturnType<typeof analyse>): ArticleFeatures {
  return articleFeatures({ ...input, tickers: extractTickers(input.title, input.body) }, analysed);
}

/** Features for each article (computed once per text; only the time differs between variants). */
export function featuresOf(set: GoldSet, cache: Map<string, ArticleFeatures>): ArticleFeatures[] {
  return set.articles.map((a) => {
    const key = `${a.input.title}\n${a.input.body}`;
    let f = cache.get(key);
    if (!f) cache.set(key, (f = ingestFeatures(a.input)));
    return { ...f, id: a.input.id, at: Number(a.input.published_at) };
  });
}

export function goldOf(set: GoldSet): Map<number, string> {
  return new Map(set.articles.map((a) => [a.input.id, a.gold]));
}

/** Replays articles in published order, one clusterer cycle per 10 minutes of stream time. */
export async function runClusterer(
  articles: readonly ArticleFeatures[],
  options: ClustererOptions = {},
): Promise<Map<number, number>> {
  const store = new MemoryClusterStore();
  const clusterer = new Clusterer(store, store, options);
  const sorted = [...articles].sort((a, b) => a.at - b.at || a.id - b.id);
  let batch: ArticleFeatures[] = [];
  for (const article of sorted) {
    if (batch.length > 0 && Math.floor(article.at / CYCLE_MS) !== Math.floor(batch[0].at / CYCLE_MS)) {
      await clusterer.cycle(batch);
      batch = [];
    }
    batch.push(article);
  }
  if (batch.length > 0) await clusterer.cycle(batch);
  return store.eventsOfArticles(articles.map((a) => a.id));
}

/** Plain tf-idf of title and full body text, for the baseline. */
export function baselineVector(input: ArticleInput): TermVector {
  const tf = new Map<string, number>();
  for (const stem of [...termStems(analyse(input.title)), ...termStems(analyse(input.body))]) {
    tf.set(stem, (tf.get(stem) ?? 0) + 1);
  }
  return normalise(Object.fromEntries([...tf].map(([stem, n]) => [stem, n * idf(stem)])));
}

/**
 * The baseline: online TF-IDF centroids. Each article joins the event whose centroid is most cosine-similar
 * if that reaches `threshold`, else founds one; events are candidates while recent (same window as ours).
 */
export function runBaseline(
  articles: readonly { id: number; at: number; vector: TermVector }[],
  threshold: number,
): Map<number, number> {
  const events: { id: number; centroid: TermVector; lastAt: number }[] = [];
  const out = new Map<number, number>();
  for (const a of [...articles].sort((x, y) => x.at - y.at || x.id - y.id)) {
    let best: (typeof events)[number] | null = null;
    let bestSim = threshold;
    for (const e of events) {
      if (a.at - e.lastAt > SETTLE_HOURS * HOUR) continue;
      const sim = cosine(a.vector, e.centroid);
      if (sim >= bestSim) [best, bestSim] = [e, sim];
    }
    if (best) {
      best.centroid = addScaled(best.centroid, a.vector, 1, Infinity);
      best.lastAt = Math.max(best.lastAt, a.at);
      out.set(a.id, best.id);
    } else {
      events.push({ id: a.id, centroid: { ...a.vector }, lastAt: a.at });
      out.set(a.id, a.id);
    }
  }
  return out;
}

/** The evaluation variants of the dev data: name -> gold set. */
export function variants(
  dataDir: string,
): { name: string; set: GoldSet; target: number; stress?: boolean }[] {
  const allsides = loadAllSides(dataDir);
  const basil = loadBasil(dataDir);
  const weekDensity = new Set(allsides.articles.map((a) => a.gold)).size / 7;
  const out: { name: string; set: GoldSet; target: number; stress?: boolean }[] = [];
  for (const part of ['tune', 'holdout'] as const) {
    const a = splitEvents(allsides)[part];
    const b = splitEvents(basil)[part];
    out.push({ name: a.name, set: a, target: 0.95 });
    out.push({ name: `${a.name} week`, set: packEvents(a, weekDensity, ''), target: 0.93 });
    out.push({ name: b.name, set: b, target: 0.95 });
    out.push({ name: `${a.name} day`, set: packEvents(a, weekDensity * 7, ''), target: 0.93, stress: true });
    out.push({ name: `${b.name} week`, set: packEvents(b, weekDensity, ''), target: 0.93, stress: true });
  }
  return out;
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const fix = (x: number): string => x.toFixed(3);

function row(name: string, system: string, s: ClusteringScores): string {
  return [
    name.padEnd(26),
    system.padEnd(9),
    fix(s.bcubedPrecision),
    fix(s.bcubedRecall),
    fix(s.bcubedF1),
    fix(s.pairwiseF1),
    pct(s.splitRate).padStart(6),
    pct(s.mergeRate).padStart(6),
    `${s.predictedEvents}/${s.goldEvents}`.padStart(8),
  ].join('  ');
}

async function bench(dataDir: string, total: number): Promise<void> {
  const base = loadAllSides(dataDir);
  const seconds = (from: bigint): number => Number(process.hrtime.bigint() - from) / 1e9;
  let t = process.hrtime.bigint();
  const analysed = base.articles.map((a) => analyse(`${a.input.title}. ${a.input.body}`));
  const analyseRate = base.articles.length / seconds(t);
  // Tickers are enrichment's work (timed there); the features only fold them in.
  const tickers = base.articles.map((a) => extractTickers(a.input.title, a.input.body));
  t = process.hrtime.bigint();
  const features = base.articles.map((a, i) =>
    articleFeatures({ ...a.input, tickers: tickers[i] }, analysed[i]),
  );
  const featureRate = base.articles.length / seconds(t);
  console.log(
    `analyse() of title. lead (enrichment's, shared): ${analyseRate.toFixed(0)} articles/s, one core`,
  );
  console.log(`cluster features from analysed text: ${featureRate.toFixed(0)} articles/s, one core`);
  // Copies of the whole set, each packed into one day (about 590 articles and 200 events a day); copies are
  // further apart than the candidate window, so each copy's events are new events, as in a live stream.
  const density = new Set(base.articles.map((a) => a.gold)).size;
  const day = packEvents(base, density, '');
  const dayFeatures = featuresOf(
    day,
    new Map(features.map((f, i) => [`${base.articles[i].input.title}\n${base.articles[i].input.body}`, f])),
  );
  const stream: ArticleFeatures[] = [];
  for (let copy = 0; stream.length < total; copy += 1) {
    for (const f of dayFeatures) {
      const at = f.at + copy * (SETTLE_HOURS * HOUR + 2 * DAY);
      if (stream.length < total) stream.push({ ...f, id: copy * 1_000_000 + f.id, at });
    }
  }
  stream.sort((a, b) => a.at - b.at || a.id - b.id);
  const store = new MemoryClusterStore();
  const clusterer = new Clusterer(store, store);
  const block = 10_000;
  t = process.hrtime.bigint();
  let batch: ArticleFeatures[] = [];
  for (let i = 0; i < stream.length; i += 1) {
    const article = stream[i];
    if (batch.length > 0 && Math.floor(article.at / CYCLE_MS) !== Math.floor(batch[0].at / CYCLE_MS)) {
      await clusterer.cycle(batch);
      batch = [];
    }
    batch.push(article);
    if ((i + 1) % block === 0) {
      const rate = (block / seconds(t)).toFixed(0);
      console.log(`clustering articles ${i + 1 - block}-${i + 1}: ${rate} articles/s, one core`);
      t = process.hrtime.bigint();
    }
  }
  if (batch.length > 0) await clusterer.cycle(batch);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dataDir = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  if (!dataDir)
    throw new Error(
      'usage: eval-clustering.ts <data-dir> [--bench N] [--no-maintenance] [--part tune|holdout]',
    );
  const benchAt = args.indexOf('--bench');
  if (benchAt >= 0) return bench(dataDir, Number(args[benchAt + 1] ?? 100_000));
  const maintenance = !args.includes('--no-maintenance');
  const partAt = args.indexOf('--part');
  const part = partAt >= 0 ? args[partAt + 1] : undefined;
  const model = JSON.parse(
    fs.readFileSync(path.join(__dirname, '..', 'src', 'cluster', 'models', 'decision.json'), 'utf8'),
  ) as { baselineThreshold: number };
  const cache = new Map<string, ArticleFeatures>();
  const vectors = new Map<string, TermVector>();
  console.log(
    [
      'set'.padEnd(26),
      'system'.padEnd(9),
      'B3-P ',
      'B3-R ',
      'B3-F1',
      'pw-F1',
      ' split',
      ' merge',
      'pred/gold',
    ].join('  '),
  );
  for (const { name, set, stress } of variants(dataDir)) {
    if (part && !name.includes(`/${part}`)) continue;
    const gold = goldOf(set);
    const features = featuresOf(set, cache);
    const ours = await runClusterer(features, { merge: maintenance, move: maintenance });
    const plain = set.articles.map((a) => {
      const key = `${a.input.title}\n${a.input.body}`;
      let vector = vectors.get(key);
      if (!vector) vectors.set(key, (vector = baselineVector(a.input)));
      return { id: a.input.id, at: Number(a.input.published_at), vector };
    });
    const baseline = runBaseline(plain, model.baselineThreshold);
    const label = stress ? `${name} (stress)` : name;
    console.log(row(label, 'ours', scoreClustering(gold, ours)));
    console.log(row(label, 'baseline', scoreClustering(gold, baseline)));
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
