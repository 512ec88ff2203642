// An outlet outside the 45 tracked ones that a `parallax analyze` line places on the spectrum itself, by a
// `bias_position` or a `side`: what the article is credited to, so its event can be analysed like any other.
import type { Side } from '../analyze/coverage';
import type { ArticleOutlet } from '../ingest/article';
import { biasAt } from '../outlets/bias-bands';

/**
 * The position a side alone stands for: the middle of the side's range (left 0-35, centre 36-64, right 65-100),
 * rounded away from the centre so that left and right are symmetric about 50. The score and the gap only read
 * the side; the position breaks ties (the title prefers centre outlets, a fact's wording and a wire copy's
 * origin the least partisan outlet), where a side-only outlet then counts as a typical one of its side.
 */
export const SIDE_POSITIONS: Record<Side, number> = { left: 17, center: 50, right: 83 };

/** What a line says of its outlet's place; a line gives one or both (validated where lines are read). */
export interface Placement {
  bias_position?: number;
  side?: Side;
}

/** A slug for a name or host ("Daily Example", "news.example.org"): lowercase words joined by dashes. */
function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The outlet named `name` (the line's `outlet`, else its URL's host) at the line's position, or its side's.
 * Undefined for a name with no letter or digit, which no slug can be made of.
 */
export function placedOutlet(name: string, placement: Placement): ArticleOutlet | undefined {
  const slug = slugOf(name);
  const position = placement.bias_position ?? (placement.side ? SIDE_POSITIONS[placement.side] : undefined);
  if (!slug || position === undefined) return undefined;
  return { slug, name: name.trim(), bias: biasAt(position), bias_position: position };
}
