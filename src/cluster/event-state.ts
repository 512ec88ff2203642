// An event's serialisable clustering state and how it changes when articles join, leave or events merge.
// Everything is truncated to a fixed size, members included (a sample, see MEMBER_SAMPLE), so comparing against
// an event, changing it and storing it cost the same whether it holds three articles or three thousand. Functions
// return new states and never mutate their inputs.
import type { ArticleFeatures } from '../documents/article-features';
import { addScaled, cosine, type TermVector } from './vector';
import { HOUR_MS } from '../time-units';

export interface EventMember {
  id: number;
  outlet: string;
  /** Publication time, epoch milliseconds. */
  at: number;
  /**
   * How central the article was when it joined: the cosine of its terms with the event's (1 for the founder).
   * Absent in states stored before members were sampled (read as 0).
   */
  c?: number;
}

export interface EventState {
  /** Stable id: the id of the founding article; merges keep the older event's id. */
  id: number;
  /** Sum of the members' unit term vectors, heaviest EVENT_TERMS kept. */
  terms: TermVector;
  /** Sum of the members' title vectors, heaviest EVENT_TITLE_TERMS kept. */
  title: TermVector;
  /** Entity stem -> members naming it, most named EVENT_ENTITIES kept. */
  entities: Record<string, number>;
  /** Figure -> members stating it, most stated EVENT_NUMBERS kept. */
  numbers: Record<string, number>;
  /** Earliest and latest member publication times, epoch milliseconds. */
  firstAt: number;
  lastAt: number;
  /**
   * A bounded sample of the members in (at, id) order: all of them up to MEMBER_SAMPLE; beyond, each outlet's
   * first article, the latest and the most central ones (see sampleMembers). The articles themselves record their
   * event (their `event_id`), so no list of every member is kept here.
   */
  members: EventMember[];
  /**
   * How many articles the event holds. Absent in states stored before members were sampled, whose `members` held
   * every member (see memberCount).
   */
  count?: number;
}

/** Members kept in an event's state: every member of an event this small or smaller. */
export const MEMBER_SAMPLE = 96;
/** Beyond MEMBER_SAMPLE, the latest members kept (what the story says now) ... */
const SAMPLE_LATEST = 32;
/** ... and the most central (what the outlets share); each outlet's first article is kept too (source rows). */
const SAMPLE_CENTRAL = 16;

/** How many articles the event holds. */
export function memberCount(event: EventState): number {
  return event.count ?? event.members.length;
}

const EVENT_TERMS = 100;
const EVENT_TITLE_TERMS = 40;
const EVENT_ENTITIES = 60;
const EVENT_NUMBERS = 30;

/** Lifecycle by age, for display and for retiring events from candidate retrieval. */
export type Lifecycle = 'developing' | 'active' | 'settled';
/** An event is developing while its coverage is young, i.e. its first article is less than this old. */
export const DEVELOPING_HOURS = 6;
/** Without a new article for this long an event is settled: it is no longer offered as a candidate. */
export const SETTLE_HOURS = 96;
/**
 * An event takes no article published more than this long after its first one. A happening's coverage is days
 * long; an event still growing after a week is a chain of look-alike stories (a daily market report, a weekly
 * tally) absorbing each next one, and every such event would grow without end in a long-running service.
 */
export const MAX_SPAN_HOURS = 168;

/**
 * The lifecycle at `now`. It depends on the clock, so it is never stored: a stored value would be only what it was
 * at the event's last save. A reader derives it from the stored instants (see documentLifecycle).
 */
export function lifecycle(event: Pick<EventState, 'firstAt' | 'lastAt'>, now: number): Lifecycle {
  if (now - event.lastAt >= SETTLE_HOURS * HOUR_MS) return 'settled';
  return now - event.firstAt < DEVELOPING_HOURS * HOUR_MS ? 'developing' : 'active';
}

/** The lifecycle of a stored event document at `now`, from its first and latest article's times. */
export function documentLifecycle(
  doc: { first_seen_at: string; last_article_at: string },
  now: number,
): Lifecycle {
  return lifecycle({ firstAt: Date.parse(doc.first_seen_at), lastAt: Date.parse(doc.last_article_at) }, now);
}

function countKeys(keys: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of keys) out[key] = 1;
  return out;
}

const byTimeThenId = (a: EventMember, b: EventMember): number => a.at - b.at || a.id - b.id;

function member(article: ArticleFeatures, centrality: number): EventMember {
  return { id: article.id, outlet: article.outlet, at: article.at, c: centrality };
}

/**
 * The members kept of these (in (at, id) order): all of them up to MEMBER_SAMPLE; beyond, each outlet's first
 * article (its source row), the SAMPLE_LATEST latest and the SAMPLE_CENTRAL most central at joining (45 + 32 + 16
 * fit), then the most central of the rest up to MEMBER_SAMPLE. Work per change is bounded by the sample's size.
 */
export function sampleMembers(members: readonly EventMember[]): EventMember[] {
  if (members.length <= MEMBER_SAMPLE) return [...members];
  const keep = new Set<EventMember>();
  const outlets = new Set<string>();
  for (const m of members) {
    if (outlets.has(m.outlet)) continue;
    outlets.add(m.outlet);
    keep.add(m);
  }
  for (const m of members.slice(-SAMPLE_LATEST)) keep.add(m);
  const byCentrality = [...members].sort((a, b) => (b.c ?? 0) - (a.c ?? 0) || a.id - b.id);
  for (const m of byCentrality.slice(0, SAMPLE_CENTRAL)) keep.add(m);
  for (const m of byCentrality) {
    if (keep.size >= MEMBER_SAMPLE) break;
    keep.add(m);
  }
  return members.filter((m) => keep.has(m));
}

/** A new event holding one article; its id is the article's id. */
export function foundEvent(article: ArticleFeatures): EventState {
  return {
    id: article.id,
    terms: { ...article.terms },
    title: { ...article.title },
    entities: countKeys(article.entities),
    numbers: countKeys(article.numbers),
    firstAt: article.at,
    lastAt: article.at,
    members: [member(article, 1)],
    count: 1,
  };
}

/**
 * The k largest counts (ties by key), or all of them in their own order when there are no more than k. Counts
 * are not term vectors: they are read once, so they skip the vector module's compiled cache.
 */
function topCounts(counts: Map<string, number>, k: number): Record<string, number> {
  if (counts.size <= k) return Object.fromEntries(counts);
  const list = [...counts].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
  return Object.fromEntries(list.slice(0, k));
}

function addCounts(a: Record<string, number>, keys: readonly string[], delta: number, k: number) {
  const counts = new Map(Object.entries(a));
  for (const key of keys) {
    const n = (counts.get(key) ?? 0) + delta;
    if (n > 0) counts.set(key, n);
    else counts.delete(key);
  }
  return topCounts(counts, k);
}

/**
 * The state with these members (sorted, then sampled) and count. The earliest and latest members are always in
 * the sample (the first article of its outlet, the latest of all), so the time span stays exact.
 */
function withMembers(event: EventState, sorted: EventMember[], count: number): EventState {
  const members = sampleMembers(sorted);
  return { ...event, members, count, firstAt: members[0].at, lastAt: members[members.length - 1].at };
}

/** The members with one more, in (at, id) order: an insertion into an already sorted sample, not a sort. */
function inserted(members: readonly EventMember[], m: EventMember): EventMember[] {
  let i = members.length;
  while (i > 0 && byTimeThenId(members[i - 1], m) > 0) i -= 1;
  return [...members.slice(0, i), m, ...members.slice(i)];
}

export function joinEvent(event: EventState, article: ArticleFeatures): EventState {
  return withMembers(
    {
      ...event,
      terms: addScaled(event.terms, article.terms, 1, EVENT_TERMS),
      title: addScaled(event.title, article.title, 1, EVENT_TITLE_TERMS),
      entities: addCounts(event.entities, article.entities, 1, EVENT_ENTITIES),
      numbers: addCounts(event.numbers, article.numbers, 1, EVENT_NUMBERS),
    },
    inserted(event.members, member(article, cosine(article.terms, event.terms))),
    memberCount(event) + 1,
  );
}

/**
 * The event without `article` (a member that moves elsewhere); an event keeps at least one member. Only members
 * in the sample can leave: moves re-check events small enough to hold all their members (clusterer.ts).
 */
export function leaveEvent(event: EventState, article: ArticleFeatures): EventState {
  const members = event.members.filter((m) => m.id !== article.id);
  if (members.length === event.members.length || memberCount(event) <= 1) return event;
  return withMembers(
    {
      ...event,
      terms: addScaled(event.terms, article.terms, -1, EVENT_TERMS),
      title: addScaled(event.title, article.title, -1, EVENT_TITLE_TERMS),
      entities: addCounts(event.entities, article.entities, -1, EVENT_ENTITIES),
      numbers: addCounts(event.numbers, article.numbers, -1, EVENT_NUMBERS),
    },
    members,
    memberCount(event) - 1,
  );
}

/** Of two events that turned out to be one happening, the older (then lower id) keeps its id. */
export function survivorFirst(a: EventState, b: EventState): [EventState, EventState] {
  return a.firstAt < b.firstAt || (a.firstAt === b.firstAt && a.id < b.id) ? [a, b] : [b, a];
}

function sumCounts(a: Record<string, number>, b: Record<string, number>, k: number): Record<string, number> {
  const counts = new Map(Object.entries(a));
  for (const [key, n] of Object.entries(b)) counts.set(key, (counts.get(key) ?? 0) + n);
  return topCounts(counts, k);
}

/** One event holding both; the id is the survivor's (see survivorFirst). */
export function mergeEvents(a: EventState, b: EventState): EventState {
  const [survivor, absorbed] = survivorFirst(a, b);
  return withMembers(
    {
      id: survivor.id,
      terms: addScaled(survivor.terms, absorbed.terms, 1, EVENT_TERMS),
      title: addScaled(survivor.title, absorbed.title, 1, EVENT_TITLE_TERMS),
      entities: sumCounts(survivor.entities, absorbed.entities, EVENT_ENTITIES),
      numbers: sumCounts(survivor.numbers, absorbed.numbers, EVENT_NUMBERS),
      firstAt: survivor.firstAt,
      lastAt: survivor.lastAt,
      members: [],
    },
    [...survivor.members, ...absorbed.members].sort(byTimeThenId),
    memberCount(survivor) + memberCount(absorbed),
  );
}
