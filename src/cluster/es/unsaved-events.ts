// Event changes a clustering cycle has decided but not yet saved. A backfill clusters the next batch while the
// previous one's events are still being written (the write overlaps the next batch's CPU work), so until a save
// completes its states are what the next cycle must see instead of what Elasticsearch holds: newer states, new
// events not indexed yet, and events merged away (null). Saves run one after another in the order they were
// asked for, so an event is never written older over newer.
import type { EventState } from '../event-state';
import type { ClusterChanges } from '../store';

export class UnsavedEvents {
  private readonly states = new Map<number, EventState | null>();
  /** Per article, the event an unsaved cycle assigned it to, and that cycle's changes (released with them). */
  private readonly assigned = new Map<number, { eventId: number; changes: ClusterChanges }>();
  /** Per event merged away by an unsaved cycle, its survivor. */
  private readonly mergedInto = new Map<number, { into: number; changes: ClusterChanges }>();
  private last: Promise<void> = Promise.resolve();

  /** The unsaved state of an event, null when it was merged away, undefined when nothing is pending for it. */
  get(id: number): EventState | null | undefined {
    return this.states.get(id);
  }

  /** The event an unsaved cycle assigned this article to (joined, moved, or re-pointed by a merge). */
  eventOf(articleId: number): number | undefined {
    return this.assigned.get(articleId)?.eventId;
  }

  /** Where an event merged away by an unsaved cycle ended, following later unsaved merges. */
  survivor(eventId: number): number | undefined {
    let into = this.mergedInto.get(eventId)?.into;
    // Merges never form a cycle (the older event survives); the bound only guards against a corrupt list.
    for (
      let hops = 0;
      into !== undefined && this.mergedInto.has(into) && hops < this.mergedInto.size;
      hops += 1
    )
      into = this.mergedInto.get(into)!.into;
    return into;
  }

  entries(): IterableIterator<[number, EventState | null]> {
    return this.states.entries();
  }

  get size(): number {
    return this.states.size;
  }

  /**
   * Holds `changes` as unsaved from now on and runs `write` once every earlier save has settled; the changes are
   * released when it settles. A failed save is released as well: the next cycles then read what Elasticsearch
   * holds, and the failure reaches the caller through the returned promise.
   */
  save(changes: ClusterChanges, write: () => Promise<void>): Promise<void> {
    for (const event of changes.events) this.states.set(event.id, event);
    for (const { from } of changes.merges) this.states.set(from, null);
    for (const { articleId, eventId } of changes.assignments)
      this.assigned.set(articleId, { eventId, changes });
    for (const { from, into } of changes.merges) this.mergedInto.set(from, { into, changes });
    const previous = this.last;
    const saved = (async () => {
      // An earlier save's failure is its own caller's to report; this one still runs after it.
      await previous.catch(() => undefined);
      try {
        await write();
      } finally {
        this.release(changes);
      }
    })();
    this.last = saved.catch(() => undefined);
    return saved;
  }

  private release(changes: ClusterChanges): void {
    // A later cycle may hold a newer state for the same event: only this save's own entries go.
    for (const event of changes.events) if (this.states.get(event.id) === event) this.states.delete(event.id);
    for (const { from } of changes.merges) if (this.states.get(from) === null) this.states.delete(from);
    for (const { articleId } of changes.assignments)
      if (this.assigned.get(articleId)?.changes === changes) this.assigned.delete(articleId);
    for (const { from } of changes.merges)
      if (this.mergedInto.get(from)?.changes === changes) this.mergedInto.delete(from);
  }
}
