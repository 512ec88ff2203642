// The join-or-found decision: similarity features between an article (or an event) and a candidate event
// (words, meaning, names, figures, weekdays, time), scored by a logistic pair model, then a choice model that
// weighs each candidate against the others in the window; both trained on the tuning split of the dev sets
// and a demo-corpus stream (scripts/train-clustering.ts).
import model from './models/decision.json';
import { isDayKey, OFFICE_STEMS, type ArticleFeatures } from './features';
import type { EventState } from './event-state';
import { idf } from './idf';
import { compiledTerms, compiledVector, cosine, type TermVector } from './vector';
import { semanticCosine, semanticVector, type DenseVector } from './embedding';

/** What is compared: an article, or an event when checking whether two events are one happening. */
export interface Profile {
  terms: TermVector;
  title: TermVector;
  entities: readonly string[];
  numbers: readonly string[];
  /** Every name the profile holds (an event: any member's, not only its core), for conflict checks. */
  names: readonly string[];
  /** Every figure and weekday it holds (an event: any member's), for conflict checks. */
  facts: readonly string[];
  /** Time span covered, epoch milliseconds (from = to for an article). */
  from: number;
  to: number;
}

export function articleProfile(article: ArticleFeatures): Profile {
  return { ...article, names: article.entities, facts: article.numbers, from: article.at, to: article.at };
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
      names: Object.keys(event.entities),
      facts: Object.keys(event.numbers),
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
  /** Shared figures (equal up to rounding), capped at 3. */
  numbers: number;
  /**
   * When both sides state figures and share none (two different tallies, two different amounts): log2(1 + the
   * smaller side's count, capped at 3), i.e. 1 for one figure each, 2 for three or more; else 0.
   */
  numberConflict: number;
  /**
   * Kinds of measure (amounts of money, percentages, vote tallies) both sides state without one in common,
   * 0-3. "Brent rose 3.4% to $81.10" and "Brent fell 1.2% to $79.50" are two days' stories however alike
   * their words, and so are a 54-45 and a 47-52 Senate vote; bare counts are left out, since outlets cite
   * different counts and ages of one happening.
   */
  amountConflict: number;
  /** 1 when both sides name a weekday in common (within the window, the same date), else 0. */
  dayShared: number;
  /**
   * When both sides name weekdays and none in common: the days between the nearest two (1-3, on the week's
   * circle), else 0. Adjacent days are often one happening ("Monday night", "on Tuesday"); three apart rarely.
   */
  dayConflict: number;
  /**
   * 1 when both headlines name distinctive actors (names rare in the headline table) and neither side names
   * any of the other's headline actors anywhere: a headline names who the happening is about.
   */
  titleActorConflict: number;
  /** Hours between the two time spans (0 when they overlap). */
  hours: number;
  /**
   * Cosine of the term vectors without either side's names and offices: what happened rather than who ("signs
   * law" against "motorcade crash" share nothing here, however rare the governor's name).
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
  /** Cosine of the dense meaning vectors of the (window-weighted) terms: the same happening in other words. */
  semantic: number;
  /** The same without either side's names: what happened, in any words. */
  semanticContent: number;
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

/** Measures that identify a formulaic story's happening when both sides state them. */
const MEASURE_KINDS = ['$', '%', '-'];

function anyShared(x: ReadonlySet<string>, y: ReadonlySet<string>): boolean {
  for (const day of x) if (y.has(day)) return true;
  return false;
}

interface Figure {
  /** "$" an amount of money, "%" a percentage, "-" a tally, "" a count. */
  kind: string;
  /** The amount, percentage or count; a tally's key ("68-31") as its own identity. */
  value: number | string;
}

interface FactInfo {
  figures: Figure[];
  /** The figures of each measure kind (MEASURE_KINDS order). */
  measures: Figure[][];
  days: Set<string>;
}

const factInfos = new WeakMap<readonly string[], FactInfo>();

/** A profile's `numbers` split into parsed figures and weekdays (once per profile). */
function factInfo(keys: readonly string[]): FactInfo {
  let info = factInfos.get(keys);
  if (!info) {
    const figures: Figure[] = [];
    const days = new Set<string>();
    for (const key of keys) {
      if (isDayKey(key)) days.add(key);
      else if (/\d-\d/.test(key)) figures.push({ kind: '-', value: key });
      else {
        const kind = key.startsWith('$') ? '$' : key.endsWith('%') ? '%' : '';
        figures.push({ kind, value: Number(key.replace(/[$%]/g, '')) });
      }
    }
    const measures = MEASURE_KINDS.map((kind) => figures.filter((x) => x.kind === kind));
    info = { figures, measures, days };
    factInfos.set(keys, info);
  }
  return info;
}

/** Relative difference under which two figures are one told with other rounding ("9.2 million", "9,190,000"); a
 * looser bound would take two days' prices or two companies' results for one. */
const SAME_FIGURE = 0.005;

function sameFigure(x: Figure, y: Figure): boolean {
  if (x.kind !== y.kind) return false;
  if (typeof x.value === 'string' || typeof y.value === 'string') return x.value === y.value;
  return Math.abs(x.value - y.value) <= SAME_FIGURE * Math.max(x.value, y.value);
}

const WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Days between two weekdays on the week's circle, 0-3. */
function weekdayDistance(x: string, y: string): number {
  const d = Math.abs(WEEK.indexOf(x) - WEEK.indexOf(y));
  return Math.min(d, 7 - d);
}

/**
 * Support comes from the facts each side is about (an event's core), conflict only from facts that nothing
 * on the other side matches (any member's): a mixed event still conflicts with a third story's figures, and a
 * large event's stray figure does not make its own next article look foreign.
 */
function compareFacts(a: Profile, b: Profile) {
  const [aCore, bCore, aAll, bAll] = [a.numbers, b.numbers, a.facts, b.facts].map(factInfo);
  let shared = 0;
  for (const x of aCore.figures) if (bCore.figures.some((y) => sameFigure(x, y))) shared += 1;
  let amountConflict = 0;
  aAll.measures.forEach((ours, k) => {
    const theirs = bAll.measures[k];
    if (ours.length > 0 && theirs.length > 0 && !ours.some((x) => theirs.some((y) => sameFigure(x, y))))
      amountConflict += 1;
  });
  let dayGap = 0;
  if (!anyShared(aAll.days, bAll.days)) {
    dayGap = Infinity;
    for (const x of aAll.days) for (const y of bAll.days) dayGap = Math.min(dayGap, weekdayDistance(x, y));
    if (dayGap === Infinity) dayGap = 0;
  }
  const fewer = Math.min(3, aCore.figures.length, bCore.figures.length);
  return {
    numbers: Math.min(3, shared),
    numberConflict: shared === 0 ? Math.log1p(fewer) / Math.LN2 : 0,
    amountConflict,
    dayShared: anyShared(aCore.days, bCore.days) ? 1 : 0,
    dayConflict: dayGap,
  };
}

/** Names at least this rare (idf; seen in under about 8 of the 37k table headlines) are distinctive. */
const DISTINCTIVE_IDF = 8;

const titleActorsOf = new WeakMap<Profile, string[]>();

/** The profile's distinctive names that its headline(s) carry. */
function titleActors(p: Profile): string[] {
  let actors = titleActorsOf.get(p);
  if (!actors) {
    const headline = compiledTerms(p.title);
    actors = p.names.filter((name) => headline.has(name) && idf(name) >= DISTINCTIVE_IDF);
    titleActorsOf.set(p, actors);
  }
  return actors;
}

function titleActorConflict(a: Profile, b: Profile): number {
  const [ours, theirs] = [titleActors(a), titleActors(b)];
  if (ours.length === 0 || theirs.length === 0) return 0;
  const [aNames, bNames] = [keyInfo(a.names).set, keyInfo(b.names).set];
  return ours.some((n) => bNames.has(n)) || theirs.some((n) => aNames.has(n)) ? 0 : 1;
}

const meanings = new WeakMap<Profile, { all: DenseVector; content: DenseVector }>();

/** A profile's meaning vectors, with and without its names and offices (once per profile). */
function meaning(p: Profile): { all: DenseVector; content: DenseVector } {
  let m = meanings.get(p);
  if (!m) {
    const whoStems = [...p.entities, ...Object.keys(p.terms).filter((key) => OFFICE_STEMS.has(key))];
    m = { all: semanticVector(p.terms), content: semanticVector(p.terms, whoStems) };
    meanings.set(p, m);
  }
  return m;
}

// A profile's terms without its names and offices (who, not what happened), per profile (an article's
// profile lives for one decision, an event's as long as the event state).
const contentVectors = new WeakMap<Profile, TermVector>();

function contentVector(p: Profile): TermVector {
  let v = contentVectors.get(p);
  if (!v) {
    const names = keyInfo(p.entities).set;
    const content: [string, number][] = [];
    for (const entry of compiledTerms(p.terms))
      if (!names.has(entry[0]) && !OFFICE_STEMS.has(entry[0])) content.push(entry);
    v = compiledVector(content);
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
  const keys = [...compiledTerms(article.terms).keys()];
  for (const c of candidates) {
    const termMap = compiledTerms(c.terms);
    for (const key of keys) if (termMap.has(key)) terms.set(key, (terms.get(key) ?? 0) + 1);
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
  const out: [string, number][] = [];
  for (const [key, x] of compiledTerms(v))
    out.push([key, x * Math.log((1 + w.events) / Math.max(1, w.terms.get(key) ?? 0))]);
  return compiledVector(out);
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
  const gap = Math.max(0, a.from - b.to, b.from - a.to);
  return {
    cosine: cosine(a.terms, b.terms),
    title: cosine(a.title, b.title),
    entities: unionMass > 0 ? sharedMass / unionMass : 0,
    entityMass: Math.log1p(distinctMass / 10),
    ...compareFacts(a, b),
    titleActorConflict: titleActorConflict(a, b),
    hours: gap / HOUR,
    content: cosine(contentVector(a), contentVector(b)),
    semantic: semanticCosine(meaning(a).all, meaning(b).all),
    semanticContent: semanticCosine(meaning(a).content, meaning(b).content),
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
  const similarities = candidateSimilarities(profile, candidates);
  const ps = choiceProbabilities(
    similarities.map((s) => pairScore(s, m)),
    m,
  ).map((p, j) => (incompatible(similarities[j]) ? 0 : p));
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
