// kNN latency of search by meaning on 100,000 synthetic events: the events index of a throwaway prefix (the real
// mapping, meaning_vector int8 HNSW) is filled with events whose vectors cluster around 2,000 "stories" (a random
// unit centre each, plus noise, normalised: real event vectors cluster by story, which uniform random vectors do
// not), refreshed as a live index is (segments of all sizes), then queried with fresh points near random stories
// through the service's own semantic search (one page of 25, as GET /search?mode=semantic) and through
// Elasticsearch alone (`took`). Reports p50/p99 of both, and the recall@10 of the approximate search against an
// exact cosine scan in Node, over the first queries.
// Usage: npx tsx bench/knn.ts [events=100000] [queries=500]. About 6 minutes on the shared 2-core box at a load
// average of 25 (other benchmarks beside it): most of it the bulk load (HNSW graph building), the queries a minute.
import type { Caller } from '../src/access/caller';
import { Rng } from '../src/demo/prng';
import { storedVector } from '../src/encoder/stored-vector';
import { semanticSearch, meaningQuery } from '../src/services/semantic-search';
import { withBenchStores } from './support';

const EVENTS = Number(process.argv[2] ?? 100_000);
const QUERIES = Number(process.argv[3] ?? 500);
const STORIES = 2_000;
const DIMS = 384;
/** Queries whose approximate top 10 is checked against the exact one (each an exact scan of every vector). */
const EXACT_CHECKS = 50;
/** Events per bulk request. */
const CHUNK = 500;
/** Client timeout of the bulk requests and the refresh, which build the HNSW graphs. */
const SLOW_MS = 30 * 60_000;
const CALLER: Caller = { tier: 'business', keyId: null, address: '127.0.0.1' };

const rng = new Rng(25);

function gaussian(): number {
  return Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
}

function unit(v: Float32Array): Float32Array {
  const norm = Math.hypot(...v);
  for (let i = 0; i < v.length; i += 1) v[i] /= norm;
  return v;
}

const centres = Array.from({ length: STORIES }, () => unit(Float32Array.from({ length: DIMS }, gaussian)));

/** A point near a story: its centre plus noise of about the same length (cosine to the centre about 0.7). */
function near(story: number): Float32Array {
  const c = centres[story];
  return unit(Float32Array.from({ length: DIMS }, (_, i) => c[i] + gaussian() / Math.sqrt(DIMS)));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

async function main() {
  await withBenchStores('knn', async (app) => {
    const index = app.indices.events;
    const vectors: Float32Array[] = [];
    let t = performance.now();
    const day = Date.parse('2026-06-01T00:00:00Z');
    for (let start = 0; start < EVENTS; start += CHUNK) {
      const operations = [];
      for (let id = start + 1; id <= Math.min(EVENTS, start + CHUNK); id += 1) {
        const vector = near(rng.int(0, STORIES - 1));
        vectors.push(vector);
        const at = new Date(day + (id % 150) * 86_400_000).toISOString();
        operations.push(
          { index: { _index: index, _id: String(id) } },
          {
            id,
            title: `Event ${id}`,
            summary: `Synthetic event ${id}.`,
            category: 'politics',
            article_count: 3,
            first_seen_at: at,
            reported_at: at,
            updated_at: at,
            meaning_vector: storedVector(vector),
          },
        );
      }
      // HNSW insertion is the slow part of indexing: a bulk may take longer than the client's default 30 s.
      const res = await app.es.bulk({ operations }, { requestTimeout: SLOW_MS });
      if (res.errors) throw new Error(JSON.stringify(res.items.find((i) => i.index?.error)));
      if ((start + CHUNK) % 20_000 === 0) console.error(`${start + CHUNK} events loaded`);
    }
    const loadS = (performance.now() - t) / 1000;
    t = performance.now();
    // Refreshed, not force-merged: a live events index has segments of all sizes, and each has its own graph.
    await app.es.indices.refresh({ index }, { requestTimeout: SLOW_MS });
    const refreshS = (performance.now() - t) / 1000;
    const stats = await app.es.indices.stats({ index, metric: ['store', 'docs', 'segments'] });
    console.log(
      `${EVENTS} events loaded in ${loadS.toFixed(0)} s, refreshed in ${refreshS.toFixed(0)} s; events index ` +
        `${((stats._all.primaries?.store?.size_in_bytes ?? 0) / 1e6).toFixed(1)} MB in ${stats._all.primaries?.segments?.count} segments`,
    );

    const queries = Array.from({ length: QUERIES }, () => near(rng.int(0, STORIES - 1)));
    // Warm-up: the first searches load the graph and the quantised vectors into the page cache.
    for (const q of queries.slice(0, 20))
      await semanticSearch(app, { vector: q, queryKey: 'bench' }, CALLER, { limit: 25, onePage: true });
    const service: number[] = [];
    const took: number[] = [];
    for (const q of queries) {
      const started = performance.now();
      await semanticSearch(app, { vector: q, queryKey: 'bench' }, CALLER, { limit: 25, onePage: true });
      service.push(performance.now() - started);
      const res = await app.es.search({ index, size: 25, _source: false, query: meaningQuery(q, []) });
      took.push(res.took);
    }
    service.sort((a, b) => a - b);
    took.sort((a, b) => a - b);
    console.log(
      `semantic search, one page of 25, ${QUERIES} queries: service p50 ${percentile(service, 0.5).toFixed(1)} ms, ` +
        `p99 ${percentile(service, 0.99).toFixed(1)} ms; Elasticsearch took p50 ${percentile(took, 0.5)} ms, p99 ${percentile(took, 0.99)} ms`,
    );

    let found = 0;
    for (const q of queries.slice(0, EXACT_CHECKS)) {
      const exact = vectors
        .map((v, i) => {
          let dot = 0;
          for (let d = 0; d < DIMS; d += 1) dot += v[d] * q[d];
          return { id: i + 1, dot };
        })
        .sort((a, b) => b.dot - a.dot)
        .slice(0, 10)
        .map((e) => e.id);
      const res = await app.es.search({ index, size: 10, _source: false, query: meaningQuery(q, []) });
      const approximate = new Set(res.hits.hits.map((h) => Number(h._id)));
      found += exact.filter((id) => approximate.has(id)).length;
    }
    console.log(
      `recall@10 of the int8 HNSW search against an exact scan (${EXACT_CHECKS} queries): ${(found / (EXACT_CHECKS * 10)).toFixed(3)}`,
    );
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
