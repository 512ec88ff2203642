// Measures the article lookup by title alone (GET /articles/lookup without a stored URL): the AllSides dev
// roundups' articles are stored in a real Elasticsearch with their true events (each roundup one event) and their
// meaning vectors from the project's encoder; then each article in turn is taken out of the store and looked up by
// its headline and date, as a reader's untracked article would be, and the hit is whether the first event found is
// its roundup (an event of one article left has nothing to find and is skipped). Ranking as the API serves it
// (hybrid: kNN over the articles' vectors and BM25, fused by score) beside words alone (BM25) and meaning alone (kNN), all in
// one run over the same stored articles; 95% bootstrap intervals over events. Two layouts: the roundups at their
// real dates (2021), and packed into one week so the ±3 days window holds most of the 200 events.
//
// --grid instead tries the fusion's parameters, and reciprocal rank fusion, on the tuning half only (scripts/lib/gold-split.ts), and for each
// also the false-match rate: the share of articles whose whole true event was taken out and still got an event.
//
//   npx tsx scripts/eval-lookup.ts <data-dir> [--grid]
// Uses ES_URL when set, else starts the embedded node (and stops it again if it started it). About 11 minutes on
// the shared 2-core box (each look-up takes its article out of the store and puts it back); --grid about 3.
import { articleText, loadSentenceEncoder } from '../src/encoder/sentence-encoder';
import {
  eventsInOrder,
  fuseEvents,
  meaningSearch,
  NEAREST,
  nearestEvents,
  wordsSearch,
  type MatchMode,
  type NearestEventsQuery,
} from '../src/services/nearest-events';
import { LOOKUP_WINDOW_MS } from '../src/services/article-lookup';
import type { Indices } from '../src/store/indices';
import type { Client } from '@elastic/elasticsearch';
import { withEvalEs, withScratchIndices } from './lib/eval-es';
import { loadRoundups, type RoundupEvent } from './lib/gold-roundups';
import { bootstrap, formatInterval } from './lib/stats';

const DAY_MS = 24 * 60 * 60 * 1000;
const MODES: MatchMode[] = ['hybrid', 'words', 'meaning'];

interface StoredArticle {
  id: number;
  event: number;
  headline: string;
  summary: string;
  published_at: string;
  meaning_vector: number[];
}

interface Outcome {
  event: number;
  part: string;
  /** Per mode: whether the first event is the true one, and whether any event was found at all. */
  first: Record<MatchMode, boolean>;
  found: Record<MatchMode, boolean>;
}

/** Each roundup at its own date, or at its slot in a packed week (in date order), plus a few hours per article. */
function publishedAt(event: RoundupEvent, slot: number | null, index: number): string {
  const base = slot === null ? Date.parse(event.date) : Date.parse('2024-01-01T00:00:00Z') + slot;
  return new Date(base + index * 3 * 60 * 60 * 1000).toISOString();
}

async function storedArticles(events: RoundupEvent[], packed: boolean): Promise<StoredArticle[]> {
  const encoder = await loadSentenceEncoder();
  const order = [...events].sort((a, b) => Date.parse(a.date) - Date.parse(b.date) || a.key - b.key);
  const slot = new Map(order.map((e, k) => [e.key, (k * 7 * DAY_MS) / order.length]));
  const out: StoredArticle[] = [];
  for (const event of events) {
    for (const [index, a] of event.articles.entries()) {
      const [vector] = await encoder.embed([articleText(a.title, a.lead)]);
      out.push({
        id: out.length + 1,
        event: event.key,
        headline: a.title,
        summary: a.lead,
        published_at: publishedAt(event, packed ? slot.get(event.key)! : null, index),
        meaning_vector: Array.from(vector, (x) => Math.round(x * 1e5) / 1e5),
      });
    }
  }
  return out;
}

const documentOf = (a: StoredArticle) => ({
  id: a.id,
  event_id: a.event,
  headline: a.headline,
  summary: a.summary,
  published_at: a.published_at,
  meaning_vector: a.meaning_vector,
});

async function store(es: Client, indices: Indices, articles: StoredArticle[]): Promise<void> {
  const operations = articles.flatMap((a) => [
    { index: { _index: indices.articles, _id: String(a.id) } },
    documentOf(a),
  ]);
  const res = await es.bulk({ operations, refresh: true });
  if (res.errors) throw new Error('indexing the roundups failed');
}

async function lookUpEach(
  es: Client,
  indices: Indices,
  articles: StoredArticle[],
  events: RoundupEvent[],
): Promise<Outcome[]> {
  const encoder = await loadSentenceEncoder();
  const partOf = new Map(events.map((e) => [e.key, e.part]));
  const size = new Map<number, number>();
  for (const a of articles) size.set(a.event, (size.get(a.event) ?? 0) + 1);
  const outcomes: Outcome[] = [];
  for (const a of articles) {
    if ((size.get(a.event) ?? 0) < 2) continue;
    await es.delete({ index: indices.articles, id: String(a.id), refresh: true });
    const at = Date.parse(a.published_at);
    const [vector] = await encoder.embed([articleText(a.headline, '')]);
    const query = {
      title: a.headline,
      vector,
      from: new Date(at - LOOKUP_WINDOW_MS),
      to: new Date(at + LOOKUP_WINDOW_MS),
    };
    const first = {} as Record<MatchMode, boolean>;
    const found = {} as Record<MatchMode, boolean>;
    for (const mode of MODES) {
      const [top] = await nearestEvents({ es, indices }, query, mode, 1);
      first[mode] = top?.eventId === a.event;
      found[mode] = top !== undefined;
    }
    outcomes.push({ event: a.event, part: partOf.get(a.event)!, first, found });
    await es.index({ index: indices.articles, id: String(a.id), document: documentOf(a), refresh: true });
  }
  return outcomes;
}

/** The share of outcomes a predicate holds for, with the bootstrap over events (an event's articles together). */
function share(outcomes: Outcome[], holds: (o: Outcome) => boolean) {
  const byEvent = new Map<number, Outcome[]>();
  for (const o of outcomes) byEvent.set(o.event, [...(byEvent.get(o.event) ?? []), o]);
  return bootstrap([...byEvent.values()], (sample) => {
    const flat = sample.flat();
    return flat.filter(holds).length / flat.length;
  });
}

function report(layout: string, outcomes: Outcome[]): void {
  for (const part of ['all', 'tune', 'holdout']) {
    const rows = part === 'all' ? outcomes : outcomes.filter((o) => o.part === part);
    const cells = MODES.map((mode) => {
      const hit = share(rows, (o) => o.first[mode]);
      const none = rows.filter((o) => !o.found[mode]).length;
      return `${mode} ${formatInterval(hit)} (nothing found ${none})`;
    });
    console.log(
      `${layout.padEnd(6)} ${part.padEnd(8)} n=${String(rows.length).padStart(3)}  ${cells.join('  ')}`,
    );
  }
}

const GRID_MSM = ['1', '20%', '30%', '40%', '50%'];
const GRID_SIMILARITY = [0.3, 0.4, 0.5, 0.6];
/** Weights of the words score (BM25 over the list's best) beside the cosine. */
const GRID_WORDS_WEIGHT = [0.1, 0.25, 0.5, 1];

interface RawLists {
  event: number;
  words: Map<string, Map<number, number>>;
  meaning: Map<number, number>;
}

/** Every list the grid needs for one look-up: words at each minimum_should_match, and the kNN list unfloored. */
async function rawLists(es: Client, indices: Indices, query: NearestEventsQuery): Promise<RawLists> {
  const bodies = GRID_MSM.map((msm) => wordsSearch(query, { ...NEAREST, wordsMinimumShouldMatch: msm }));
  bodies.push(meaningSearch(query, query.vector!));
  const res = await es.msearch<{ event_id?: number }>({
    index: indices.articles,
    searches: bodies.flatMap((body) => [{}, body]),
  });
  const lists = res.responses.map((r) => {
    if ('error' in r) throw new Error(r.error.reason ?? r.error.type);
    return eventsInOrder(r.hits.hits);
  });
  return {
    event: 0,
    words: new Map(GRID_MSM.map((msm, i) => [msm, lists[i]])),
    meaning: lists[GRID_MSM.length],
  };
}

/**
 * Raw lists for each article of the given ones, with `takeOut(article)`'s articles deleted during its batch: batches
 * are formed so that what one look-up takes out never concerns another look-up of the same batch.
 */
async function gather(
  es: Client,
  indices: Indices,
  batches: StoredArticle[][],
  takeOut: (batch: StoredArticle[]) => StoredArticle[],
): Promise<RawLists[]> {
  const encoder = await loadSentenceEncoder();
  const out: RawLists[] = [];
  for (const batch of batches) {
    const removed = takeOut(batch);
    if (removed.length === 0) continue;
    await es.bulk({
      operations: removed.map((a) => ({ delete: { _index: indices.articles, _id: String(a.id) } })),
      refresh: true,
    });
    for (const a of batch) {
      const at = Date.parse(a.published_at);
      const [vector] = await encoder.embed([articleText(a.headline, '')]);
      const lists = await rawLists(es, indices, {
        title: a.headline,
        vector,
        from: new Date(at - LOOKUP_WINDOW_MS),
        to: new Date(at + LOOKUP_WINDOW_MS),
      });
      out.push({ ...lists, event: a.event });
    }
    await store(es, indices, removed);
  }
  return out;
}

async function grid(
  es: Client,
  indices: Indices,
  articles: StoredArticle[],
  events: RoundupEvent[],
  layout: string,
) {
  const tune = new Set(events.filter((e) => e.part === 'tune').map((e) => e.key));
  const mine = articles.filter((a) => tune.has(a.event));
  // Leave one out: the k-th article of every tuning event in one batch (no two from one event).
  const position = new Map<number, number>();
  const byPosition: StoredArticle[][] = [];
  for (const a of mine) {
    const k = position.get(a.event) ?? 0;
    position.set(a.event, k + 1);
    (byPosition[k] ??= []).push(a);
  }
  const present = await gather(es, indices, byPosition, (batch) => batch);
  // Whole event out: a tenth of the tuning events at a time, each of their articles looked up.
  const keys = [...tune];
  const tenths = Array.from({ length: 10 }, (_, t) => mine.filter((a) => keys.indexOf(a.event) % 10 === t));
  const absent = await gather(es, indices, tenths, (batch) => batch);
  const figures = (name: string, top: (r: RawLists) => number | undefined) => {
    const hit = present.filter((r) => top(r) === r.event).length / present.length;
    const falseMatch = absent.filter((r) => top(r) !== undefined).length / absent.length;
    console.log(`${layout.padEnd(6)} ${name}  first ${hit.toFixed(3)}  false match ${falseMatch.toFixed(3)}`);
  };
  for (const wordsWeight of GRID_WORDS_WEIGHT) {
    for (const msm of GRID_MSM) {
      for (const minSimilarity of GRID_SIMILARITY) {
        const params = { ...NEAREST, wordsWeight, wordsMinimumShouldMatch: msm, minSimilarity };
        figures(
          `score fusion, words weight ${wordsWeight.toFixed(2)}  msm ${msm.padStart(3)}  cos >= ${minSimilarity}`,
          (r) => fuseEvents(r.words.get(msm)!, r.meaning, 1, params)[0]?.eventId,
        );
      }
    }
  }
  const msm = NEAREST.wordsMinimumShouldMatch;
  figures(`reciprocal rank fusion (k 60)  msm ${msm}  cos >= ${NEAREST.minSimilarity}`, (r) =>
    rankFusionTop(r.words.get(msm)!, r.meaning),
  );
}

/** The fusion tried first: reciprocal ranks (k = 60, Cormack et al. 2009) of the event in each list. */
function rankFusionTop(words: Map<number, number>, meaning: Map<number, number>): number | undefined {
  const kept = [...meaning].filter(([, s]) => 2 * s - 1 >= NEAREST.minSimilarity).map(([id]) => id);
  const fused = new Map<number, number>();
  for (const list of [[...words.keys()], kept]) {
    list.forEach((id, rank) => fused.set(id, (fused.get(id) ?? 0) + 1 / (60 + rank + 1)));
  }
  return [...fused].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0];
}

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  const tuning = process.argv.includes('--grid');
  if (!dataDir) throw new Error('usage: eval-lookup.ts <data-dir> [--grid]');
  const prefix = `plookupeval-${process.pid}`;
  await withEvalEs(async (es) => {
    const events = loadRoundups(dataDir);
    console.log('first event is the true one, share of looked-up articles [95% CI over events]');
    for (const layout of ['dates', 'week'] as const) {
      const articles = await storedArticles(events, layout === 'week');
      await withScratchIndices(es, prefix, async (indices) => {
        await store(es, indices, articles);
        if (tuning) await grid(es, indices, articles, events, layout);
        else report(layout, await lookUpEach(es, indices, articles, events));
      });
    }
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
