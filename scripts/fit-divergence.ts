// Fits the divergence score's constants (src/analyze/models/divergence.json; docs/divergence.md, Fitting) on the
// tuning part of the AllSides roundups, against the divergence a reader rated for each event
// (scripts/gold/event-ratings.json): each text distance's reference null, the components' weights, the
// calibration onto 0-100 and the interval's noise with one outlet a side. The held-out part is never read here.
//
//   npx tsx scripts/fit-divergence.ts ../shared/data
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { articleProfile } from '../src/analyze/article-profile';
import { COMPONENTS, weightedMean, type Component } from '../src/analyze/divergence';
import { analyseEvent } from '../src/analyze/event-analysis';
import type { MemberArticle } from '../src/documents/member-article';
import { LEAN_SKILL } from '../src/analyze/partisan-lean';
import { sideOf } from '../src/analyze/coverage';
import { bagDistance, bagOf, sideDistance, vectorDistance } from '../src/analyze/side-distance';
import { analyseGold, roundupMembers } from './lib/gold-members';
import { loadRoundups } from './lib/gold-roundups';
import { spearman } from './lib/stats';
import { loadRatings } from './lib/gold-ratings';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: npx tsx scripts/fit-divergence.ts <data dir>');
  process.exit(2);
}
const MODEL_PATH = join(__dirname, '../src/analyze/models/divergence.json');

interface Rated {
  rating: number;
  members: MemberArticle[];
}

/** The 10th percentile of a distance between any two reports of one event: as alike as two reports get. */
function reference(events: Rated[], distance: (a: MemberArticle, b: MemberArticle) => number): number {
  const distances: number[] = [];
  for (const { members } of events)
    for (let i = 0; i < members.length; i += 1)
      for (let j = i + 1; j < members.length; j += 1) distances.push(distance(members[i], members[j]));
  distances.sort((a, b) => a - b);
  return Math.round(10_000 * distances[Math.floor(0.1 * (distances.length - 1))]) / 10_000;
}

const wordingDistance = (a: MemberArticle, b: MemberArticle) =>
  bagDistance(bagOf(articleProfile(a).stems), bagOf(articleProfile(b).stems));
const meaningDistance = (a: MemberArticle, b: MemberArticle) =>
  vectorDistance(a.meaning_vector!, b.meaning_vector!);

type Values = Record<Component, number | null>;

/** The text component as divergence.ts measures it with one article an outlet (the roundups have no more). */
function textComponent(
  members: MemberArticle[],
  distance: (a: MemberArticle, b: MemberArticle) => number,
  referenceDistance: number,
): number {
  const left = members.filter((m) => sideOf(m.bias_position) === 'left');
  const right = members.filter((m) => sideOf(m.bias_position) === 'right');
  return sideDistance(left, right, distance, referenceDistance).value;
}

/**
 * Weights set, not fitted: the anchor (the sentence vectors' distance, or the wording's when the articles carry no
 * vector) weighs 1 and every other weight is fitted against it; coverage is the gap signal, never the score's;
 * partisan word choice weighs its skill on outlets held out of its training (0 while that skill's interval includes
 * chance: partisan-lean.ts). A contradiction of facts is the top of the reading scale, but the tuning part holds too
 * few real ones (4 of 101 events) to fit its weight: it weighs so that one disputed claim out of one matched
 * (`facts` 0.5) puts an event the sides otherwise tell alike (anchor 0) at the median of real events, which is
 * twice the anchor's median (facts is 0 on every tuning event, so the median raw value is the anchor's over 1 + w).
 */
function setWeights(anchor: 'meaning' | 'wording', values: Values[]): Partial<Record<Component, number>> {
  const anchors = values.map((v) => v[anchor] ?? 0).sort((a, b) => a - b);
  const median = anchors[Math.floor((anchors.length - 1) / 2)];
  return {
    [anchor]: 1,
    ...(anchor === 'wording' ? { meaning: 0 } : {}),
    facts: Math.round(2000 * median) / 1000,
    headline: LEAN_SKILL,
    coverage: 0,
  };
}

/** Coordinate ascent over a coarse grid of non-negative weights: few steps, so 100 events cannot be memorised. */
function fitWeights(values: Values[], ratings: number[], set: Partial<Record<Component, number>>) {
  const grid = [0, 0.25, 0.5, 1, 2];
  const weights = Object.fromEntries(COMPONENTS.map((c) => [c, set[c] ?? 0])) as Record<Component, number>;
  const fit = () =>
    spearman(
      values.map((v) => weightedMean(v, weights)),
      ratings,
    );
  for (let round = 0; round < 3; round += 1)
    for (const c of COMPONENTS) {
      if (c in set) continue;
      let best = [weights[c], fit()];
      for (const w of grid) {
        weights[c] = w;
        const f = fit();
        if (f > best[1] + 0.005) best = [w, f];
      }
      weights[c] = best[0];
    }
  return weights;
}

/**
 * Knots (raw, score) at the deciles of the raw values on real two-sided events: a score of 70 means the sides
 * differ more than in 70% of them. Strictly increasing, so the calibration keeps every ranking.
 */
function calibration(raws: number[]): [number, number][] {
  const sorted = [...raws].sort((a, b) => a - b);
  const knots: [number, number][] = [[0, 0]];
  for (let q = 1; q <= 10; q += 1) {
    const raw = Math.round(10_000 * sorted[Math.round((q / 10) * (sorted.length - 1))]) / 10_000;
    if (raw > knots[knots.length - 1][0]) knots.push([raw, 10 * q]);
  }
  return knots;
}

function calibrated(knots: [number, number][], raw: number): number {
  for (let k = 1; k < knots.length; k += 1)
    if (raw <= knots[k][0])
      return (
        knots[k - 1][1] +
        ((raw - knots[k - 1][0]) / (knots[k][0] - knots[k - 1][0])) * (knots[k][1] - knots[k - 1][1])
      );
  return knots[knots.length - 1][1];
}

/** The interval's noise: the pooled spread of the scores of events a reader rated alike (one outlet a side). */
function scoreNoise(scores: number[], ratings: number[]): number {
  let squares = 0;
  let freedom = 0;
  for (const r of new Set(ratings)) {
    const alike = scores.filter((_, i) => ratings[i] === r);
    const m = alike.reduce((sum, x) => sum + x, 0) / alike.length;
    squares += alike.reduce((sum, x) => sum + (x - m) ** 2, 0);
    freedom += alike.length - 1;
  }
  return Math.round(Math.sqrt(squares / freedom));
}

/** One combination of the components: its weights, calibration and noise, fitted against the ratings. */
function fitModel(values: Values[], ratings: number[], anchor: 'meaning' | 'wording') {
  const weights = fitWeights(values, ratings, setWeights(anchor, values));
  const raws = values.map((v) => weightedMean(v, weights));
  const knots = calibration(raws);
  return {
    weights,
    calibration: knots,
    score_noise: scoreNoise(
      raws.map((raw) => calibrated(knots, raw)),
      ratings,
    ),
    tune_spearman: Math.round(1000 * spearman(raws, ratings)) / 1000,
  };
}

async function main() {
  const ratingOf = new Map([...loadRatings()].map(([id, r]) => [id, r.divergence]));
  const tune = loadRoundups(dataDir).filter(
    (e) => e.part === 'tune' && typeof ratingOf.get(e.key) === 'number',
  );
  await analyseGold(tune, []);
  const events: Rated[] = tune.map((e) => ({ rating: ratingOf.get(e.key)!, members: roundupMembers(e) }));
  const references = {
    wording: reference(events, wordingDistance),
    meaning: reference(events, meaningDistance),
  };
  // The other components do not read the references; the text distances are measured here with the new ones.
  const values = events.map((e) => ({
    ...(analyseEvent(e.members).divergence as unknown as Values),
    wording: textComponent(e.members, wordingDistance, references.wording),
    meaning: textComponent(e.members, meaningDistance, references.meaning),
  }));
  const ratings = events.map((e) => e.rating);
  const model = {
    fitted_on: `AllSides roundups, tuning part, ${events.length} events rated by reading`,
    reference_distance: references,
    with_vectors: fitModel(values, ratings, 'meaning'),
    without_vectors: fitModel(values, ratings, 'wording'),
  };
  writeFileSync(MODEL_PATH, `${JSON.stringify(model, null, 2)}\n`);
  console.log(JSON.stringify(model, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
