// The join-or-found decision: similarity features between an article (or an event) and a candidate event,
// scored by a logistic pair model, then a choice model that weighs each candidate against the others in the
// window; both trained on the tuning split of the dev sets (scripts/train-clustering.ts).
import model from './models/decision.json';
import type { ArticleFeatures } from './features';
import type { EventState } from './event-state';
import { idf } from './idf';
import { cosine, type TermVector } from './vector';

/** What is compared: an article, or an event when checking whether two events are one happening. */
export interface Profile {
  terms: TermVector;
  title: TermVector;
  entities: readonly string[];
  numbers: readonly string[];
  /** Time span covered, epoch milliseconds (from = to for an article). */
  from: number;
  to: number;
}

export function articleProfile(article: ArticleFeatures): Profile {
  return { ...article, from: article.at, to: article.at };
}

/**
 * An event's entities or figures named by at least CORE_SHARE of its members. A large event accumulates
 * every name any member mentions; matching against all of them would let it absorb anything on the topic.
 */
const CORE_SHARE = 0.3;

function core(counts: Record<string, number>, members: number): string[] {
  const min = Math.max(1, CORE_SHARE * members);
  return Object.keys(counts).filter((key) => counts[key] >= min);
}

const profiles = new WeakMap<EventState, Profile>();

/** An event as a profile (cached: an event is compared with many articles before it changes). */
export function eventProfile(event: EventState): Profile {
  let profile = profiles.get(event);
  if (!profile) {
    profile = {
      terms: event.terms,
      title: event.title,
      entities: core(event.entities, event.members.length),
      numbers: core(event.numbers, event.members.length),
      from: event.firstAt,
      to: event.lastAt,
    };
    profiles.set(event, profile);
  }
  return profile;
}

export interface Similarity {
  /** Cosine of the title+lead term vectors. */
  cosine: number;
  /** Cosine of the title vectors. */
  title: number;
  /** Weighted Jaccard of the entities: shared idf mass over the union's (names only one side has count against). */
  entities: number;
  /** ln(1 + shared entity idf mass / 10): one rare shared name says more than a common one. */
  entityMass: number;
  /** Shared figures, capped at 3. */
  numbers: number;
  /** 1 when both sides state figures and share none (two different tallies, two different amounts). */
  numberConflict: number;
  /** Hours between the two time spans (0 when they overlap). */
  hours: number;
}

const HOUR = 3_600_000;

interface KeyInfo {
  set: Set<string>;
  /** idf of each key, aligned with the array. */
  weights: number[];
  total: number;
}

// Profiles are compared many times each; their key sets and idf weights are computed once.
const keyInfos = new WeakMap<readonly string[], KeyInfo>();

function keyInfo(keys: readonly string[]): KeyInfo {
  let info = keyInfos.get(keys);
  if (!info) {
    const weights = keys.map(idf);
    info = { set: new Set(keys), weights, total: weights.reduce((s, w) => s + w, 0) };
    keyInfos.set(keys, info);
  }
  return info;
}

export function similarity(a: Profile, b: Profile): Similarity {
  const aInfo = keyInfo(a.entities);
  const bInfo = keyInfo(b.entities);
  let sharedMass = 0;
  a.entities.forEach((entity, i) => {
    if (bInfo.set.has(entity)) sharedMass += aInfo.weights[i];
  });
  const unionMass = aInfo.total + bInfo.total - sharedMass;
  const bNumbers = keyInfo(b.numbers).set;
  let sharedNumbers = 0;
  for (const n of a.numbers) if (bNumbers.has(n)) sharedNumbers += 1;
  const gap = Math.max(0, a.from - b.to, b.from - a.to);
  return {
    cosine: cosine(a.terms, b.terms),
    title: cosine(a.title, b.title),
    entities: unionMass > 0 ? sharedMass / unionMass : 0,
    entityMass: Math.log1p(sharedMass / 10),
    numbers: Math.min(3, sharedNumbers),
    numberConflict: a.numbers.length > 0 && b.numbers.length > 0 && sharedNumbers === 0 ? 1 : 0,
    hours: gap / HOUR,
  };
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

/** Probability that the two profiles report the same happening, taken alone. */
export function sameEventProbability(s: Similarity, m: DecisionModel = DEFAULT_MODEL): number {
  return sigmoid(pairScore(s, m));
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
  const ps = choiceProbabilities(
    candidates.map((e) => pairScore(similarity(profile, eventProfile(e)), m)),
    m,
  );
  let best: EventState | null = null;
  let probability = 0;
  for (let j = 0; j < candidates.length; j += 1) {
    const event = candidates[j];
    const p = ps[j];
    if (p > probability || (p === probability && best !== null && event.id < best.id)) {
      best = event;
      probability = p;
    }
  }
  return { event: best !== null && probability >= m.join ? best : null, probability };
}
