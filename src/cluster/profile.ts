// What the clusterer compares: an article's or an event's terms, names, figures and time span. An event's profile
// holds the names and figures most of its members share (its core) for support, and every one any member holds
// for conflict checks.
import { memberCount, type EventState } from './event-state';
import type { ArticleFeatures } from '../documents/article-features';
import type { TermVector } from './vector';

/** What is compared: an article, or an event when checking whether two events are one happening. */
export interface Profile {
  terms: TermVector;
  title: TermVector;
  entities: readonly string[];
  numbers: readonly string[];
  /** Every name the profile holds (an event: any member's, not only its core), for conflict checks. */
  names: readonly string[];
  /** Every figure and weekday it holds (an event: any member's), for conflict checks. */
  facts: readonly string[];
  /** Time span covered, epoch milliseconds (from = to for an article). */
  from: number;
  to: number;
}

export function articleProfile(article: ArticleFeatures): Profile {
  return { ...article, names: article.entities, facts: article.numbers, from: article.at, to: article.at };
}

/**
 * An event's entities or figures named by at least CORE_SHARE of its members. A large event accumulates
 * every name any member mentions; matching against all of them would let it absorb anything on the topic.
 */
const CORE_SHARE = 0.3;

function core(counts: Record<string, number>, members: number): string[] {
  const min = Math.max(1, CORE_SHARE * members);
  return Object.keys(counts).filter((key) => counts[key] >= min);
}

const profiles = new WeakMap<EventState, Profile>();

/** An event as a profile (cached: an event is compared with many articles before it changes). */
export function eventProfile(event: EventState): Profile {
  let profile = profiles.get(event);
  if (!profile) {
    profile = {
      terms: event.terms,
      title: event.title,
      entities: core(event.entities, memberCount(event)),
      numbers: core(event.numbers, memberCount(event)),
      names: Object.keys(event.entities),
      facts: Object.keys(event.numbers),
      from: event.firstAt,
      to: event.lastAt,
    };
    profiles.set(event, profile);
  }
  return profile;
}
