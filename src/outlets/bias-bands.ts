// The position range (0-100, low = left) of each bias class: the outlet build script places the 45 outlets
// inside their class's band, and `parallax analyze` names the class of an outlet its input places by position.
import { GAP, type Bias } from '../spec';

/**
 * The lean bands end exactly at the gap thresholds (SPEC §4), so whatever the ratings call lean-left counts as
 * left for coverage gaps, and only centre-rated outlets land in 36-64.
 */
export const BIAS_BANDS: Record<Bias, readonly [number, number]> = {
  left: [0, 17],
  'lean-left': [18, GAP.leftMaxPosition],
  center: [GAP.leftMaxPosition + 1, GAP.rightMinPosition - 1],
  'lean-right': [GAP.rightMinPosition, 82],
  right: [83, 100],
};

/** The class whose band holds a whole position from 0 to 100. */
export function biasAt(position: number): Bias {
  const found = (Object.entries(BIAS_BANDS) as [Bias, readonly [number, number]][]).find(
    ([, [lo, hi]]) => position >= lo && position <= hi,
  );
  if (!found) throw new RangeError(`bias position ${position} is not a whole number from 0 to 100`);
  return found[0];
}
