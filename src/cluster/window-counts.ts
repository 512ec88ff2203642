// The candidate window's own frequencies: how many of the candidate events hold each of an article's terms and
// names, and the article's terms re-weighted by them, so words every candidate shares weigh little.
import type { Compared, KeyInfo } from './compared-profile';
import { compiledFrom, type CompiledVector } from './vector';

/**
 * How often each of an article's terms and names occurs among the candidate events it is compared with: the
 * stream's own document frequency, over the part of the stream that matters for this decision. Words every
 * candidate shares ("quarter", "revenue", "estimates" on an earnings day; "Democrat" on a special-election
 * night) describe the template, not the happening. Stateless, so restarts and replays decide alike.
 */
export interface WindowCounts {
  /** Candidate events in the window. */
  events: number;
  /**
   * Candidate events holding each of the article's terms, aligned with its compiled terms. Only the
   * article's term keys are counted; a title word outside its top terms (rare: titles count double) is
   * weighted as if one candidate held it.
   */
  terms: number[];
  /** Candidate events naming each of the article's entities, at the entity's first position. */
  entities: number[];
}

export function countWindow(
  terms: CompiledVector,
  entities: KeyInfo,
  candidates: readonly Compared[],
): WindowCounts {
  const termCounts = terms.keys.map(() => 0);
  const entityCounts = entities.first.map(() => 0);
  for (const c of candidates) {
    for (let i = 0; i < termCounts.length; i += 1)
      if (c.terms.index.has(terms.index.ids[i])) termCounts[i] += 1;
    for (let i = 0; i < entityCounts.length; i += 1)
      if (c.entities.index.has(entities.index.ids[i])) entityCounts[entities.first[i]] += 1;
  }
  return { events: candidates.length, terms: termCounts, entities: entityCounts };
}

/**
 * The article's terms re-weighted by the window's own idf, ln((1 + events) / n) for n = `counts` at each
 * entry's position: uniform (so the cosine is unchanged) when the window holds one event, and template words
 * fall towards 0 in a crowded window.
 */
export function windowVector(v: CompiledVector, counts: readonly number[], events: number): CompiledVector {
  const weights = v.weights.map((x, i) => x * Math.log((1 + events) / Math.max(1, counts[i])));
  return compiledFrom(v.keys, v.index, weights);
}
