// How aggregates are shown: averages to a fixed number of decimals, and null (not 0) when nothing was counted,
// because a divergence or sentiment of 0 is itself a meaningful value.
export function roundAverage(value: number | null | undefined, decimals = 1): number | null {
  if (value === null || value === undefined) return null;
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
