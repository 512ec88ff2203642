// Persistence the clusterer needs between cycles, as an interface the Elasticsearch store implements, and an
// in-memory implementation for the eval script and tests. One cycle's outcome is saved as one ClusterChanges.
import type { ArticleFeatures } from '../documents/article-features';
import type { EventState } from './event-state';
import { MemoryCandidateIndex, type CandidateQuery, type CandidateSource } from './candidates';

export interface Assignment {
  articleId: number;
  eventId: number;
}

export interface Merge {
  /** The event that ceased to exist. */
  from: number;
  /** The event that absorbed it; requests for `from` are answered with this id from now on. */
  into: number;
}

/** Everything one cycle changed, in the order it happened. */
export interface ClusterChanges {
  /** Final state of every event created or changed (merged-away events are not among them). */
  events: EventState[];
  /** Events merged away this cycle. */
  merges: Merge[];
  /** Final event of every article that is new, moved, or whose event was merged away. */
  assignments: Assignment[];
  /** Features of the articles first clustered this cycle, kept to re-check their membership later. */
  articles: ArticleFeatures[];
}

export interface ClusterStore {
  /** The current event of each of these articles that was clustered before (unknown ids are absent). */
  eventsOfArticles(articleIds: readonly number[]): Promise<Map<number, number>>;
  /** Stored features of these articles (unknown ids are absent). */
  articles(articleIds: readonly number[]): Promise<Map<number, ArticleFeatures>>;
  save(changes: ClusterChanges): Promise<void>;
}

/** Store and candidate source in one, in memory. */
export class MemoryClusterStore implements ClusterStore, CandidateSource {
  readonly index = new MemoryCandidateIndex();
  private readonly liveEvents = new Map<number, EventState>();
  private readonly redirects = new Map<number, number>();
  private readonly eventOf = new Map<number, number>();
  private readonly features = new Map<number, ArticleFeatures>();

  candidates(query: CandidateQuery): Promise<EventState[]> {
    return this.index.candidates(query);
  }

  /**
   * Each article's event as last assigned, followed through merges: a merge assigns only the absorbed event's
   * sampled members again, as the Elasticsearch store's articles keep their event_id until re-pointed.
   */
  eventsOfArticles(articleIds: readonly number[]): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    for (const id of articleIds) {
      const event = this.eventOf.get(id);
      if (event !== undefined) out.set(id, this.resolve(event)?.id ?? event);
    }
    return Promise.resolve(out);
  }

  articles(articleIds: readonly number[]): Promise<Map<number, ArticleFeatures>> {
    const out = new Map<number, ArticleFeatures>();
    for (const id of articleIds) {
      const f = this.features.get(id);
      if (f) out.set(id, f);
    }
    return Promise.resolve(out);
  }

  save(changes: ClusterChanges): Promise<void> {
    for (const article of changes.articles) this.features.set(article.id, article);
    for (const { from, into } of changes.merges) {
      this.liveEvents.delete(from);
      this.index.remove(from);
      this.redirects.set(from, into);
    }
    for (const event of changes.events) {
      this.liveEvents.set(event.id, event);
      this.index.upsert(event);
    }
    for (const { articleId, eventId } of changes.assignments) this.eventOf.set(articleId, eventId);
    return Promise.resolve();
  }

  /** The live event for an id: itself, or where a chain of merges led it (undefined if never existed). */
  resolve(id: number): EventState | undefined {
    let current = id;
    for (let hops = 0; !this.liveEvents.has(current) && hops < 1000; hops += 1) {
      const next = this.redirects.get(current);
      if (next === undefined) return undefined;
      current = next;
    }
    return this.liveEvents.get(current);
  }

  /** All live events, lowest id first. */
  events(): EventState[] {
    return [...this.liveEvents.values()].sort((a, b) => a.id - b.id);
  }
}
