// Candidate retrieval: which recent events an article (or an event) is compared with. The query is explicit
// (weighted top terms, entities, a time window, a size) so an Elasticsearch implementation can run it as a
// bool query of boosted `term` clauses on the events' stored top terms and entities, filtered by time; the
// in-memory index here scores the same way and serves the eval script, the tests and small deployments.
import type { Profile } from './decide';
import { MAX_SPAN_HOURS, SETTLE_HOURS, type EventState } from './event-state';
import { idf } from './idf';
import { entries } from './vector';

export interface CandidateQuery {
  /** Heaviest terms of the query profile with their weights, heaviest first. */
  terms: [string, number][];
  /** Entity stems; each shared one adds ENTITY_BOOST. */
  entities: string[];
  /** Time window, epoch milliseconds: events with lastAt >= from and firstAt <= to. */
  from: number;
  to: number;
  /** Events first seen before this (epoch milliseconds) are too old to take the profile (MAX_SPAN_HOURS). */
  firstFrom: number;
  /** At most this many events, best score first, ties by lower id. */
  size: number;
  /** Event ids to leave out (the event itself when looking for merge partners). */
  exclude: number[];
}

export interface CandidateSource {
  /** Recent events matching the query, best first; never events outside the time window. */
  candidates(query: CandidateQuery): Promise<EventState[]>;
  /**
   * Optional: the queries about to be asked, so a remote source can answer them in one round trip. Results
   * reflect the stored state at that moment; the clusterer overlays its own unsaved changes either way.
   */
  prefetch?(queries: CandidateQuery[]): Promise<void>;
}

/** Query terms per profile: a lead's distinctive words; more adds cost, not recall. */
export const QUERY_TERMS = 16;
/** Candidates compared per article: the decision re-ranks them, so a few suffice. */
export const CANDIDATES = 12;
/** Score an event gains per shared entity (query term weights are unit-vector components, <= 1). */
export const ENTITY_BOOST = 0.1;
/** Entities per query, rarest first: names common to many events only cost posting scans. */
export const QUERY_ENTITIES = 8;
const HOUR = 3_600_000;

/** The retrieval query for a profile: its top terms and entities, in the window of settling events. */
export function candidateQuery(profile: Profile, exclude: number[] = [], size = CANDIDATES): CandidateQuery {
  const window = SETTLE_HOURS * HOUR;
  return {
    terms: entries(profile.terms).slice(0, QUERY_TERMS),
    entities: [...profile.entities]
      .sort((a, b) => idf(b) - idf(a) || (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, QUERY_ENTITIES),
    from: profile.from - window,
    to: profile.to + window,
    firstFrom: profile.to - MAX_SPAN_HOURS * HOUR,
    size,
    exclude,
  };
}

const inWindow = (e: EventState, q: CandidateQuery): boolean =>
  e.lastAt >= q.from && e.firstAt <= q.to && e.firstAt >= q.firstFrom;

/** Moves an event's postings from the keys of `before` to the keys of `after`. */
function repost(
  postings: Map<string, Set<number>>,
  id: number,
  before: Record<string, number> | undefined,
  after: Record<string, number> | undefined,
): void {
  if (before) {
    for (const key of Object.keys(before)) {
      if (after && Object.hasOwn(after, key)) continue;
      const list = postings.get(key);
      list?.delete(id);
      if (list?.size === 0) postings.delete(key);
    }
  }
  if (after) {
    for (const key of Object.keys(after)) {
      if (before && Object.hasOwn(before, key)) continue;
      let list = postings.get(key);
      if (!list) postings.set(key, (list = new Set()));
      list.add(id);
    }
  }
}

/**
 * An inverted index over the live events' top terms and entities. Events whose last article is far behind
 * the newest time queried leave the postings, so a query costs the same after 100k articles as after 1k.
 */
export class MemoryCandidateIndex implements CandidateSource {
  /** @param retiring drop events settled long ago (off for a short-lived working set that must keep all). */
  constructor(private readonly retiring = true) {}

  private readonly events = new Map<number, EventState>();
  // Terms and entities are posted separately: the same stem can be both, and prefixing keys would allocate
  // a string per key on every update.
  private readonly termPostings = new Map<string, Set<number>>();
  private readonly entityPostings = new Map<string, Set<number>>();
  private newest = -Infinity;
  private sweptAt = -Infinity;

  /** Adds or replaces an event (postings change only where its terms or entities did). */
  upsert(event: EventState): void {
    const old = this.events.get(event.id);
    this.events.set(event.id, event);
    repost(this.termPostings, event.id, old?.terms, event.terms);
    repost(this.entityPostings, event.id, old?.entities, event.entities);
  }

  remove(id: number): void {
    const event = this.events.get(id);
    if (!event) return;
    this.events.delete(id);
    repost(this.termPostings, id, event.terms, undefined);
    repost(this.entityPostings, id, event.entities, undefined);
  }

  get(id: number): EventState | undefined {
    return this.events.get(id);
  }

  get size(): number {
    return this.events.size;
  }

  candidates(query: CandidateQuery): Promise<EventState[]> {
    return Promise.resolve(this.search(query));
  }

  /** Synchronous form of candidates(). */
  search(query: CandidateQuery): EventState[] {
    if (this.retiring) this.retire(query.to);
    const scores = new Map<number, number>();
    const add = (list: Set<number> | undefined, boost: number) => {
      if (list) for (const id of list) scores.set(id, (scores.get(id) ?? 0) + boost);
    };
    for (const [term, w] of query.terms) add(this.termPostings.get(term), w);
    for (const entity of query.entities) add(this.entityPostings.get(entity), ENTITY_BOOST);
    const excluded = new Set(query.exclude);
    const hits: [EventState, number][] = [];
    for (const [id, score] of scores) {
      const event = this.events.get(id);
      if (event && !excluded.has(id) && inWindow(event, query)) hits.push([event, score]);
    }
    hits.sort((a, b) => b[1] - a[1] || a[0].id - b[0].id);
    return hits.slice(0, query.size).map(([event]) => event);
  }

  /**
   * Drops events settled before the newest query time from the index. Queries come in roughly time order;
   * an article published more than a day behind the newest one may then miss an event that settled.
   */
  private retire(queryEnd: number): void {
    this.newest = Math.max(this.newest, queryEnd);
    // queryEnd is the article's time + SETTLE_HOURS; keep a further day for articles that arrive late.
    const horizon = this.newest - 2 * SETTLE_HOURS * HOUR - 24 * HOUR;
    if (horizon - this.sweptAt < SETTLE_HOURS * HOUR) return;
    this.sweptAt = horizon;
    for (const event of [...this.events.values()]) if (event.lastAt < horizon) this.remove(event.id);
  }
}
