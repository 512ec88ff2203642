// Similarity features between an article (or an event) and a candidate event: words, meaning, names, figures,
// weekdays and time, each defined on Similarity. An article is compared with the window's own term and name
// frequencies (the candidates it is weighed against). What is compared is profile.ts, compiled once in
// compared-profile.ts; figures and weekdays are read in fact-conflicts.ts, the window's frequencies in
// window-counts.ts. The decision model that reads these features is decide.ts.
import { compare, compareProfile, knownProfileKeys, type Compared } from './compared-profile';
import { semanticCosine } from './embedding';
import { eventProfile, type Profile } from './profile';
import type { EventState } from './event-state';
import { compareFacts } from './fact-conflicts';
import { compiled, compiledCosine, type KeyIndex } from './vector';
import { countWindow, windowVector, type WindowCounts } from './window-counts';
import { HOUR_MS } from '../time-units';

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
  const keys = knownProfileKeys(profile);
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
