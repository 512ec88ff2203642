// The shape of an event template: how one kind of made-up happening is cast (slots), told from each
// side (headlines, leads, reactions, lexicon) and labelled for ground truth (category, topics).
import type { Category, Topic } from '../spec';
import type { Rng } from './prng';

/** Coverage side of an outlet, by the gap thresholds of SPEC §4 (left <= 35, right >= 65). */
export type Side = 'left' | 'center' | 'right';

/**
 * How the left and the right tell a story of this template, as a reader would judge it: `alike` (they share the
 * facts and the emphasis), `emphasis` (the same facts, each side stressing its own part of them) or `framing`
 * (opposite protagonists, causes and consequences). A template with a `dispute` also makes contradictions.
 */
export type StoryKind = 'alike' | 'emphasis' | 'framing';

/** Text variants per side; one is drawn per article. */
export type SideTexts = Readonly<Record<Side, readonly string[]>>;

/** A slot is fixed for the event, or a list of alternatives drawn per mention (ways to name a company). */
export type SlotValue = string | readonly string[];
export type Slots = Record<string, SlotValue>;

/** What `build` casts for one event. */
export interface EventCast {
  slots: Slots;
  /** Tickers of the real companies the story names (ground truth for ticker tagging). */
  tickers?: string[];
  /** Lexicon entries that depend on the cast (e.g. which party is praised or blamed). */
  words?: Record<string, SideTexts>;
  /**
   * At most one event per corpus carries this key: a central bank meets, and a statistics office
   * reports, once a month ("market.cpi:2025-5"), so the corpus never holds two different May CPIs.
   */
  unique?: string;
}

/**
 * A figure the two sides report differently ("12,000 marchers" vs "3,000"). Outlets on `altSide`
 * report slot `alt` in place of slot `slot`; centre outlets take either.
 */
export interface Dispute {
  slot: string;
  alt: string;
  altSide: 'left' | 'right';
}

/**
 * Text fields use `{slot}` for a cast slot, `{~word}` for a lexicon entry chosen by the outlet's
 * side, and `{a|b|c}` for free alternatives; one draw per mention.
 */
export interface EventTemplate {
  key: string;
  kind: StoryKind;
  category: Category;
  market: boolean;
  topics: readonly Topic[];
  build(r: Rng, at: Date): EventCast;
  /** Slots that identify the event (who, where, the figure): reported in the ground truth. */
  truth: readonly string[];
  dispute?: Dispute;
  words?: Record<string, SideTexts>;
  headlines: SideTexts;
  /** One-sentence leads restating who, what, where and a figure. */
  leads: SideTexts;
  /** Side-neutral sentences with further facts, for summaries and bodies. */
  details: readonly string[];
  /** Side-coloured closing sentences (reaction, criticism, praise). */
  reactions: SideTexts;
}

/** Lexicon shorthand: `w('slashes|guts', 'cuts', 'trims')`. */
export function w(left: string, center: string, right: string): SideTexts {
  return { left: left.split('|'), center: center.split('|'), right: right.split('|') };
}

/** Side texts shorthand: `sides([...left], [...center], [...right])`. */
export function sides(
  left: readonly string[],
  center: readonly string[],
  right: readonly string[],
): SideTexts {
  return { left, center, right };
}
