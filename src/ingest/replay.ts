// Replays a JSON Lines stream into the articles index in batches. Enrichment of the next batch overlaps with
// the indexing of the previous one, so CPU and Elasticsearch work at the same time.
import type { Client } from '@elastic/elasticsearch';
import type { Enricher } from '../enrich/enrich-pool';
import type { Origin } from './article';
import { indexArticles } from './index-articles';
import {
  emptyBatchReport,
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
  /** How articles are enriched: inline by default, or by a worker pool for bulk replays. */
  enricher?: Enricher;
}

/** Replays a JSON Lines stream (a file, standard input). */
export function replayStream(
  es: Client,
  index: string,
  input: NodeJS.ReadableStream,
  options: ReplayOptions = {},
): Promise<BatchReport> {
  return replayLines(es, index, readReplay(input), options);
}

/** Replays already parsed lines, e.g. from the demo corpus generator. */
export async function replayLines(
  es: Client,
  index: string,
  lines: AsyncIterable<ReplayLine> | Iterable<ReplayLine>,
  { origin = 'replay', batchSize = 500, onProgress, refresh = true, enricher }: ReplayOptions = {},
): Promise<BatchReport> {
  const report = emptyBatchReport();
  let inflight: Promise<void> = Promise.resolve();

  const flush = async (batch: BatchItem[]) => {
    const prepared = await prepareDocuments(batch, origin, new Date(), enricher);
    await inflight;
    inflight = indexArticles(es, index, prepared.docs).then((indexed) => {
      mergeReports(report, {
        ...indexed,
        read: batch.length,
        skipped: prepared.skipped,
        invalid: prepared.invalid,
      });
      onProgress?.(report);
    });
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
  await inflight;
  if (refresh) await es.indices.refresh({ index });
  return report;
}
