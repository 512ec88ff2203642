// The join-or-found decision over the similarity features of similarity.ts: a logistic pair model, then a choice
// model that weighs each candidate against the others in the window; both trained on the tuning split of the dev
// sets and a demo-corpus stream (scripts/train-clustering.ts). Rules no weight can outvote come first
// (`incompatible`).
import model from './models/decision.json';
import type { ArticleFeatures } from '../documents/article-features';
import type { EventState } from './event-state';
import { articleProfile } from './profile';
import { candidateSimilarities, type Similarity } from './similarity';

/**
 * Below this entityMass (ln(1 + window-discounted shared name mass / 10): no rare name both sides carry,
 * once names most of the window carries are discounted) two stories are not anchored on a common actor.
 */
const UNANCHORED = 0.3;

/**
 * Two texts that share no content word (names and offices aside) and whose meanings are not close say
 * different things: a governor signing a law and the same governor's motorcade crash.
 */
const UNRELATED_WORDS = 0.05;
const UNRELATED_MEANING = 0.05;

/**
 * True when two profiles cannot report one happening, whatever the model says: they share who but not what
 * (no content word in common, meanings apart), or the facts that date and size a happening contradict (two
 * kinds of measure disagree, or a measure and the weekday do). They are never joined or merged. On the
 * tuning halves' teacher-forced decisions this rules out 12 of 758 own-event pairs (opinion pieces on one
 * person, roundups citing other figures) and 1,967 of 7,851 other-event pairs; the learned weights alone let
 * the formulaic stories' shared words outvote their figures and dates, and shared names what happened.
 */
export function incompatible(s: Similarity): boolean {
  const unrelated = s.content < UNRELATED_WORDS && s.semanticContent < UNRELATED_MEANING;
  const contradicted = s.amountConflict >= 2 || (s.amountConflict >= 1 && s.dayConflict >= 1);
  return unrelated || contradicted;
}

/** The model's inputs, in the order of its weights. */
export const FEATURE_NAMES = [
  'cosine',
  'title',
  'cosine*entities',
  'cosine*entityMass',
  'numbers',
  'numberConflict',
  'logHours',
  'content',
  'actorConflict',
  'missingActors',
  'numberConflict*unanchored',
  'semantic',
  'semanticContent',
  'amountConflict',
  'dayShared',
  'dayConflict',
  'titleActorConflict',
  'titleText',
] as const;

/**
 * Entity evidence enters scaled by the text cosine: a shared name supports a join when the texts also
 * agree, but two stories about one person doing different things share the name and little else.
 */
export function featureVector(s: Similarity): number[] {
  return [
    s.cosine,
    s.title,
    s.cosine * s.entities,
    s.cosine * s.entityMass,
    s.numbers,
    s.numberConflict,
    Math.log1p(s.hours),
    s.content,
    s.actorConflict,
    s.missingActors,
    s.entityMass < UNANCHORED ? s.numberConflict : 0,
    s.semantic,
    s.semanticContent,
    s.amountConflict,
    s.dayShared,
    s.dayConflict,
    s.titleActorConflict,
    s.titleText,
  ];
}

/**
 * The choice among an article's candidates, on top of the pair score: a moderately similar event is
 * probably the same happening when nothing else in the window comes close, and needs a clear lead over the
 * runner-up when the window is crowded with same-topic events.
 */
export const CONTEXT_NAMES = ['pair', 'margin', 'crowd'] as const;
/** A candidate this probable (pair model) counts towards the crowd. */
const CROWD_FLOOR = 0.2;

export interface DecisionModel {
  features: readonly string[];
  /** Pair model: the probability that two profiles report one happening (merges, move screens). */
  weights: number[];
  bias: number;
  /** Choice model over CONTEXT_NAMES, used when one article picks among its candidates. */
  context: { features: readonly string[]; weights: number[]; bias: number };
  /** Join the best candidate when its probability reaches this. */
  join: number;
  /** Merge two events when their probability (event compared as a profile) reaches this. */
  merge: number;
}

export const DEFAULT_MODEL: DecisionModel = model;

/** Throws unless the model was trained on the features this code computes. */
export function checkModel(m: DecisionModel): DecisionModel {
  if (
    m.features.join() !== FEATURE_NAMES.join() ||
    m.weights.length !== FEATURE_NAMES.length ||
    m.context.features.join() !== CONTEXT_NAMES.join() ||
    m.context.weights.length !== CONTEXT_NAMES.length
  ) {
    throw new Error(
      'cluster decision model was trained on other features; re-run scripts/train-clustering.ts',
    );
  }
  return m;
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** Log-odds of the pair model that the two profiles report the same happening. */
export function pairScore(s: Similarity, m: DecisionModel = DEFAULT_MODEL): number {
  const x = featureVector(s);
  let z = m.bias;
  for (let i = 0; i < x.length; i += 1) z += m.weights[i] * x[i];
  return z;
}

/** Probability that the two profiles report the same happening, taken alone (0 when `incompatible`). */
export function sameEventProbability(s: Similarity, m: DecisionModel = DEFAULT_MODEL): number {
  return incompatible(s) ? 0 : sigmoid(pairScore(s, m));
}

/**
 * Candidate-relative inputs for each candidate, from all candidates' pair scores: the pair score itself,
 * its probability's lead over the best other candidate (negative when another is better; the lead over
 * nothing when alone), and ln(1 + other candidates above CROWD_FLOOR).
 */
export function contextVectors(scores: readonly number[]): number[][] {
  const ps = scores.map(sigmoid);
  let first = -1;
  let second = -1;
  ps.forEach((p, j) => {
    if (first < 0 || p > ps[first]) [second, first] = [first, j];
    else if (second < 0 || p > ps[second]) second = j;
  });
  const crowd = ps.filter((p) => p >= CROWD_FLOOR).length;
  return scores.map((z, j) => {
    const rival = j === first ? (second >= 0 ? ps[second] : 0) : ps[first];
    return [z, ps[j] - rival, Math.log1p(crowd - (ps[j] >= CROWD_FLOOR ? 1 : 0))];
  });
}

/** The choice model's probability of joining each candidate, from all candidates' pair scores. */
export function choiceProbabilities(scores: readonly number[], m: DecisionModel = DEFAULT_MODEL): number[] {
  return contextVectors(scores).map((x) => {
    let z = m.context.bias;
    for (let i = 0; i < x.length; i += 1) z += m.context.weights[i] * x[i];
    return sigmoid(z);
  });
}

export interface Decision {
  /** The event to join, or null to found a new one. */
  event: EventState | null;
  /** Probability for the best candidate (0 without candidates). */
  probability: number;
  /** The best candidate's similarity features (null without candidates): what the decision rested on. */
  similarity: Similarity | null;
}

/**
 * Join the most probable candidate, by the choice model over all candidates, if it reaches the join
 * threshold; ties go to the lower id.
 */
export function decide(
  article: ArticleFeatures,
  candidates: readonly EventState[],
  m = DEFAULT_MODEL,
): Decision {
  const profile = articleProfile(article);
  const similarities = candidateSimilarities(profile, candidates);
  const ps = choiceProbabilities(
    similarities.map((s) => pairScore(s, m)),
    m,
  ).map((p, j) => (incompatible(similarities[j]) ? 0 : p));
  let best: EventState | null = null;
  let similarity: Similarity | null = null;
  let probability = 0;
  for (let j = 0; j < candidates.length; j += 1) {
    const event = candidates[j];
    const p = ps[j];
    if (p > probability || (p === probability && best !== null && event.id < best.id)) {
      best = event;
      similarity = similarities[j];
      probability = p;
    }
  }
  return { event: best !== null && probability >= m.join ? best : null, probability, similarity };
}
