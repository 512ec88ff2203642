// The divergence history stored on an event document (docs/divergence.md, History), as far as the analysis that
// extends it (src/analyze/divergence-history.ts), the clustering caches that keep it and its readers need.

export interface HistoryPoint {
  t: string;
  score: number;
  method_version: number;
}

/** What the event document held before this analysis (its `divergence` object), as far as the history needs. */
export interface PreviousDivergence {
  history?: readonly HistoryPoint[];
}
