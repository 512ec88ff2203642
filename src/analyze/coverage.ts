// Which sides of the spectrum cover an event, by outlets (SPEC §4 Gap rules): left is bias_position <= 35,
// right >= 65, the middle counts for neither; a gap is 3+ outlets on one side and none on the other.
import { GAP } from '../spec';

export interface Coverage {
  left: number;
  center: number;
  right: number;
}

export type GapSide = 'left' | 'right' | 'none';

export function coverage(sources: readonly { bias_position: number }[]): Coverage {
  const counts = { left: 0, center: 0, right: 0 };
  for (const { bias_position } of sources) {
    if (bias_position <= GAP.leftMaxPosition) counts.left += 1;
    else if (bias_position >= GAP.rightMinPosition) counts.right += 1;
    else counts.center += 1;
  }
  return counts;
}

/** The side that covered the story alone, when the spec's rule makes it a gap. */
export function gapSide({ left, right }: Coverage): GapSide {
  if (left >= GAP.minCoveringOutlets && right === 0) return 'left';
  if (right >= GAP.minCoveringOutlets && left === 0) return 'right';
  return 'none';
}
