// A profile compiled for comparison: its names with their idf, its facts parsed, its term and title vectors, its
// terms without names and offices, its distinctive headline actors and its meaning vectors. Compiled once per
// profile with its own weights (an event is compared with many articles before it changes), or with the weights a
// candidate window gives an article.
import { meaningVectors, type DenseVector } from './embedding';
import { factInfo, type FactInfo } from './fact-conflicts';
import { OFFICE_STEMS } from './features';
import { idf } from './idf';
import type { Profile } from './profile';
import { compiled, compiledFrom, keyIndex, KeyIndex, type CompiledVector } from './vector';

export interface KeyInfo {
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

/** Names at least this rare (idf; seen in under about 8 of the 37k table headlines) are distinctive. */
const DISTINCTIVE_IDF = 8;

/** What a profile is compared by apart from its term weights: names, facts, time. */
export interface ProfileKeys {
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
export interface Compared extends ProfileKeys {
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
export function compare(
  p: Profile,
  keys: ProfileKeys,
  terms: CompiledVector,
  title: CompiledVector,
): Compared {
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
export function compareProfile(p: Profile): Compared {
  let c = compiledProfiles.get(p);
  if (!c) {
    c = compare(p, profileKeys(p), compiled(p.terms), compiled(p.title));
    compiledProfiles.set(p, c);
  }
  return c;
}

/** The profile's keys, from its compiled form when it has one. */
export function knownProfileKeys(p: Profile): ProfileKeys {
  return compiledProfiles.get(p) ?? profileKeys(p);
}
