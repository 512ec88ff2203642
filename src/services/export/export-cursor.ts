// Where a bulk export starts and the cursors that resume it. An export cursor is the lists' signed cursor
// (pagination/cursor.ts: bound to the query, valid 24 hours from issue: cursorStale) whose position is the id
// of the last row sent, or none at the export's start; it also carries the export's snapshot time, so a
// resumed export reads the same set of rows. `after` moves a cursor forward to the last row a client received
// from a cut stream.
import { exportCursorExpired, invalidCursor, invalidParameter } from '../../errors';
import { CURSOR_TTL_MS } from '../../spec';
import { cursorStale, decodeCursor, encodeCursor } from '../pagination/cursor';
import type { ExportStart } from './export-walk';

export interface ExportResume {
  cursor?: string;
  /** The id of the last row received from the stream the cursor was sent with. */
  after?: number;
}

export function exportStart(
  secret: Buffer,
  queryKey: string,
  { cursor, after }: ExportResume,
  now: number,
): ExportStart {
  if (cursor === undefined) {
    if (after !== undefined) {
      throw invalidParameter(
        'after needs the cursor of the export it continues (the Export-Cursor header or next_cursor)',
      );
    }
    return { snapshotAt: now };
  }
  const state = decodeCursor(secret, cursor, queryKey, now);
  const position = state?.after[0];
  if (!state || state.after.length > 1 || (position !== undefined && !Number.isSafeInteger(position))) {
    throw invalidCursor();
  }
  if (cursorStale(state, now)) throw exportCursorExpired(CURSOR_TTL_MS / 3_600_000);
  const from = position as number | undefined;
  if (after !== undefined && from !== undefined && after < from) {
    throw invalidParameter(
      `after must not be lower than the cursor's position (${from}): rows come in id order`,
    );
  }
  return { snapshotAt: state.snapshotAt, afterId: after ?? from };
}

/** A cursor of this export resuming after `lastId` (or from the export's start), issued now. */
export function exportCursor(
  secret: Buffer,
  queryKey: string,
  snapshotAt: number,
  lastId: number | undefined,
  now: number = Date.now(),
): string {
  return encodeCursor(secret, {
    queryKey,
    snapshotAt,
    issuedAt: now,
    after: lastId === undefined ? [] : [lastId],
  });
}
