// Clustering quality against gold events: BCubed and pairwise precision/recall/F1, and the two failure
// rates that matter downstream: gold events split over several predicted events (false one-sidedness)
// and predicted events mixing several gold events.

export interface ClusteringScores {
  bcubedPrecision: number;
  bcubedRecall: number;
  bcubedF1: number;
  pairwiseF1: number;
  /** Share of gold events spread over more than one predicted event. */
  splitRate: number;
  /** Share of predicted events holding articles of more than one gold event. */
  mergeRate: number;
  goldEvents: number;
  predictedEvents: number;
}

const f1 = (p: number, r: number): number => (p + r === 0 ? 0 : (2 * p * r) / (p + r));
const pairs = (n: number): number => (n * (n - 1)) / 2;

function groups<K>(labels: ReadonlyMap<number, K>): Map<K, number[]> {
  const out = new Map<K, number[]>();
  for (const [item, label] of labels) {
    const list = out.get(label);
    if (list) list.push(item);
    else out.set(label, [item]);
  }
  return out;
}

/** Scores over the items of `gold` (item id -> gold event); every one must have a predicted label. */
export function scoreClustering<G, P>(
  gold: ReadonlyMap<number, G>,
  predicted: ReadonlyMap<number, P>,
): ClusteringScores {
  const goldGroups = groups(gold);
  const predictedLabels = new Map<number, P>();
  for (const item of gold.keys()) {
    const p = predicted.get(item);
    if (p === undefined) throw new Error(`item ${item} has no predicted event`);
    predictedLabels.set(item, p);
  }
  const predictedGroups = groups(predictedLabels);
  // Overlap counts between predicted and gold events.
  const overlap = new Map<P, Map<G, number>>();
  for (const [item, g] of gold) {
    const p = predictedLabels.get(item) as P;
    let row = overlap.get(p);
    if (!row) overlap.set(p, (row = new Map()));
    row.set(g, (row.get(g) ?? 0) + 1);
  }
  let precision = 0;
  let recall = 0;
  let truePairs = 0;
  for (const [p, row] of overlap) {
    const size = predictedGroups.get(p)?.length ?? 0;
    for (const [g, n] of row) {
      precision += (n * n) / size;
      recall += (n * n) / (goldGroups.get(g)?.length ?? 1);
      truePairs += pairs(n);
    }
  }
  const items = gold.size;
  let predictedPairs = 0;
  for (const list of predictedGroups.values()) predictedPairs += pairs(list.length);
  let goldPairs = 0;
  for (const list of goldGroups.values()) goldPairs += pairs(list.length);
  const goldSpread = new Map<G, Set<P>>();
  for (const [item, g] of gold) {
    let set = goldSpread.get(g);
    if (!set) goldSpread.set(g, (set = new Set()));
    set.add(predictedLabels.get(item) as P);
  }
  const bp = precision / items;
  const br = recall / items;
  return {
    bcubedPrecision: bp,
    bcubedRecall: br,
    bcubedF1: f1(bp, br),
    pairwiseF1: f1(predictedPairs ? truePairs / predictedPairs : 1, goldPairs ? truePairs / goldPairs : 1),
    splitRate: [...goldSpread.values()].filter((s) => s.size > 1).length / goldGroups.size,
    mergeRate: [...overlap.values()].filter((row) => row.size > 1).length / predictedGroups.size,
    goldEvents: goldGroups.size,
    predictedEvents: predictedGroups.size,
  };
}
