// Replays a JSON Lines stream into the articles index in batches, clustering each batch into events.
// Analysis of the next batch overlaps with the indexing and clustering of the previous one.
import { refreshOutletStats } from '../outlets/stats';
import type { Analyser } from './analysis-pool';
import type { Origin } from './article';
import {
  emptyBatchReport,
  storeDocuments,
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
}

/** Replays a JSON Lines stream (a file, standard input). */
export function replayStream(
  target: IngestTarget,
  input: NodeJS.ReadableStream,
  options: ReplayOptions = {},
): Promise<BatchReport> {
  return replayLines(target, readReplay(input), options);
}

/** Batches being analysed or stored at once. */
const MAX_PENDING = 2;

/** Replays already parsed lines, e.g. from the demo corpus generator. */
export async function replayLines(
  target: IngestTarget,
  lines: AsyncIterable<ReplayLine> | Iterable<ReplayLine>,
  {
    origin = 'replay',
    batchSize = 500,
    onProgress,
    refresh = true,
    analyser,
    cluster = true,
  }: ReplayOptions = {},
): Promise<BatchReport> {
  const report = emptyBatchReport();
  // Batches are analysed while earlier ones are stored, in order; at most MAX_PENDING are in the air, so reading
  // keeps the analysis workers busy without holding the whole file in memory.
  let stored: Promise<void> = Promise.resolve();
  const pending: Promise<void>[] = [];

  const flush = async (batch: BatchItem[]) => {
    const prepared = prepareDocuments(batch, origin, new Date(), analyser, cluster);
    stored = Promise.all([prepared, stored]).then(async ([{ docs, skipped, invalid }]) => {
      const result = await storeDocuments(target, docs, { cluster });
      mergeReports(report, { ...result, read: batch.length, skipped, invalid });
      onProgress?.(report);
    });
    pending.push(stored);
    if (pending.length > MAX_PENDING) await pending.shift();
  };

  let batch: BatchItem[] = [];
  for await (const line of lines) {
    if (!line.ok) {
      report.read += 1;
      report.invalid.push({ where: `line ${line.line}`, message: line.error });
      continue;
    }
    batch.push({ raw: line.record, where: `line ${line.line}` });
    if (batch.length >= batchSize) {
      await flush(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await flush(batch);
  await stored;
  if (refresh) await target.es.indices.refresh({ index: target.indices.articles });
  if (report.written.length > 0) await refreshOutletStats(target);
  return report;
}
