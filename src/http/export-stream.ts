// The NDJSON body of a bulk export: one JSON line per row, in the list item's wire format, then always one
// trailer line `{"next_cursor", "rows"}` (plus `error` when the export stopped early), so a client can tell a
// complete export from a cut one. The body is a Readable fed by the walk page by page: Node asks for the next
// page only when the socket (or the compressor in front of it) has drained the previous one, and destroying the
// body (Koa does when the client disconnects) ends the walk, which closes its point in time.
import { Readable } from 'node:stream';
import type { Logger } from '../log';
import type { RowBudget } from '../services/export/row-budget';
import { ApiError, internalError, storeUnavailable } from '../errors';
import { unavailableStore } from '../api/store-outage';
import type { ExportTrailer } from '../contract/export-trailer';

export interface ExportStream<T extends { id: number }> {
  /** The walk's first page, already read (so a failure before any row is an ordinary error response). */
  first: IteratorResult<T[], void>;
  pages: AsyncGenerator<T[], void, undefined>;
  present: (row: T, now: number) => unknown;
  budget: RowBudget;
  /** A cursor resuming after the row with this id (undefined: where this request started). */
  cursorAfter: (lastId: number | undefined) => string;
  /** The id the request resumed after, if any. */
  startAfter: number | undefined;
  logger: Logger;
  requestId: string;
}

export function exportStream<T extends { id: number }>(source: ExportStream<T>): Readable {
  return Readable.from(exportLines(source), { objectMode: false });
}

async function* exportLines<T extends { id: number }>(s: ExportStream<T>): AsyncGenerator<string> {
  let lastId = s.startAfter;
  let rows = 0;
  let page = s.first;
  const trailer = (error?: ApiError): string =>
    line({
      next_cursor: error ? s.cursorAfter(lastId) : null,
      rows,
      ...(error ? { error: error.toBody().error } : {}),
    } satisfies ExportTrailer);
  try {
    while (!page.done) {
      const allowance = await s.budget.allow(page.value.length);
      const sent = page.value.slice(0, allowance.rows);
      if (sent.length) {
        const now = Date.now();
        yield sent.map((row) => line(s.present(row, now))).join('');
        rows += sent.length;
        lastId = sent[sent.length - 1].id;
      }
      if (allowance.refusal) {
        yield trailer(allowance.refusal);
        return;
      }
      page = await s.pages.next();
    }
    yield trailer();
  } catch (err) {
    yield trailer(failure(err, s));
  } finally {
    await s.pages.return(undefined);
  }
}

const line = (value: unknown) => `${JSON.stringify(value)}\n`;

/** A failure mid-stream can no longer change the status: it becomes the trailer's error, as the error middleware would word it. */
function failure(err: unknown, s: Pick<ExportStream<never>, 'logger' | 'requestId'>): ApiError {
  if (err instanceof ApiError) return err;
  const store = unavailableStore(err);
  if (store) {
    s.logger.warn({ err, requestId: s.requestId, store }, 'export: store unavailable mid-stream');
    return storeUnavailable(store);
  }
  s.logger.error({ err, requestId: s.requestId }, 'export: failed mid-stream');
  return internalError();
}
