// Ingests records made in this process (the synthetic demo corpus) as a replay does: numbered as lines, analysed,
// stored and clustered in batches, under the clustering lock so no ingest cycle of another process runs beside it.
import type { IngestContext } from './ingest-context';
import type { Origin, RawArticle } from './article';
import { withClusteringLock } from './clustering-lock';
import type { BatchReport } from './pipeline';
import { replayLines } from './replay';
import type { ReplayLine } from './replay-file';

/** How long the records wait for an ingest cycle another process is running (a cycle takes seconds). */
const LOCK_WAIT_MS = 10 * 60_000;

function* numbered(records: Iterable<RawArticle>): Generator<ReplayLine> {
  let line = 0;
  for (const record of records) {
    line += 1;
    yield { line, ok: true, record };
  }
}

export function ingestRecords(
  app: IngestContext,
  records: Iterable<RawArticle>,
  origin: Origin,
): Promise<BatchReport> {
  const replay = (lease: AbortSignal) => replayLines(app, numbered(records), { origin, lease });
  return withClusteringLock(app, replay, {
    waitMs: LOCK_WAIT_MS,
  });
}
