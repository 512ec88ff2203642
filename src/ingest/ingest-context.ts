// The context an ingesting process runs with: the application's live dependencies (AppContext), what its
// clusterer and event analysis remember between cycles, which an API process never needs, and who watches its
// event writes (webhooks), handed in where the ingest context is composed (src/server.ts).
import type { AppContext } from '../context';
import type { IngestCaches } from './ingest-caches';

/**
 * Runs `write` (a write of these events) and tells whoever watches the events what it changed; returns the
 * write's result. A watcher's own failure never fails the write.
 */
export type WatchEventWrites = <T>(eventIds: readonly number[], write: () => Promise<T>) => Promise<T>;

/** For writes nobody watches (a clustering measurement on a temporary prefix). */
export const unwatchedWrites: WatchEventWrites = (_eventIds, write) => write();

export interface IngestContext extends AppContext {
  /**
   * What this context's ingest remembers between clustering cycles (recent event states, article features and
   * analysed fields, changes still being saved): one set per context, created with it.
   */
  ingestCaches: IngestCaches;
  /** Wraps every write of events the ingest makes (clustering saves, re-analyses, withdrawn gaps, rescoring). */
  watchEventWrites: WatchEventWrites;
}
