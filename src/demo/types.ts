// Public types of the demo corpus: the replay record (our JSON Lines replay format, one article per
// line), the generator options and the ground truth that travels with each record.
import type { Category, Topic } from '../spec';
import type { Side, StoryKind } from './template';

/**
 * The kind of story an event is, as a reader would order them by how differently the sides tell it (told alike,
 * other emphasis, opposite framing, contradiction), or `one-sided` when only one side covers it (a coverage gap).
 */
export type EventKind = StoryKind | 'contradiction' | 'one-sided';

/** One article in the replay format. `outlet` is an outlet slug. */
export interface ReplayRecord {
  url: string;
  title: string;
  /** ISO 8601, UTC, whole seconds. */
  published_at: string;
  summary?: string;
  body?: string;
  byline?: string;
  image_url?: string;
  outlet?: string;
}

export interface DemoCorpusOptions {
  /** Number of articles to generate (exactly this many are yielded). */
  articles: number;
  /** PRNG seed; the same options always give the same corpus. Default 1. */
  seed?: number;
  /** End of the time window; nothing is published after it. Default: the current time. */
  now?: Date;
  /** Length of the time window in days, ending at `now`. Default 7. */
  days?: number;
}

/** A record with the facts the generator knows about it, for tests and clustering benchmarks. */
export interface DemoTruthRecord {
  record: ReplayRecord;
  /** Identifies the made-up happening; all articles of one event share it. */
  eventKey: string;
  /** The template the event was built from, e.g. "politics.protest". */
  template: string;
  category: Category;
  market: boolean;
  /** The outlet's side by the SPEC §4 thresholds (left <= 35, right >= 65). */
  side: Side;
  /** The side covering the event if its outlets form a coverage gap (SPEC §4), else null. */
  gap: 'left' | 'right' | null;
  /** A gap is `one-sided`, a disputed event a `contradiction`; any other event is its template's kind. */
  kind: EventKind;
  /** True when outlets of the event report contradicting figures. */
  disputed: boolean;
  /** On a disputed event, the two figures reported (e.g. ["12,000", "3,000"] marchers); else null. */
  figures: readonly [string, string] | null;
  /** Tickers of the listed companies the event names. */
  tickers: readonly string[];
  topics: readonly Topic[];
  /** The event's identifying slots (who, where, the figure), e.g. { city: "Cedarbrook", crowd: "12,000" }. */
  facts: Readonly<Record<string, string>>;
}
