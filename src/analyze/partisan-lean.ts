// Partisan word choice of a text (the divergence score's `headline` component, docs/divergence.md): the sum of
// the log-odds weights (right minus left) of its content stems, learned from labelled outlet headlines by
// scripts/train-partisan-terms.ts, over the square root of its length (a long lead is not more partisan for being
// long). Positive leans right, negative left; 0 when no learned term occurs.
import model from './models/partisan-terms.json';

const WEIGHTS = new Map(model.terms.map((term, i) => [term, model.weights[i]]));

/** Spread of headline leans in the training data: one sigma of lean difference is a clear difference. */
export const LEAN_SIGMA = model.sigma;

/**
 * How far the terms tell a left outlet's headline from a right one's on outlets held out of training (Gini,
 * 2 x AUC - 1, floored at 0): the weight this component gets in the score.
 */
export const LEAN_SKILL = Math.max(0, 2 * model.held_out_auc - 1);

export function partisanLean(stems: readonly string[]): number {
  if (stems.length === 0) return 0;
  let sum = 0;
  for (const stem of stems) sum += WEIGHTS.get(stem) ?? 0;
  return sum / Math.sqrt(stems.length);
}

/** The text's stems that carry the most weight toward `direction` (+1 right, -1 left), strongest first. */
export function partisanTerms(stems: readonly string[], direction: 1 | -1, limit: number): string[] {
  return [...new Set(stems)]
    .filter((s) => (WEIGHTS.get(s) ?? 0) * direction > 0)
    .sort((a, b) => (WEIGHTS.get(b)! - WEIGHTS.get(a)!) * direction)
    .slice(0, limit);
}
