// Partisan word choice of a text (the divergence score's `headline` component, docs/divergence.md): the sum of
// the log-odds weights (right minus left) of its content stems, learned from labelled outlet headlines with outlet
// names, domains and house-style labels taken out (scripts/train-partisan-terms.ts), over the square root of its
// length (a long lead is not more partisan for being long). Positive leans right, negative left; 0 when no learned
// term occurs.
import model from './models/partisan-terms.json';

const WEIGHTS = new Map(model.terms.map((term, i) => [term, model.weights[i]]));

/** Spread of headline leans in the training data: one sigma of lean difference is a clear difference. */
export const LEAN_SIGMA = model.sigma;

/** Within-event AUC on the AllSides roundups' held-out half: nothing was fitted or chosen on those events. */
const HELD_OUT = model.within_event_auc.allsides_holdout;

/**
 * The weight this component gets in the score: how far the terms put the right-leaning outlet's headline and lead
 * above the left-leaning one's within real events they were never tuned on (Gini, 2 x AUC - 1), and 0 when that
 * figure's 95% interval includes chance (0.5): a component that cannot be shown to tell the sides apart must not
 * move the score.
 */
export const LEAN_SKILL = HELD_OUT.ci[0] > 0.5 ? Math.max(0, 2 * HELD_OUT.auc - 1) : 0;

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
