// The cursor codec of every cursor-paginated list (SPEC §4 Pagination): an opaque, signed token that carries
// where the next page starts, the snapshot its walk reads (docs/decisions.md, "Events, search and pagination"),
// and the query it belongs to. Pure: the secret and the clock are arguments.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { CURSOR_TTL_MS } from '../../spec';

/** A sort value Elasticsearch hands back for `search_after`: numbers (dates, scores, ids) or keywords. */
export type SortValue = number | string | null;

export interface CursorState {
  /** Hash of the normalised query (endpoint, filters, sort) the cursor was issued for. */
  queryKey: string;
  /** When the walk's first page was read: the snapshot every later page reads, and the walk's age (walkExpired). */
  snapshotAt: number;
  /** When this cursor was issued. */
  issuedAt: number;
  /** Sort values of the previous page's last item. */
  after: SortValue[];
  /** The Elasticsearch point in time the walk reads, while it lives. */
  pit?: string;
  /** Other walks read the same PIT (shared-pit.ts), so this one must not close it when it ends. */
  pitShared?: boolean;
}

const FORMAT_VERSION = 1;
/** Far above any real cursor (a point-in-time id is about 170 characters); longer input is not decoded at all. */
export const MAX_CURSOR_LENGTH = 4096;
/** A cursor issued slightly in the future (another API process's clock) is still accepted. */
const CLOCK_SKEW_MS = 60_000;
/**
 * How long a walk may go on, counted from its first page, however recently its last cursor was issued: SPEC §4
 * Pagination rule 3's 24 hours, after which the client restarts from the first page. Without it a client renewing
 * its cursor every few hours could keep one walk (and its snapshot) alive for ever.
 */
export const MAX_WALK_AGE_MS = CURSOR_TTL_MS;

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

function sign(secret: Buffer, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/**
 * The key a cursor is bound to: the same endpoint with the same filters and sort gives the same key whatever
 * the order or spelling of the parameters, because callers pass normalised values (sorted arrays, epoch ms).
 */
export function queryKey(endpoint: string, query: Record<string, unknown>): string {
  const canonical = JSON.stringify([endpoint, canonicalise(query)]);
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 22);
}

function canonicalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonicalise);
  if (value instanceof Date) return value.getTime();
  if (value && typeof value === 'object') {
    return Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => [k, canonicalise((value as Record<string, unknown>)[k])]);
  }
  return value;
}

export function encodeCursor(secret: Buffer, state: CursorState): string {
  const payload = base64url(
    JSON.stringify([
      FORMAT_VERSION,
      state.queryKey,
      state.snapshotAt,
      state.issuedAt,
      state.after,
      state.pit ?? null,
      ...(state.pitShared ? [true] : []),
    ]),
  );
  return `${payload}.${base64url(sign(secret, payload))}`;
}

/**
 * The state of a cursor this server issued for this query, or null when it is malformed, tampered with, dated in
 * the future, or was issued for another query (the caller answers invalid_cursor). Its age is walkExpired's.
 */
export function decodeCursor(
  secret: Buffer,
  cursor: string,
  expectedQueryKey: string,
  now: number = Date.now(),
): CursorState | null {
  if (cursor.length > MAX_CURSOR_LENGTH) return null;
  const [payload, signature, ...rest] = cursor.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(fields) || fields.length < 6 || fields.length > 7 || fields[0] !== FORMAT_VERSION)
    return null;
  const [, key, snapshotAt, issuedAt, after, pit, pitShared] = fields as unknown[];
  if (key !== expectedQueryKey) return null;
  if (typeof snapshotAt !== 'number' || typeof issuedAt !== 'number' || !Array.isArray(after)) return null;
  if (issuedAt > now + CLOCK_SKEW_MS || snapshotAt > now + CLOCK_SKEW_MS) return null;
  return {
    queryKey: key,
    snapshotAt,
    issuedAt,
    after: after as SortValue[],
    pit: typeof pit === 'string' ? pit : undefined,
    ...(pitShared === true ? { pitShared } : {}),
  };
}

/**
 * The cursor itself was issued CURSOR_TTL_MS or longer ago. Export cursors are held to this instead of the walk's
 * age: an export keeps no point in time between requests, and each resume issues a fresh cursor, so an export
 * stopped by the daily cap can go on the next day however long ago it began.
 */
export function cursorStale(state: CursorState, now: number): boolean {
  return now - state.issuedAt >= CURSOR_TTL_MS;
}

/** The walk began MAX_WALK_AGE_MS or longer ago: its cursors are over (the caller answers cursor_expired). */
export function walkExpired(state: CursorState, now: number): boolean {
  return now - state.snapshotAt >= MAX_WALK_AGE_MS;
}
