// Which sides of the spectrum cover an event (SPEC §4 Gap rules): left is bias_position <= 35, right >= 65,
// the middle counts for neither; a gap is 3+ outlets on one side and none on the other. Stored on the event
// so that `/divergence/gaps` is one Elasticsearch query: the outlet counts, the SPEC §2 `gap` object, the
// articles per side, each side's first coverage (the lag between the sides) and a near-gap flag
// (docs/event-document.md). The split check that may withdraw a gap searches the store, so it lives in
// src/ingest/cluster-stage/other-side.ts; its verdict's shape and the provisional age are here, beside the
// gap they qualify.
import { GAP, GAP_PROVISIONAL_HOURS } from '../spec';

export type Side = 'left' | 'center' | 'right';

export interface SideCounts {
  left: number;
  center: number;
  right: number;
}

export type GapSide = 'left' | 'right' | 'none';

export interface Coverage extends SideCounts {
  /** Member articles per side (an outlet with three articles counts three here, once above). */
  articles: SideCounts;
  /**
   * Each side's first article (ISO 8601), null for a side without coverage (null, not absent: a partial update
   * of the stored event must clear a side that no longer covers it).
   */
  first_at: Record<Side, string | null>;
  /**
   * The side that nearly has a gap: 3+ outlets against exactly one on the other side. One article should not hide
   * a story users want to see (docs/decisions.md, Event analysis).
   */
  near_gap: GapSide;
}

/** SPEC §2 Gap entry: present on the event only when it is a gap. */
export interface Gap {
  covered_by: 'left' | 'right';
  ignored_by: 'left' | 'right';
  covered_count: number;
  ignored_count: number;
}

/**
 * Why the rule's gap is not listed: the ignoring side's articles on the same happening, found by the split check
 * in other events (a clustering split) within the check's window.
 */
export interface GapCheck {
  covered_by: 'left' | 'right';
  other_side_found: { article_id: number; event_id: number | null }[];
}

export function sideOf(biasPosition: number): Side {
  if (biasPosition <= GAP.leftMaxPosition) return 'left';
  if (biasPosition >= GAP.rightMinPosition) return 'right';
  return 'center';
}

/** Covering outlets per side, from one source row per outlet. */
export function outletCounts(sources: readonly { bias_position: number }[]): SideCounts {
  const counts = { left: 0, center: 0, right: 0 };
  for (const { bias_position } of sources) counts[sideOf(bias_position)] += 1;
  return counts;
}

export function coverage(
  sources: readonly { bias_position: number }[],
  articles: readonly { bias_position: number; published_at: string }[],
): Coverage {
  const perArticle = { left: 0, center: 0, right: 0 };
  const firstMs: Record<Side, number | null> = { left: null, center: null, right: null };
  for (const { bias_position, published_at } of articles) {
    const side = sideOf(bias_position);
    perArticle[side] += 1;
    const at = Date.parse(published_at);
    const first = firstMs[side];
    if (first === null || at < first) firstMs[side] = at;
  }
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  const firstAt = { left: iso(firstMs.left), center: iso(firstMs.center), right: iso(firstMs.right) };
  const counts = outletCounts(sources);
  return { ...counts, articles: perArticle, first_at: firstAt, near_gap: nearGapSide(counts) };
}

/** The side that covered the story alone, when the spec's rule makes it a gap. */
export function gapSide({ left, right }: SideCounts): GapSide {
  if (left >= GAP.minCoveringOutlets && right === 0) return 'left';
  if (right >= GAP.minCoveringOutlets && left === 0) return 'right';
  return 'none';
}

/** The covering side when one side has 3+ outlets and the other exactly one. */
export function nearGapSide({ left, right }: SideCounts): GapSide {
  if (left >= GAP.minCoveringOutlets && right === 1) return 'left';
  if (right >= GAP.minCoveringOutlets && left === 1) return 'right';
  return 'none';
}

/** The SPEC §2 gap fields, or undefined when the event is no gap (then the field is left out of the document). */
export function gapOf(counts: SideCounts): Gap | undefined {
  const side = gapSide(counts);
  if (side === 'none') return undefined;
  const other = side === 'left' ? 'right' : 'left';
  return { covered_by: side, ignored_by: other, covered_count: counts[side], ignored_count: counts[other] };
}

/** Whether a gap is still provisional at `now` (docs/decisions.md): derived when read, never stored. */
export function provisionalGap(firstSeenAt: string, now: number): boolean {
  return now - Date.parse(firstSeenAt) < GAP_PROVISIONAL_HOURS * 3_600_000;
}
