// The clustering states of recent events, kept in the process between ingest cycles so a cycle fetches from
// Elasticsearch only the states that changed since it last saw them. Each saved state carries a revision
// (`cluster_rev`, new on every save); a cached state is used only while its revision is the stored one, so
// another process saving the same event (a replay beside the worker) is never overlooked.
import type { Client } from '@elastic/elasticsearch';
import type { EventState } from '../cluster/event-state';

interface Entry {
  rev: string;
  state: EventState;
}

export class EventStateCache {
  private readonly entries = new Map<number, Entry>();

  /** The cached state of an event if it is still at this revision. */
  get(id: number, rev: string): EventState | undefined {
    const entry = this.entries.get(id);
    return entry?.rev === rev ? entry.state : undefined;
  }

  put(id: number, rev: string, state: EventState): void {
    this.entries.set(id, { rev, state });
  }

  delete(id: number): void {
    this.entries.delete(id);
  }

  /**
   * Forgets events whose last article is older than `before`: they are out of the current candidate windows,
   * and a late article that still needs one fetches it again. This bounds the cache by the window, not the
   * archive.
   */
  forgetEndedBefore(before: number): void {
    for (const [id, { state }] of this.entries) if (state.lastAt < before) this.entries.delete(id);
  }

  get size(): number {
    return this.entries.size;
  }
}

// One cache per client and events index: it lives as long as the application context that owns the client.
const caches = new WeakMap<Client, Map<string, EventStateCache>>();

export function eventStateCache(es: Client, eventsIndex: string): EventStateCache {
  let byIndex = caches.get(es);
  if (!byIndex) caches.set(es, (byIndex = new Map()));
  let cache = byIndex.get(eventsIndex);
  if (!cache) byIndex.set(eventsIndex, (cache = new EventStateCache()));
  return cache;
}
