// The join-or-found decision: similarity features between an article (or an event) and a candidate event,
// scored by a logistic pair model, then a choice model that weighs each candidate against the others in the
// window; both trained on the tuning split of the dev sets (scripts/train-clustering.ts).
import model from './models/decision.json';
import type { ArticleFeatures } from './features';
import type { EventState } from './event-state';
import { idf } from './idf';
import { compiledTerms, cosine, type TermVector } from './vector';

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
  /**
   * ln(1 + shared entity idf mass / 10): one rare shared name says more than a common one. Among candidates
   * (windowCounts) each shared name's idf is divided by the candidates naming it.
   */
  entityMass: number;
  /** Shared figures, capped at 3. */
  numbers: number;
  /**
   * When both sides state figures and share none (two different tallies, two different amounts): log2(1 + the
   * smaller side's count, capped at 3), i.e. 1 for one figure each, 2 for three or more; else 0.
   */
  numberConflict: number;
  /** Hours between the two time spans (0 when they overlap). */
  hours: number;
  /**
   * Cosine of the term vectors without either side's names: what happened rather than who ("signs law"
   * against "motorcade crash" share nothing here, however rare the governor's name).
   */
  content: number;
  /**
   * ln(1 + the smaller side's entity idf mass / 10) when both sides name actors and share none, else 0:
   * formulaic stories about different companies ("X tops estimates", "Y tops estimates"). Graded by how
   * much both sides name, so one stray name weighs little.
   */
  actorConflict: number;
  /**
   * ln(1 + idf mass of the article's names this event lacks / 10), each name discounted by 1 + the other
   * candidates naming it: a name no recent event carries is a new actor, one most of them carry is the topic.
   */
  missingActors: number;
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

// A profile's terms without its names, per profile (an article's profile lives for one decision, an
// event's as long as the event state).
const contentVectors = new WeakMap<Profile, TermVector>();

function contentVector(p: Profile): TermVector {
  let v = contentVectors.get(p);
  if (!v) {
    const names = keyInfo(p.entities).set;
    v = {};
    for (const [key, w] of Object.entries(p.terms)) if (!names.has(key)) v[key] = w;
    contentVectors.set(p, v);
  }
  return v;
}

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
   * Stem or entity -> candidate events holding it. Only the article's term and entity keys are counted; a
   * title word outside its top terms (rare: titles count double) is weighted as if one candidate held it.
   */
  terms: Map<string, number>;
  entities: Map<string, number>;
}

export function windowCounts(article: Profile, candidates: readonly Profile[]): WindowCounts {
  const terms = new Map<string, number>();
  const entities = new Map<string, number>();
  for (const c of candidates) {
    const termMap = compiledTerms(c.terms);
    for (const key of Object.keys(article.terms))
      if (termMap.has(key)) terms.set(key, (terms.get(key) ?? 0) + 1);
    const names = keyInfo(c.entities).set;
    for (const key of article.entities) if (names.has(key)) entities.set(key, (entities.get(key) ?? 0) + 1);
  }
  return { events: candidates.length, terms, entities };
}

/**
 * The article's terms re-weighted by the window's own idf, ln((1 + events) / n): uniform (so the cosine is
 * unchanged) when the window holds one event, and template words fall towards 0 in a crowded window.
 */
function windowVector(v: TermVector, w: WindowCounts): TermVector {
  const out: TermVector = {};
  for (const [key, x] of Object.entries(v))
    out[key] = x * Math.log((1 + w.events) / Math.max(1, w.terms.get(key) ?? 0));
  return out;
}

export function similarity(a: Profile, b: Profile, window?: WindowCounts): Similarity {
  const aInfo = keyInfo(a.entities);
  const bInfo = keyInfo(b.entities);
  let sharedMass = 0;
  let distinctMass = 0;
  let missingMass = 0;
  a.entities.forEach((entity, i) => {
    const inWindow = window?.entities.get(entity) ?? 0;
    if (!bInfo.set.has(entity)) {
      missingMass += aInfo.weights[i] / (1 + inWindow);
      return;
    }
    sharedMass += aInfo.weights[i];
    distinctMass += aInfo.weights[i] / Math.max(1, inWindow);
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
    entityMass: Math.log1p(distinctMass / 10),
    numbers: Math.min(3, sharedNumbers),
    numberConflict:
      sharedNumbers === 0 ? Math.log1p(Math.min(3, a.numbers.length, b.numbers.length)) / Math.LN2 : 0,
    hours: gap / HOUR,
    content: cosine(contentVector(a), contentVector(b)),
    missingActors: Math.log1p(missingMass / 10),
    actorConflict:
      sharedMass === 0 && aInfo.total > 0 && bInfo.total > 0
        ? Math.log1p(Math.min(aInfo.total, bInfo.total) / 10)
        : 0,
  };
}

/**
 * Below this entityMass (ln(1 + window-discounted shared name mass / 10): no rare name both sides carry,
 * once names most of the window carries are discounted) two stories are not anchored on a common actor.
 */
const UNANCHORED = 0.3;

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

/** An article's similarity to each of its candidates, with the window's own term and name frequencies. */
export function candidateSimilarities(profile: Profile, candidates: readonly EventState[]): Similarity[] {
  const events = candidates.map(eventProfile);
  const window = windowCounts(profile, events);
  const weighted = {
    ...profile,
    terms: windowVector(profile.terms, window),
    title: windowVector(profile.title, window),
  };
  return events.map((e) => similarity(weighted, e, window));
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
    candidateSimilarities(profile, candidates).map((s) => pairScore(s, m)),
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
