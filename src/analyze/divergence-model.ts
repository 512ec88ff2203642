// The fitted constants of the divergence score (docs/divergence.md, Fitting), read from models/divergence.json,
// which scripts/fit-divergence.ts writes from the tuning part of the real gold only: which components the score
// has, their weights, each text distance's reference null, the calibration onto 0-100 and the interval's noise.
import model from './models/divergence.json';

export const COMPONENTS = [
  'wording',
  'meaning',
  'framing',
  'sentiment',
  'headline',
  'facts',
  'omission',
  'coverage',
] as const;
export type Component = (typeof COMPONENTS)[number];

/**
 * Fitted, non-negative. Coverage imbalance always weighs nothing: it is the gap and near-gap signal, shown beside
 * the score.
 */
export const WEIGHTS: Record<Component, number> = { ...model.weights, coverage: 0 };

/** The distance between two reports of one event that are as alike as reports get, for each text measure. */
export const REFERENCE_DISTANCE: { wording: number; meaning: number } = model.reference_distance;

/** (weighted component mean, score) knots of the calibration, increasing. */
export const DIVERGENCE_CALIBRATION = model.calibration as unknown as readonly (readonly [number, number])[];

/** Half-width of the interval with one outlet a side, in score points. */
export const SCORE_NOISE: number = model.score_noise;
