// Candidate retrieval: which recent events an article (or an event) is compared with. The query is explicit
// (weighted top terms, entities, a time window, a size) so an Elasticsearch implementation can run it as a
// bool query of boosted `term` clauses on the events' stored top terms and entities, filtered by time; the
// in-memory index here scores the same way and serves the eval script, the tests and small deployments.
import type { Profile } from './profile';
import { MAX_SPAN_HOURS, SETTLE_HOURS, type EventState } from './event-state';
import { idf } from './idf';
import { entries } from './vector';
import { HOUR_MS } from '../time-units';

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
  /**
   * Events last grown after this (epoch milliseconds) are too young to take it: a back-dated article, or a merge
   * partner, would stretch them back past MAX_SPAN_HOURS.
   */
  lastTo: number;
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

/** The retrieval query for a profile: its top terms and entities, in the window of settling events. */
export function candidateQuery(profile: Profile, exclude: number[] = [], size = CANDIDATES): CandidateQuery {
  const window = SETTLE_HOURS * HOUR_MS;
  return {
    terms: entries(profile.terms).slice(0, QUERY_TERMS),
    entities: [...profile.entities]
      .sort((a, b) => idf(b) - idf(a) || (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, QUERY_ENTITIES),
    from: profile.from - window,
    to: profile.to + window,
    firstFrom: profile.to - MAX_SPAN_HOURS * HOUR_MS,
    lastTo: profile.from + MAX_SPAN_HOURS * HOUR_MS,
    size,
    exclude,
  };
}

/**
 * The slots of the events holding one key: a set to update, and an array copy to score from, in the set's
 * order. An addition extends the copy; a deletion drops it, to be made again on the next query. Walking an
 * array costs a fraction of walking a set, and a cycle's own index gains postings with every event founded.
 */
class Posting {
  private readonly slots = new Set<number>();
  private list: number[] | null = null;

  add(slot: number): void {
    if (this.slots.has(slot)) return;
    this.slots.add(slot);
    this.list?.push(slot);
  }

  delete(slot: number): void {
    this.slots.delete(slot);
    this.list = null;
  }

  get size(): number {
    return this.slots.size;
  }

  array(): readonly number[] {
    return (this.list ??= [...this.slots]);
  }
}

/** A copy of the array at twice the length. */
function grown(array: Float64Array<ArrayBuffer>): Float64Array<ArrayBuffer> {
  const out = new Float64Array(array.length * 2);
  out.set(array);
  return out;
}

/** Moves an event's postings (by slot) from the keys of `before` to the keys of `after`. */
function repost(
  postings: Map<string, Posting>,
  slot: number,
  before: Record<string, number> | undefined,
  after: Record<string, number> | undefined,
): void {
  if (before === after) return;
  if (before) {
    for (const key of Object.keys(before)) {
      if (after && Object.hasOwn(after, key)) continue;
      const list = postings.get(key);
      list?.delete(slot);
      if (list?.size === 0) postings.delete(key);
    }
  }
  if (after) {
    for (const key of Object.keys(after)) {
      if (before && Object.hasOwn(before, key)) continue;
      let list = postings.get(key);
      if (!list) postings.set(key, (list = new Posting()));
      list.add(slot);
    }
  }
}

/** Ranks (score, id) pairs: higher score first, ties by lower id. */
const ranksBefore = (score: number, id: number, otherScore: number, otherId: number): boolean =>
  score > otherScore || (score === otherScore && id < otherId);

/**
 * An inverted index over the live events' top terms and entities. Events whose last article is far behind
 * the newest time queried leave the postings, so a query costs the same after 100k articles as after 1k.
 * Events live in numbered slots so that scoring adds into a flat array rather than a map: a query over a
 * crowded window touches thousands of events, and only the best `size` are kept, never all of them sorted.
 */
export class MemoryCandidateIndex implements CandidateSource {
  /** @param retiring drop events settled long ago (off for a short-lived working set that must keep all). */
  constructor(private readonly retiring = true) {}

  private readonly slotOf = new Map<number, number>();
  private readonly slots: (EventState | undefined)[] = [];
  private readonly freeSlots: number[] = [];
  private scores = new Float64Array(64);
  /** The slots a query touched, in the order first touched (scratch, reused by every query). */
  private touched = new Int32Array(64);
  // Each slot's event id and time span, read when ranking and window-filtering the hits. States come in many
  // object shapes (parsed from Elasticsearch, built by joins and merges), so reading these fields from the
  // states themselves is a megamorphic property load per hit, which cost more than the scoring.
  private ids = new Float64Array(64);
  private firstAts = new Float64Array(64);
  private lastAts = new Float64Array(64);
  // Terms and entities are posted separately: the same stem can be both, and prefixing keys would allocate
  // a string per key on every update.
  private readonly termPostings = new Map<string, Posting>();
  private readonly entityPostings = new Map<string, Posting>();
  private newest = -Infinity;
  private sweptAt = -Infinity;

  /** Adds or replaces an event (postings change only where its terms or entities did). */
  upsert(event: EventState): void {
    let slot = this.slotOf.get(event.id);
    const old = slot === undefined ? undefined : this.slots[slot];
    if (slot === undefined) {
      slot = this.freeSlots.pop() ?? this.slots.length;
      this.slotOf.set(event.id, slot);
      if (slot >= this.scores.length) {
        this.scores = grown(this.scores);
        this.touched = new Int32Array(this.scores.length);
        this.ids = grown(this.ids);
        this.firstAts = grown(this.firstAts);
        this.lastAts = grown(this.lastAts);
      }
    }
    this.slots[slot] = event;
    this.ids[slot] = event.id;
    this.firstAts[slot] = event.firstAt;
    this.lastAts[slot] = event.lastAt;
    repost(this.termPostings, slot, old?.terms, event.terms);
    repost(this.entityPostings, slot, old?.entities, event.entities);
  }

  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    const event = this.slots[slot]!;
    repost(this.termPostings, slot, event.terms, undefined);
    repost(this.entityPostings, slot, event.entities, undefined);
    this.slotOf.delete(id);
    this.slots[slot] = undefined;
    this.freeSlots.push(slot);
  }

  get(id: number): EventState | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.slots[slot];
  }

  get size(): number {
    return this.slotOf.size;
  }

  candidates(query: CandidateQuery): Promise<EventState[]> {
    return Promise.resolve(this.search(query));
  }

  /** Synchronous form of candidates(). */
  search(query: CandidateQuery): EventState[] {
    if (this.retiring) this.retire(query.to);
    const { scores, ids, firstAts, lastAts, touched } = this;
    let count = 0;
    // Every boost is positive, so a zero score means the slot was not touched yet.
    const add = (posting: Posting | undefined, boost: number) => {
      if (!posting) return;
      const slots = posting.array();
      for (let i = 0; i < slots.length; i += 1) {
        const slot = slots[i];
        if (scores[slot] === 0) touched[count++] = slot;
        scores[slot] += boost;
      }
    };
    for (const [term, w] of query.terms) add(this.termPostings.get(term), w);
    for (const entity of query.entities) add(this.entityPostings.get(entity), ENTITY_BOOST);
    const excluded = new Set(query.exclude);
    const { from, to, firstFrom, lastTo, size } = query;
    // The best `size` hits so far (slots), best first; a hit enters only when it beats the worst kept.
    const best: number[] = [];
    const bestScores: number[] = [];
    for (let t = 0; t < count; t += 1) {
      const slot = touched[t];
      const score = scores[slot];
      scores[slot] = 0;
      const id = ids[slot];
      if (
        lastAts[slot] < from ||
        lastAts[slot] > lastTo ||
        firstAts[slot] > to ||
        firstAts[slot] < firstFrom ||
        excluded.has(id)
      )
        continue;
      const full = best.length >= size;
      const last = best.length - 1;
      if (full && !ranksBefore(score, id, bestScores[last], ids[best[last]])) continue;
      let at = full ? last : best.length;
      while (at > 0 && ranksBefore(score, id, bestScores[at - 1], ids[best[at - 1]])) {
        best[at] = best[at - 1];
        bestScores[at] = bestScores[at - 1];
        at -= 1;
      }
      best[at] = slot;
      bestScores[at] = score;
    }
    return best.map((slot) => this.slots[slot]!);
  }

  /**
   * Drops events settled before the newest query time from the index. Queries come in roughly time order;
   * an article published more than a day behind the newest one may then miss an event that settled.
   */
  private retire(queryEnd: number): void {
    this.newest = Math.max(this.newest, queryEnd);
    // queryEnd is the article's time + SETTLE_HOURS; keep a further day for articles that arrive late.
    const horizon = this.newest - 2 * SETTLE_HOURS * HOUR_MS - 24 * HOUR_MS;
    if (horizon - this.sweptAt < SETTLE_HOURS * HOUR_MS) return;
    this.sweptAt = horizon;
    for (const event of this.slots) if (event && event.lastAt < horizon) this.remove(event.id);
  }
}
