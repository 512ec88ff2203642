// Similarity features between an article (or an event) and a candidate event: words, meaning, names, figures,
// weekdays and time, each defined on Similarity. An article is compared with the window's own term and name
// frequencies (the candidates it is weighed against). The decision model that reads these features is decide.ts.
import { isDayKey, OFFICE_STEMS } from './features';
import { type ArticleFeatures } from '../documents/article-features';
import { memberCount, type EventState } from './event-state';
import { idf } from './idf';
import {
  compiled,
  compiledCosine,
  compiledFrom,
  keyIndex,
  KeyIndex,
  type CompiledVector,
  type TermVector,
} from './vector';
import { meaningVectors, semanticCosine, type DenseVector } from './embedding';
import { HOUR_MS } from '../time-units';

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
      entities: core(event.entities, memberCount(event)),
      numbers: core(event.numbers, memberCount(event)),
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
  /**
   * Each side's headline against the other's title+lead terms (cosines, mean of the two): one outlet's
   * headline words often stand in another's lead rather than its headline.
   */
  titleText: number;
  /** Weighted Jaccard of the entities: shared idf mass over the union's (names only one side has count against). */
  entities: number;
  /**
   * ln(1 + shared entity idf mass / 10): one rare shared name says more than a common one. Among candidates
   * (the window counts) each shared name's idf is divided by the candidates naming it.
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
   * When both headlines name distinctive actors (names rare in the headline table): the share (by idf) of
   * each side's headline actors that the other names nowhere, the smaller of the two, 0-1; 1 when neither
   * names any of the other's. A headline names who the happening is about: "Tanker Iron Gull hit in the
   * Strait of Lulen" and "Attack on Iron Gull in the Strait of Temostzar" share the ship but not the strait.
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

interface KeyInfo {
  index: KeyIndex;
  /** idf of each key, aligned with the array. */
  weights: number[];
  total: number;
  /** Each position's first position with the same key (a repeated key is counted where it first occurs). */
  first: number[];
}

function keyInfo(keys: readonly string[]): KeyInfo {
  const index = keyIndex(keys);
  const weights = keys.map((key) => idf(key));
  let total = 0;
  for (const w of weights) total += w;
  const first = index.ids.map((id) => index.indexOf(id));
  return { index, weights, total, first };
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

/** A profile's `numbers` split into parsed figures and weekdays. */
function factInfo(keys: readonly string[]): FactInfo {
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
  return { figures, measures, days };
}

/** Relative difference under which two figures are one told with other rounding ("9.2 million", "9,190,000"); a
 * looser bound would take two days' prices or two companies' results for one. */
const SAME_FIGURE = 0.005;

function sameFigure(x: Figure, y: Figure): boolean {
  if (x.kind !== y.kind) return false;
  if (typeof x.value === 'string' || typeof y.value === 'string') return x.value === y.value;
  return Math.abs(x.value - y.value) <= SAME_FIGURE * Math.max(x.value, y.value);
}

function anySameFigure(xs: readonly Figure[], ys: readonly Figure[]): boolean {
  for (const x of xs) for (const y of ys) if (sameFigure(x, y)) return true;
  return false;
}

const WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Days between two weekdays on the week's circle, 0-3. */
function weekdayDistance(x: string, y: string): number {
  const d = Math.abs(WEEK.indexOf(x) - WEEK.indexOf(y));
  return Math.min(d, 7 - d);
}

/** Names at least this rare (idf; seen in under about 8 of the 37k table headlines) are distinctive. */
const DISTINCTIVE_IDF = 8;

/** What a profile is compared by apart from its term weights: names, facts, time. */
interface ProfileKeys {
  entities: KeyInfo;
  /** Every name (an event: any member's), for conflict checks. */
  names: KeyIndex;
  /** The facts the profile is about (`numbers`) and every fact it holds (`facts`). */
  coreFacts: FactInfo;
  allFacts: FactInfo;
  from: number;
  to: number;
}

/**
 * Everything `similarity` reads from a profile, compiled once: a profile is compared with many others (an
 * event with every article whose candidates it is among, until it changes), and reading names, figures and
 * terms from the plain JSON forms on each comparison cost most of the decision's time.
 */
interface Compared extends ProfileKeys {
  terms: CompiledVector;
  title: CompiledVector;
  /** The terms without the profile's names and offices (who, not what happened). */
  content: CompiledVector;
  /** Ids of the profile's distinctive names that its headline(s) carry, and their idf. */
  titleActors: number[];
  titleActorWeights: number[];
  /** Meaning vectors of the terms, with and without the names and offices. */
  meaning: { all: DenseVector; content: DenseVector };
}

function profileKeys(p: Profile): ProfileKeys {
  const entities = keyInfo(p.entities);
  const coreFacts = factInfo(p.numbers);
  return {
    entities,
    names: p.names === p.entities ? entities.index : keyIndex(p.names),
    coreFacts,
    allFacts: p.facts === p.numbers ? coreFacts : factInfo(p.facts),
    from: p.from,
    to: p.to,
  };
}

/** The profile compiled with the given term and title weights (its own, or re-weighted by the window). */
function compare(p: Profile, keys: ProfileKeys, terms: CompiledVector, title: CompiledVector): Compared {
  const contentKeys: string[] = [];
  const contentIds: number[] = [];
  const contentWeights: number[] = [];
  const offices: number[] = [];
  terms.keys.forEach((key, i) => {
    const id = terms.index.ids[i];
    const office = OFFICE_STEMS.has(key);
    if (office) offices.push(id);
    if (office || keys.entities.index.has(id)) return;
    contentKeys.push(key);
    contentIds.push(id);
    contentWeights.push(terms.weights[i]);
  });
  const content = compiledFrom(contentKeys, new KeyIndex(contentIds), contentWeights);
  const titleActors: number[] = [];
  const titleActorWeights: number[] = [];
  keys.names.ids.forEach((id, i) => {
    const weight = idf(p.names[i]);
    if (!title.index.has(id) || weight < DISTINCTIVE_IDF) return;
    titleActors.push(id);
    titleActorWeights.push(weight);
  });
  // Names first, then offices in term order: the order the meaning's rows are subtracted in.
  const who = [...keys.entities.index.ids, ...offices];
  return {
    ...keys,
    terms,
    title,
    content,
    titleActors,
    titleActorWeights,
    meaning: meaningVectors(terms, who),
  };
}

const compiledProfiles = new WeakMap<Profile, Compared>();

/** The profile compiled with its own weights (cached: an event's profile lives as long as its state). */
function compareProfile(p: Profile): Compared {
  let c = compiledProfiles.get(p);
  if (!c) {
    c = compare(p, profileKeys(p), compiled(p.terms), compiled(p.title));
    compiledProfiles.set(p, c);
  }
  return c;
}

/**
 * Support comes from the facts each side is about (an event's core), conflict only from facts that nothing
 * on the other side matches (any member's): a mixed event still conflicts with a third story's figures, and a
 * large event's stray figure does not make its own next article look foreign.
 */
function compareFacts(a: Compared, b: Compared) {
  let shared = 0;
  for (const x of a.coreFacts.figures)
    for (const y of b.coreFacts.figures)
      if (sameFigure(x, y)) {
        shared += 1;
        break;
      }
  let amountConflict = 0;
  for (let k = 0; k < MEASURE_KINDS.length; k += 1) {
    const [ours, theirs] = [a.allFacts.measures[k], b.allFacts.measures[k]];
    if (ours.length > 0 && theirs.length > 0 && !anySameFigure(ours, theirs)) amountConflict += 1;
  }
  let dayGap = 0;
  if (!anyShared(a.allFacts.days, b.allFacts.days)) {
    dayGap = Infinity;
    for (const x of a.allFacts.days)
      for (const y of b.allFacts.days) dayGap = Math.min(dayGap, weekdayDistance(x, y));
    if (dayGap === Infinity) dayGap = 0;
  }
  const fewer = Math.min(3, a.coreFacts.figures.length, b.coreFacts.figures.length);
  return {
    numbers: Math.min(3, shared),
    numberConflict: shared === 0 ? Math.log1p(fewer) / Math.LN2 : 0,
    amountConflict,
    dayShared: anyShared(a.coreFacts.days, b.coreFacts.days) ? 1 : 0,
    dayConflict: dayGap,
  };
}

/** The idf share of a profile's headline actors that `names` lacks. */
function missingShare({ titleActors, titleActorWeights }: Compared, names: KeyIndex): number {
  let total = 0;
  let missing = 0;
  for (let i = 0; i < titleActors.length; i += 1) {
    total += titleActorWeights[i];
    if (!names.has(titleActors[i])) missing += titleActorWeights[i];
  }
  return missing / total;
}

/** See Similarity.titleActorConflict. */
function titleActorConflict(a: Compared, b: Compared): number {
  if (a.titleActors.length === 0 || b.titleActors.length === 0) return 0;
  return Math.min(missingShare(a, b.names), missingShare(b, a.names));
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
   * Candidate events holding each of the article's terms, aligned with its compiled terms. Only the
   * article's term keys are counted; a title word outside its top terms (rare: titles count double) is
   * weighted as if one candidate held it.
   */
  terms: number[];
  /** Candidate events naming each of the article's entities, at the entity's first position. */
  entities: number[];
}

function countWindow(
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
function windowVector(v: CompiledVector, counts: readonly number[], events: number): CompiledVector {
  const weights = v.weights.map((x, i) => x * Math.log((1 + events) / Math.max(1, counts[i])));
  return compiledFrom(v.keys, v.index, weights);
}

function similarityOf(a: Compared, b: Compared, window?: WindowCounts): Similarity {
  const aInfo = a.entities;
  const bInfo = b.entities;
  let sharedMass = 0;
  let distinctMass = 0;
  let missingMass = 0;
  for (let i = 0; i < aInfo.weights.length; i += 1) {
    const inWindow = window ? window.entities[aInfo.first[i]] : 0;
    if (!bInfo.index.has(aInfo.index.ids[i])) {
      missingMass += aInfo.weights[i] / (1 + inWindow);
      continue;
    }
    sharedMass += aInfo.weights[i];
    distinctMass += aInfo.weights[i] / Math.max(1, inWindow);
  }
  const unionMass = aInfo.total + bInfo.total - sharedMass;
  const gap = Math.max(0, a.from - b.to, b.from - a.to);
  const facts = compareFacts(a, b);
  return {
    cosine: compiledCosine(a.terms, b.terms),
    title: compiledCosine(a.title, b.title),
    titleText: (compiledCosine(a.title, b.terms) + compiledCosine(a.terms, b.title)) / 2,
    entities: unionMass > 0 ? sharedMass / unionMass : 0,
    entityMass: Math.log1p(distinctMass / 10),
    numbers: facts.numbers,
    numberConflict: facts.numberConflict,
    amountConflict: facts.amountConflict,
    dayShared: facts.dayShared,
    dayConflict: facts.dayConflict,
    titleActorConflict: titleActorConflict(a, b),
    hours: gap / HOUR_MS,
    content: compiledCosine(a.content, b.content),
    semantic: semanticCosine(a.meaning.all, b.meaning.all),
    semanticContent: semanticCosine(a.meaning.content, b.meaning.content),
    missingActors: Math.log1p(missingMass / 10),
    actorConflict:
      sharedMass === 0 && aInfo.total > 0 && bInfo.total > 0
        ? Math.log1p(Math.min(aInfo.total, bInfo.total) / 10)
        : 0,
  };
}

export function similarity(a: Profile, b: Profile, window?: WindowCounts): Similarity {
  return similarityOf(compareProfile(a), compareProfile(b), window);
}

/** An article's similarity to each of its candidates, with the window's own term and name frequencies. */
export function candidateSimilarities(profile: Profile, candidates: readonly EventState[]): Similarity[] {
  const events = candidates.map((e) => compareProfile(eventProfile(e)));
  // An article's profile is compared once, here, so only an event's (merge checks) is worth the cache.
  const keys = compiledProfiles.get(profile) ?? profileKeys(profile);
  const terms = compiled(profile.terms);
  const title = compiled(profile.title);
  const window = countWindow(terms, keys.entities, events);
  const titleCounts = title.index.ids.map((id) => {
    const at = terms.index.indexOf(id);
    return at >= 0 ? window.terms[at] : 0;
  });
  const weighted = compare(
    profile,
    keys,
    windowVector(terms, window.terms, window.events),
    windowVector(title, titleCounts, window.events),
  );
  return events.map((e) => similarityOf(weighted, e, window));
}
