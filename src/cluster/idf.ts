// Inverse document frequency from a committed table of general-news headline counts. An event stream has no
// corpus of its own when it starts, so term rarity comes from this table; stems it lacks count as rare.
import table from './models/df.json';

interface DfTable {
  /** Headlines counted. */
  docs: number;
  /** Document frequency given to stems the table lacks (the smallest count it keeps). */
  fallbackDf: number;
  /** Stems, space-separated, aligned with `counts` (a string keeps the file small and diff-friendly). */
  stems: string;
  counts: number[];
}

const df: DfTable = table;
const smoothed = (n: number): number => Math.log((df.docs + 1) / (n + 1)) + 1;
const known = new Map<string, number>();
df.stems.split(' ').forEach((stem, i) => known.set(stem, smoothed(df.counts[i])));
const unseen = smoothed(df.fallbackDf);

/** Smoothed idf, >= 1: ln((N + 1) / (df + 1)) + 1. */
export function idf(stem: string): number {
  return known.get(stem) ?? unseen;
}
