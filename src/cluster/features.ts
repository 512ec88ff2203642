// An article's clustering representation: weighted stem terms (title boosted), name-like tokens, figures and
// time. Computed once per article at ingest; plain JSON, so it can be stored beside the article and reused
// when the clusterer later re-checks where the article belongs.
import type { ArticleFeatures } from '../documents/article-features';
import { analyse, type AnalysedText } from '../enrich/text';
import { idf } from './idf';
import { isNoise, HONORIFICS, CALENDAR_WORDS, GENERIC_NAMES, OFFICES } from '../enrich/lexicon';
import { normalise, topK, type TermVector } from './vector';

export interface ArticleInput {
  /** Stable article id (the lead derives it from the canonical URL). */
  id: number;
  title: string;
  /** Lead text: feed summary or first paragraphs. */
  body: string;
  /** ISO 8601 string, epoch milliseconds or Date. */
  published_at: string | number | Date;
  outlet: string;
  /**
   * Tickers of the listed companies the article names (enrichment's, e.g. "AAPL"). They join the entities
   * as "$aapl": one key for "Apple", "Apple Inc." and "$AAPL", so two companies' formulaic earnings stories
   * are told apart by who reports, not by the template's words.
   */
  tickers?: readonly string[];
}

/** Stems of the offices written before names ("governor", "senat"): who someone is, not what happened. */
export const OFFICE_STEMS: ReadonlySet<string> = new Set([...OFFICES].map((word) => analyse(word).stems[0]));

/** Title words count this many times a lead word does. */
const TITLE_BOOST = 2;
/** Terms kept per article: enough for a lead's content words, and a fixed cost for every comparison. */
const ARTICLE_TERMS = 40;
/** Words of lead text read: feeds give summaries, and full bodies drift to background the event lacks. */
const LEAD_WORDS = 120;

/** A word that can be a term: not noise, has a letter, holds no digit (figures are kept apart). */
export function isTermWord(word: string): boolean {
  return word.length > 1 && !isNoise(word) && !/[\d_]/.test(word) && /\p{L}/u.test(word);
}

/** Word tokens and their stems, aligned: the part of an AnalysedText the features read. */
type Tokens = Pick<AnalysedText, 'words' | 'stems'>;

function termVectors(title: Tokens, body: Tokens): { terms: TermVector; title: TermVector } {
  const tf = new Map<string, number>();
  const titleStems = new Set<string>();
  title.words.forEach((word, i) => {
    if (!isTermWord(word)) return;
    const stem = title.stems[i];
    titleStems.add(stem);
    tf.set(stem, (tf.get(stem) ?? 0) + TITLE_BOOST);
  });
  const leadWords = Math.min(body.words.length, LEAD_WORDS);
  for (let i = 0; i < leadWords; i += 1) {
    if (!isTermWord(body.words[i])) continue;
    tf.set(body.stems[i], (tf.get(body.stems[i]) ?? 0) + 1);
  }
  const terms: TermVector = {};
  for (const [stem, n] of tf) terms[stem] = (1 + Math.log(n)) * idf(stem);
  const titleVector: TermVector = {};
  for (const stem of titleStems) titleVector[stem] = idf(stem);
  return { terms: normalise(topK(terms, ARTICLE_TERMS)), title: normalise(titleVector) };
}

interface Token {
  text: string;
  /** First token of a sentence, where capitals say nothing about names. */
  initial: boolean;
}

const ABBREVIATION = /^(?:\p{Lu}\.)+$|^(?:mr|mrs|ms|dr|sen|rep|gov|lt|gen|col|sgt|jr|sr|st|vs|no)\.$/iu;

function tokens(text: string): Token[] {
  const out: Token[] = [];
  let initial = true;
  // An em dash (or a horizontal bar) joins words without a space ("Tessel—which"); it never sits inside a name.
  for (const raw of text.split(/[\s\u2014\u2015]+/u)) {
    // Trailing punctuation goes, an ellipsis too ("Facebook...", "Cuomo's,..."); an abbreviation's dot stays.
    const word = raw.replace(/^[^\p{L}\p{N}]+/u, '').replace(/(?:[^\p{L}\p{N}.]|\.{2,})+$/u, '');
    if (word) out.push({ text: word.replace(/\.$/, ''), initial });
    initial = /[.!?:]["'”’)]*$/u.test(raw) && !ABBREVIATION.test(word) ? true : !word ? initial : false;
  }
  return out;
}

const isCapitalised = (word: string): boolean => /^\p{Lu}/u.test(word);
const isAcronym = (word: string): boolean => /^\p{Lu}[\p{Lu}\d&.]{1,5}$/u.test(word);

/** Lowercase form without possessive, as wink-nlp would emit it. */
const plain = (word: string): string => word.toLowerCase().replace(/['’]s$/u, '');

/**
 * Capitalised words inside sentences, sentence-initial ones that open a capitalised run ("Joe Biden said"),
 * and acronyms. Words that also occur lowercase in the same text are ordinary words set in a headline.
 */
function nameWords(text: string, lower: ReadonlySet<string>, out: Set<string>): void {
  const list = tokens(text);
  list.forEach((token, i) => {
    if (!isCapitalised(token.text)) return;
    const opensRun = i + 1 < list.length && isCapitalised(list[i + 1].text) && !list[i + 1].initial;
    if (token.initial && !opensRun && !isAcronym(token.text)) return;
    const word = plain(token.text);
    // A lone letter is an initial ("J.", "D-N.Y."), shared by unrelated people.
    if (isNoise(word) || lower.has(word) || (word.match(/\p{L}/gu) ?? []).length < 2) return;
    out.add(word);
  });
}

/** Title-cased or all-caps headlines capitalise every word, so their capitals identify nothing. */
function capitalisesEveryWord(title: string): boolean {
  const words = title.split(/\s+/).filter((w) => /^\p{L}/u.test(w) && !isNoise(w.toLowerCase()));
  if (words.length === 0) return false;
  return words.filter(isCapitalised).length / words.length >= 0.6;
}

function entityStems(rawTitle: string, lead: string, title: Tokens, body: Tokens): string[] {
  const stemOf = new Map<string, string>();
  title.words.forEach((w, i) => stemOf.set(w, title.stems[i]));
  body.words.forEach((w, i) => stemOf.set(w, body.stems[i]));
  const lower = new Set(lead.match(/(?<![\p{L}.])\p{Ll}[\p{Ll}'’-]*/gu) ?? []);
  const names = new Set<string>();
  nameWords(lead, lower, names);
  if (capitalisesEveryWord(rawTitle)) {
    // Headline capitals only confirm names the lead shows, plus acronyms when the headline is not all caps.
    const allCaps = !/\p{Ll}/u.test(rawTitle);
    for (const token of tokens(rawTitle)) {
      const word = plain(token.text);
      if (!allCaps && isAcronym(token.text) && !isNoise(word)) names.add(word);
    }
  } else {
    nameWords(rawTitle, lower, names);
  }
  const stems = new Set<string>();
  for (const word of names) {
    const bare = word.replace(/\.$/, '');
    if (HONORIFICS.has(word) || OFFICES.has(word) || CALENDAR_WORDS.has(word) || GENERIC_NAMES.has(bare))
      continue;
    // Tokens lose a final period ("U.S."), wink-nlp words keep it.
    stems.add(stemOf.get(word) ?? stemOf.get(`${word}.`) ?? word);
  }
  return [...stems].sort();
}

const FIGURE =
  /(?<![\p{L}\d.,:/-])([$£€])?\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s?(%|percent\b|per cent\b|thousand\b|million\b|billion\b|trillion\b|bn\b|m\b|k\b))?(?![\d:/])/giu;
const SCALE: Record<string, number> = {
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  m: 1e6,
  billion: 1e9,
  bn: 1e9,
  trillion: 1e12,
};
const MONTH_BEFORE = /(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*$/i;

/** A vote tally or score, "68-31" or "68–31" (not a range of years: both sides under 1,000). */
const TALLY = /(?<![\p{L}\d.,:/-])(\d{1,3})\s?[-–]\s?(\d{1,3})(?![\d:/-])/gu;

/**
 * Figures that identify a happening: amounts, percentages, counts, ages, tallies. Bare small numbers, years
 * and days of the month are dropped: every story of the same year or day shares them. A tally is kept
 * whole, larger side first ("68-31"): its two numbers alone would look like two counts.
 */
function figures(raw: string): string[] {
  const out = new Set<string>();
  const text = raw.replace(TALLY, (match, a: string, b: string, at: number) => {
    // "Jan. 6-7" is a date range.
    if (MONTH_BEFORE.test(raw.slice(Math.max(0, at - 12), at))) return match;
    out.add(`${Math.max(Number(a), Number(b))}-${Math.min(Number(a), Number(b))}`);
    return ' ';
  });
  for (const m of text.matchAll(FIGURE)) {
    const [, currency, whole, fraction, unitRaw] = m;
    // "m" and "k" are scales only after a currency sign ("$5m"); "a 5 m wall" is metres.
    const unit = unitRaw && (currency || !/^[mk]$/i.test(unitRaw)) ? unitRaw.toLowerCase() : undefined;
    const value = Number(whole.replace(/,/g, '') + (fraction ?? ''));
    const scaled = unit && unit in SCALE ? value * SCALE[unit] : value;
    const percent = unit === '%' || unit?.startsWith('per');
    const bare = !currency && !unit;
    if (bare && (value < 10 || (value >= 1900 && value <= 2100 && !fraction))) continue;
    if (bare && MONTH_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    // Any currency is marked "$": the mark says "an amount", the outlets of one event use one currency.
    out.add(`${currency ? '$' : ''}${Number(scaled.toPrecision(3))}${percent ? '%' : ''}`);
  }
  return [...out].sort();
}

const WEEKDAY = /\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/g;

/** The weekdays a text names, lowercase ("on Tuesday", "Tuesday's vote"; not the habitual "Tuesdays"). */
function weekdays(text: string): string[] {
  return [...new Set([...text.matchAll(WEEKDAY)].map((m) => m[1].toLowerCase()))];
}

/** True for a weekday key in `ArticleFeatures.numbers` (figures always hold a digit). */
export function isDayKey(key: string): boolean {
  return !/\d/.test(key);
}

function epochMs(value: ArticleInput['published_at']): number {
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms)) throw new Error(`invalid published_at: ${String(value)}`);
  return ms;
}

/**
 * The clustering representation of one article. Pass `analysed`, the analyse() result of
 * `${title}. ${lead}` that enrichment computes anyway, so the lead text is tokenised once on the ingest path;
 * the title alone is short and analysed again here to tell its words from the lead's.
 */
export function articleFeatures(input: ArticleInput, analysed?: AnalysedText): ArticleFeatures {
  const lead = input.body.split(/\s+/, LEAD_WORDS).join(' ');
  const title = analyse(input.title);
  const body: Tokens = analysed
    ? { words: analysed.words.slice(title.words.length), stems: analysed.stems.slice(title.words.length) }
    : analyse(lead);
  const vectors = termVectors(title, body);
  return {
    id: input.id,
    outlet: input.outlet,
    at: epochMs(input.published_at),
    terms: vectors.terms,
    title: vectors.title,
    entities: [
      ...new Set([
        ...entityStems(input.title, lead, title, body),
        ...(input.tickers ?? []).map((t) => `$${t.toLowerCase()}`),
      ]),
    ].sort(),
    numbers: [...figures(`${input.title}\n${lead}`), ...weekdays(`${input.title}\n${lead}`)].sort(),
  };
}

/** The stems a text contributes as terms; the document-frequency table is counted over exactly these. */
export function termStems(text: AnalysedText): string[] {
  return text.stems.filter((_stem, i) => isTermWord(text.words[i]));
}
