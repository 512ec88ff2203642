// The fitted constants of the divergence score (docs/divergence.md, Fitting), read from models/divergence.json,
// which scripts/fit-divergence.ts writes from the tuning part of the real gold only: which components the score
// has, each text distance's reference null, and two combinations of the components, one for events whose articles
// carry sentence vectors and one for events whose articles do not (stored before the encoder, or a member without
// a vector): their weights, calibration onto 0-100 and the interval's noise.
import { DIVERGENCE_COMPONENTS } from '../spec';
import model from './models/divergence.json';

export { DIVERGENCE_COMPONENTS as COMPONENTS } from '../spec';
export type Component = (typeof DIVERGENCE_COMPONENTS)[number];

export interface ScoreModel {
  /** Non-negative; coverage always 0 (it is the gap signal, shown beside the score). */
  weights: Record<Component, number>;
  /** (weighted component mean, score) knots, increasing. */
  calibration: readonly (readonly [number, number])[];
  /** Half-width of the interval with one outlet a side, in score points. */
  noise: number;
}

function scoreModel(fitted: (typeof model)['with_vectors']): ScoreModel {
  return {
    weights: { ...fitted.weights, coverage: 0 },
    calibration: fitted.calibration as unknown as readonly (readonly [number, number])[],
    noise: fitted.score_noise,
  };
}

export const WITH_VECTORS = scoreModel(model.with_vectors);
export const WITHOUT_VECTORS = scoreModel(model.without_vectors);

/** The distance between two reports of one event that are as alike as reports get, for each text measure. */
export const REFERENCE_DISTANCE: { wording: number; meaning: number } = model.reference_distance;
