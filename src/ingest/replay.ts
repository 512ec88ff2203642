// Replays a JSON Lines stream into the articles index in batches, clustering each batch into events.
// Analysis of the next batch overlaps with the indexing and clustering of the previous one.
import { refreshOutletStats } from '../outlets/stats';
import type { Analyser } from './analysis-pool';
import type { Origin } from './article';
import type { ArticleDocument } from '../documents/article-document';
import {
  emptyBatchReport,
  startStoring,
  type IngestTarget,
  mergeReports,
  prepareDocuments,
  type BatchItem,
  type BatchReport,
} from './pipeline';
import { readReplay, type ReplayLine } from './replay-file';

export interface ReplayOptions {
  origin?: Origin;
  batchSize?: number;
  /** Called after each batch is indexed, with the running totals. */
  onProgress?: (report: BatchReport) => void;
  refresh?: boolean;
  /** Cluster each batch into events (default); off to only fill the market desk feed, or to time that stage. */
  cluster?: boolean;
  /** How articles are analysed: inline by default, or by a worker pool for bulk replays. */
  analyser?: Analyser;
  /** The clustering lock's lease (see StoreOptions.lease). */
  lease?: AbortSignal;
}

/** Replays a JSON Lines stream (a file, standard input). */
export function replayStream(
  target: IngestTarget,
  input: NodeJS.ReadableStream,
  options: ReplayOptions = {},
): Promise<BatchReport> {
  return replayLines(target, readReplay(input), options);
}

/**
 * Lines handed to the analyser at a time: a batch is analysed chunk by chunk while it is still being read, so the
 * workers start on it at once instead of waiting for its last line.
 */
const ANALYSIS_CHUNK = 100;
/** Articles per batch without clustering: large enough that a bulk request's overhead is small. */
const BATCH = 1000;
/**
 * Articles per batch with clustering. Each clustering cycle pays fixed round trips (membership, candidates,
 * merge partners, the events' write and refresh) and re-analyses every event it touched once, however many of
 * its articles joined: a backfill of 20,000 demo articles runs at 530 articles/s in batches of 500 and 680/s in
 * batches of 2,000, with the same clustering quality (scripts/eval-clustering-demo.ts --batch).
 */
const CLUSTERED_BATCH = 2000;
/** Articles in the first batch of a replay: stored (and reported) within a second of the start. */
const FIRST_BATCH = 250;
/** Batches being analysed or stored at once: enough that the workers never wait for a store to finish. */
const MAX_PENDING = 4;

function shareAnArticle(a: readonly ArticleDocument[], b: readonly ArticleDocument[]): boolean {
  const ids = new Set(b.map((doc) => doc.id));
  return a.some((doc) => ids.has(doc.id));
}

/** Replays already parsed lines, e.g. from the demo corpus generator. */
export async function replayLines(
  target: IngestTarget,
  lines: AsyncIterable<ReplayLine> | Iterable<ReplayLine>,
  {
    origin = 'replay',
    onProgress,
    refresh = true,
    analyser,
    cluster = true,
    batchSize = cluster ? CLUSTERED_BATCH : BATCH,
    lease,
  }: ReplayOptions = {},
): Promise<BatchReport> {
  const report = emptyBatchReport();
  // Each batch is stored once its chunks are analysed. Batches are clustered in order, each once the one before
  // has saved its events; a batch's articles are written while the next one is planned and clustered. A batch
  // that reads an article of the previous one again waits until that one is stored entirely. Unclustered batches
  // that share no article are independent, so two of them are stored at once: two bulk requests let
  // Elasticsearch index with two threads, as its own bulk helper does. Reports are merged in batch order. At
  // most MAX_PENDING batches are in the air, so reading keeps the analysis workers busy without holding the
  // whole file in memory.
  let previous:
    { docs: Promise<ArticleDocument[]>; clustered: Promise<unknown>; stored: Promise<unknown> } | undefined;
  let beforePrevious: Promise<unknown> = Promise.resolve();
  let merged: Promise<void> = Promise.resolve();
  const pending: Promise<void>[] = [];
  let batch: BatchItem[] = [];
  let chunks: ReturnType<typeof prepareDocuments>[] = [];
  let analysedUpTo = 0;
  let fetchedAt = new Date();
  // The first batches are small and double up to batchSize, so storing starts while the workers warm up.
  let size = Math.min(batchSize, FIRST_BATCH);

  const analyseChunk = () => {
    const chunk = prepareDocuments(batch.slice(analysedUpTo), origin, fetchedAt, analyser, cluster);
    // Its failure is reported when the batch is stored; until then it must not count as unhandled.
    chunk.catch(() => undefined);
    chunks.push(chunk);
    analysedUpTo = batch.length;
  };

  const flush = async () => {
    if (analysedUpTo < batch.length) analyseChunk();
    const read = batch.length;
    const prepared = Promise.all(chunks);
    const docs = prepared.then((parts) => parts.flatMap((part) => part.docs));
    const eventInputs = prepared.then((parts) => new Map(parts.flatMap((part) => [...part.eventInputs])));
    const last = previous;
    // Unclustered, at most two batches are stored at once. Clustered batches wait only for the previous one's
    // clustering: their saves queue in order by themselves, and MAX_PENDING bounds how many are in the air.
    const earlier = cluster ? undefined : beforePrevious;
    const storing = (async () => {
      const [mine, inputs] = await Promise.all([docs, eventInputs, earlier]);
      // A batch that reads an article of the previous one again must see how that one stored it.
      if (last && shareAnArticle(mine, await last.docs)) await last.stored;
      return startStoring(target, mine, {
        cluster,
        eventInputs: inputs,
        clusterAfter: cluster ? last?.clustered : undefined,
        writeAfter: cluster ? last?.stored : undefined,
        lease,
      });
    })();
    const clustered = storing.then((batch) => batch.clustered);
    const stored = storing.then((batch) => batch.stored);
    merged = Promise.all([prepared, stored, merged]).then(([parts, result]) => {
      const skipped = parts.reduce((sum, part) => sum + part.skipped, 0);
      mergeReports(report, { ...result, read, skipped, invalid: parts.flatMap((part) => part.invalid) });
      onProgress?.(report);
    });
    // Failures surface through `merged`, awaited below; until then they must not count as unhandled.
    for (const promise of [docs, eventInputs, clustered, stored, merged]) promise.catch(() => undefined);
    pending.push(merged);
    beforePrevious = last?.stored ?? Promise.resolve();
    previous = { docs, clustered, stored };
    batch = [];
    chunks = [];
    analysedUpTo = 0;
    fetchedAt = new Date();
    if (pending.length > MAX_PENDING) await pending.shift();
  };

  for await (const line of lines) {
    if (!line.ok) {
      report.read += 1;
      report.invalid.push({ where: `line ${line.line}`, message: line.error });
      continue;
    }
    batch.push({ raw: line.record, where: `line ${line.line}` });
    if (batch.length >= size) {
      await flush();
      size = Math.min(batchSize, size * 2);
    } else if (batch.length - analysedUpTo >= ANALYSIS_CHUNK) analyseChunk();
  }
  if (batch.length > 0) await flush();
  await merged;
  if (refresh) await target.es.indices.refresh({ index: target.indices.articles });
  if (report.written.length > 0) await refreshOutletStats(target);
  return report;
}
