// The points in time (PITs) first pages read: one per index shared by the first pages that overlap, so that under
// load a first page does not pay a round trip to open its own PIT and Elasticsearch does not hold thousands of
// them. A first page reuses the PIT another first page on the same index is still using, when that PIT is under
// SHARE_FOR_MS old; with no overlap (one client at a time) each first page opens its own, so a client never reads
// a snapshot older than its own request unless its request overlapped another. Every walk still reads one PIT
// from its first page to its last (paged-search.ts).
// First pages on one PIT that ask the very same search share one answer: the same query on the same snapshot
// can only give the same hits, so under load a popular first page costs Elasticsearch one search per PIT, not
// one per request.
import type { Client } from '@elastic/elasticsearch';

/** The oldest snapshot a first page may be given: of the order of the index's refresh interval (1 s). */
export const SHARE_FOR_MS = 1_000;

/**
 * Distinct searches remembered per PIT: it is reused for at most SHARE_FOR_MS, so this only bounds a burst of
 * different queries inside one second; past it a search runs unshared.
 */
const MAX_SHARED_SEARCHES = 256;

interface Entry {
  id: Promise<string>;
  openedAt: number;
  /** Searches on this PIT by their request body; kept while the PIT may still be handed out. */
  searches: Map<string, Promise<unknown>>;
  /** First pages between acquire and release. */
  users: number;
  /** Read by more than one first page: nobody may close it, it lapses after its keep-alive. */
  shared: boolean;
}

export interface PitLease {
  id: string;
  /** When the PIT was opened: the snapshot's time, from which a first page's time-relative bounds are taken. */
  openedAt: number;
  /** Runs `search` unless a first page on this PIT already ran the same one (same `key`), whose answer it shares. */
  sharedSearch<T>(key: string, search: () => Promise<T>): Promise<T>;
  /** Done with the first page's search; true when the PIT is this page's alone, so it may close it. */
  release(): boolean;
  /** The PIT could not be read (lapsed, or its node left): no later first page is handed it. */
  forget(): void;
}

const pools = new WeakMap<Client, Map<string, Entry>>();

export async function acquireFirstPagePit(
  es: Client,
  index: string,
  keepAlive: string,
  now: number = Date.now(),
): Promise<PitLease> {
  let pool = pools.get(es);
  if (!pool) pools.set(es, (pool = new Map()));
  let entry = pool.get(index);
  // Only a PIT opened before this request (a `now` given by a caller may lie in the past) and not long before.
  if (entry && entry.users > 0 && now >= entry.openedAt && now - entry.openedAt < SHARE_FOR_MS) {
    entry.users += 1;
    entry.shared = true;
  } else {
    const opened: Entry = {
      id: es.openPointInTime({ index, keep_alive: keepAlive }).then((res) => res.id),
      openedAt: now,
      searches: new Map(),
      users: 1,
      shared: false,
    };
    entry = opened;
    pool.set(index, opened);
    opened.id.catch(() => {
      if (pool.get(index) === opened) pool.delete(index);
    });
  }
  const held = entry;
  const id = await held.id.catch((err: unknown) => {
    held.users -= 1;
    throw err;
  });
  return {
    id,
    openedAt: held.openedAt,
    sharedSearch<T>(key: string, search: () => Promise<T>): Promise<T> {
      const earlier = held.searches.get(key);
      if (earlier) return earlier as Promise<T>;
      const running = search();
      if (held.searches.size < MAX_SHARED_SEARCHES) {
        held.searches.set(key, running);
        // A failed search is not an answer: whoever asks next tries again.
        running.catch(() => held.searches.delete(key));
      }
      return running;
    },
    release() {
      held.users -= 1;
      // Only a first page still using the PIT can hand it on, so with none left its answers serve nobody.
      if (held.users === 0) held.searches.clear();
      if (held.shared) return false;
      // Alone on it: nobody else can pick it up any more, so the caller decides whether it is closed.
      if (pool.get(index) === held) pool.delete(index);
      return true;
    },
    forget() {
      if (pool.get(index) === held) pool.delete(index);
    },
  };
}
