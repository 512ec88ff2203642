// Headline sentiment in [-1, +1] with a positive/neutral/negative label (SPEC §2 Source.sentiment,
// Market article sentiment/sentiment_score). A linear model over stems and stem bigrams, learned by
// scripts/train-sentiment.ts from financial headlines, blended with a small hand-written finance lexicon
// and squashed with tanh. Method, data and figures: docs/enrichment-sentiment.md.
import { StemLexicon } from './stem-lexicon';
import { analyse, type AnalysedText } from './text';
import { type SentimentLabel } from '../spec';
import model from './models/sentiment.json';

export interface Sentiment {
  score: number;
  label: SentimentLabel;
}

/**
 * Hand-written finance cues, as plain words or two-word phrases with a value in [-1, +1]. They cover
 * market verbs a learned lexicon sees too rarely in ~10k headlines; the trainer learns how far to trust them.
 */
const FINANCE_CUES: Record<string, number> = {
  // Prices, results and outlook going up.
  beat: 0.6,
  surge: 0.7,
  soar: 0.7,
  skyrocket: 0.8,
  jump: 0.5,
  rally: 0.6,
  gain: 0.4,
  rise: 0.35,
  rose: 0.35,
  climb: 0.4,
  lift: 0.4,
  higher: 0.3,
  rebound: 0.5,
  recover: 0.4,
  recovery: 0.4,
  upturn: 0.5,
  boom: 0.6,
  thrive: 0.6,
  outpace: 0.4,
  exceed: 0.5,
  outperform: 0.6,
  upgrade: 0.6,
  overweight: 0.4,
  upbeat: 0.5,
  bullish: 0.6,
  optimism: 0.5,
  optimistic: 0.5,
  confident: 0.4,
  positive: 0.5,
  robust: 0.4,
  resilient: 0.4,
  solid: 0.4,
  strong: 0.4,
  stronger: 0.4,
  strength: 0.3,
  healthy: 0.4,
  improve: 0.4,
  accelerate: 0.3,
  momentum: 0.3,
  upside: 0.4,
  impress: 0.5,
  success: 0.5,
  breakthrough: 0.5,
  best: 0.4,
  boost: 0.5,
  growth: 0.4,
  grow: 0.3,
  expand: 0.3,
  expansion: 0.3,
  profit: 0.3,
  buyback: 0.4,
  dividend: 0.2,
  bonus: 0.3,
  win: 0.4,
  won: 0.4,
  secure: 0.3,
  award: 0.3,
  approval: 0.3,
  benefit: 0.4,
  opportunity: 0.3,
  undervalued: 0.4,
  attractive: 0.4,
  stabilise: 0.3,
  stabilize: 0.3,
  'record high': 0.6,
  'new high': 0.5,
  'record profit': 0.7,
  'record revenue': 0.6,
  'raises guidance': 0.7,
  'raises forecast': 0.6,
  'raises outlook': 0.6,
  'tops estimates': 0.7,
  'dividend hike': 0.5,
  'shares up': 0.5,
  'rate cut': 0.3,
  'cost cuts': 0.2,
  'cut costs': 0.3,
  'lower costs': 0.3,
  'tax cut': 0.2,
  // Prices, results and outlook going down.
  miss: -0.6,
  plunge: -0.8,
  plummet: -0.8,
  tumble: -0.7,
  slump: -0.7,
  sink: -0.6,
  sank: -0.6,
  crash: -0.8,
  collapse: -0.8,
  nosedive: -0.8,
  tank: -0.7,
  rout: -0.7,
  fall: -0.4,
  fell: -0.4,
  drop: -0.4,
  decline: -0.4,
  slide: -0.5,
  slid: -0.5,
  slip: -0.4,
  dip: -0.3,
  lower: -0.3,
  down: -0.25,
  downgrade: -0.6,
  underperform: -0.6,
  underweight: -0.4,
  loss: -0.5,
  lose: -0.4,
  lost: -0.4,
  writedown: -0.6,
  impairment: -0.5,
  shortfall: -0.5,
  outflow: -0.5,
  withdrawal: -0.3,
  debt: -0.2,
  weak: -0.5,
  weaker: -0.5,
  weakest: -0.5,
  worst: -0.6,
  lowest: -0.4,
  disappoint: -0.6,
  underwhelm: -0.6,
  downbeat: -0.5,
  gloomy: -0.6,
  pessimism: -0.5,
  negative: -0.5,
  bearish: -0.6,
  concern: -0.4,
  worry: -0.5,
  fear: -0.5,
  risk: -0.3,
  uncertainty: -0.4,
  volatility: -0.3,
  pressure: -0.3,
  struggle: -0.5,
  trouble: -0.5,
  woe: -0.6,
  blow: -0.4,
  damage: -0.5,
  fail: -0.5,
  failure: -0.6,
  slowdown: -0.5,
  downturn: -0.6,
  recession: -0.6,
  crisis: -0.6,
  selloff: -0.6,
  warn: -0.5,
  // Jobs, closures and disruption.
  layoffs: -0.6,
  cut: -0.25,
  slash: -0.5,
  shed: -0.4,
  axe: -0.5,
  closure: -0.4,
  shut: -0.4,
  halt: -0.4,
  suspend: -0.5,
  delay: -0.4,
  recall: -0.4,
  disruption: -0.5,
  outage: -0.5,
  breach: -0.5,
  hack: -0.5,
  cyberattack: -0.6,
  resign: -0.3,
  oust: -0.4,
  evict: -0.4,
  dump: -0.4,
  reject: -0.4,
  // Legal and regulatory trouble.
  bankruptcy: -0.8,
  bankrupt: -0.8,
  insolvency: -0.8,
  default: -0.6,
  fraud: -0.8,
  probe: -0.5,
  investigation: -0.4,
  subpoena: -0.5,
  lawsuit: -0.5,
  sue: -0.5,
  fine: -0.5,
  penalty: -0.6,
  settlement: -0.2,
  accuse: -0.6,
  allegation: -0.5,
  bribery: -0.7,
  corruption: -0.7,
  scandal: -0.7,
  jail: -0.7,
  sanction: -0.4,
  ban: -0.4,
  'record low': -0.6,
  'new low': -0.5,
  'record loss': -0.8,
  'net loss': -0.5,
  'job cuts': -0.6,
  'profit warning': -0.7,
  'cuts guidance': -0.7,
  'lowers guidance': -0.7,
  'cuts forecast': -0.6,
  'below estimates': -0.6,
  'shares down': -0.5,
  'at risk': -0.5,
  'wipes out': -0.6,
  'step down': -0.3,
  'sell-off': -0.6,
  'cyber attack': -0.6,
};

/** The cues keyed by Porter2 stem (phrases by "stem stem"), so inflections match: "surged", "layoff". */
const CUES_BY_STEM = new StemLexicon(
  Object.entries(FINANCE_CUES).map(([phrase, value]) => [analyse(phrase).stems.join(' '), value] as const),
);

/** Numbers carry no polarity of their own but matter in bigrams ("up 5"), so they share one token. */
function normalStem(stem: string): string {
  return /\d/.test(stem) ? '#' : stem;
}

/**
 * Learned feature weights, keyed as sentimentFeatures() names them (the JSON stores parallel arrays so the type
 * checker never sees 20k keys); the weights of negated stems ("!stem") apart.
 */
const WEIGHTS = new StemLexicon(
  model.features.map((f, i) => [f, model.weights[i]] as const),
  normalStem,
);
const NEGATED_WEIGHTS = new StemLexicon(
  model.features.flatMap((f, i) => (/^![^ ]/.test(f) ? [[f.slice(1), model.weights[i]] as const] : [])),
  normalStem,
);

/**
 * Feature keys of one text: each stem ("!stem" inside a negation scope, so "not beat" learns its own
 * weight) and each adjacent stem bigram. The trainer uses this same function, so train and serve agree.
 */
export function sentimentFeatures(text: AnalysedText): string[] {
  const stems = text.stems.map(normalStem);
  const features: string[] = [];
  for (let i = 0; i < stems.length; i += 1) {
    features.push(text.negated[i] ? `!${stems[i]}` : stems[i]);
    if (i + 1 < stems.length) features.push(`${stems[i]} ${stems[i + 1]}`);
  }
  return features;
}

/** Sum of hand-written cues; a phrase match consumes both words; negation flips a cue's sign. */
export function financeCueScore(text: AnalysedText): { sum: number; hits: number } {
  let sum = 0;
  let hits = 0;
  const keys = text.stemKeys;
  for (let i = 0; i < keys.length; i += 1) {
    const phrase = i + 1 < keys.length ? CUES_BY_STEM.pair(keys[i], keys[i + 1]) : undefined;
    const value = phrase ?? CUES_BY_STEM.single(keys[i]);
    if (value === undefined) continue;
    sum += text.negated[i] ? -value : value;
    hits += 1;
    if (phrase !== undefined) i += 1;
  }
  return { sum, hits };
}

/**
 * Dampens long texts: weights were learned on ~10-word headlines, and a sum of many small weights grows
 * with length, so beyond `lengthNorm` tokens the sum is scaled by sqrt(lengthNorm / tokens).
 */
function lengthFactor(tokens: number): number {
  return tokens <= model.lengthNorm ? 1 : Math.sqrt(model.lengthNorm / tokens);
}

/**
 * Learned evidence below this (sum of |weight| over matched features) means only function words or numbers
 * matched ("the", "123"): nothing to judge, so no score rather than a fake neutral.
 */
const MIN_EVIDENCE = 0.05;

/**
 * The pre-squash score: bias + (learned weights + handWeight x cue sum) x length factor; null when the text
 * has no finance cue and too little learned evidence. scripts/train-sentiment.ts fits this same form.
 */
function rawSentiment(text: AnalysedText): number | null {
  let learned = 0;
  let evidence = 0;
  // The weights of sentimentFeatures(text), in its order, read without building its strings.
  const { stemKeys: keys, negated } = text;
  for (let i = 0; i < keys.length; i += 1) {
    const unigram = (negated[i] ? NEGATED_WEIGHTS : WEIGHTS).single(keys[i]);
    if (unigram !== undefined) {
      learned += unigram;
      evidence += Math.abs(unigram);
    }
    if (i + 1 === keys.length) break;
    const bigram = WEIGHTS.pair(keys[i], keys[i + 1]);
    if (bigram !== undefined) {
      learned += bigram;
      evidence += Math.abs(bigram);
    }
  }
  const cues = financeCueScore(text);
  if (evidence < MIN_EVIDENCE && cues.hits === 0) return null;
  return model.bias + (learned + model.handWeight * cues.sum) * lengthFactor(text.words.length);
}

function labelFor(score: number): SentimentLabel {
  if (score >= model.thresholds.positive) return 'positive';
  if (score <= model.thresholds.negative) return 'negative';
  return 'neutral';
}

/**
 * Sentiment of a headline (and optional lead text). `analysed`, when the caller already has it, must be
 * analyse() of the same text (title alone, or title and body joined); it saves re-tokenising.
 */
export function scoreSentiment(title: string, body?: string, analysed?: AnalysedText): Sentiment | null {
  const text = analysed ?? analyse(body ? `${title}\n${body}` : title);
  const raw = rawSentiment(text);
  if (raw === null) return null;
  const score = Math.round(Math.tanh(raw) * 1000) / 1000;
  return { score, label: labelFor(score) };
}
