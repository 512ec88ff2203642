// How the ticker tagger reads a text: its tokens (words joined by & ' . - stay one), where each sits, which open a
// sentence, and whether the text is in title case or all capitals, all in one pass over the characters.
import { TITLE_LOWERCASE } from './ticker-words';

/** One segment of the input (title or body), tokenised. */
export interface Segment {
  text: string;
  tokens: string[];
  starts: number[];
  ends: number[];
  /** Whether a token opens a sentence, so its capital letter says nothing about it being a name. */
  sentenceStart: boolean[];
  lowerCache: string[] | null;
  titleCase: boolean;
  shouting: boolean;
}

/** Words joined by &, ', ., - stay one token ("AT&T", "Coca-Cola", "Amazon.com", "Apple's"); a lone & is a token. */
export const TOKEN = /[\p{L}\p{N}]+(?:[&'.-][\p{L}\p{N}]+)*|&/gu;

/** Curly apostrophes become straight; hyphen characters become '-', but en and em dashes separate words. */
export function normalise(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u2010\u2011]/g, '-')
    .replace(/[\u2012-\u2015]/g, ' ');
}

export function isCapitalised(token: string): boolean {
  const c = token.charCodeAt(0);
  return c >= 65 && c <= 90;
}

export function isPossessive(token: string): boolean {
  return token.endsWith("'s");
}

export function lower(segment: Segment): string[] {
  segment.lowerCache ??= segment.tokens.map((t) => t.toLowerCase());
  return segment.lowerCache;
}

/** ASCII letters and digits, plus any non-ASCII letter or digit. */
const NON_ASCII_WORD = /[\p{L}\p{N}]/u;
function isWordChar(c: number): boolean {
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return NON_ASCII_WORD.test(String.fromCharCode(c));
}

/** Characters that join two word runs into one token: & ' . - and their typographic variants. */
function isJoiner(c: number): boolean {
  return (
    c === 38 ||
    c === 39 ||
    c === 46 ||
    c === 45 ||
    c === 0x2019 ||
    c === 0x2018 ||
    c === 0x2bc ||
    c === 0x2010 ||
    c === 0x2011
  );
}

/** Punctuation that ends a sentence or opens a quotation: ! ? : ; " ( ) and curly double quotes. */
function isSentenceBreak(c: number): boolean {
  return (
    c === 33 ||
    c === 63 ||
    c === 58 ||
    c === 59 ||
    c === 34 ||
    c === 40 ||
    c === 41 ||
    c === 0x201c ||
    c === 0x201d
  );
}

/**
 * Tokenises in one pass over the characters (the same tokens as TOKEN), marking sentence starts and
 * counting capitals for the title-case and all-caps tests. No regex per token, no copy of the text.
 */
export function segmentOf(text: string): Segment {
  const tokens: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  const sentenceStart: boolean[] = [];
  let letters = 0;
  let upper = 0;
  let capitalisedLongWords = 0;
  let lowercaseWords = 0;
  let boundary = true;
  const n = text.length;
  for (let i = 0; i < n;) {
    const c = text.charCodeAt(i);
    if (!isWordChar(c)) {
      if (c === 38) {
        tokens.push('&');
        starts.push(i);
        ends.push(i + 1);
        sentenceStart.push(boundary);
        boundary = false;
      } else if (isSentenceBreak(c)) boundary = true;
      else if (c === 46) {
        // A period after a short capitalised token is an abbreviation ("Gov.", "U.S."), not a sentence end.
        const prev = tokens[tokens.length - 1];
        if (prev === undefined || !(prev.length <= 4 && isCapitalised(prev))) boundary = true;
      }
      i++;
      continue;
    }
    const start = i;
    let fancy = false;
    let tokenUpper = 0;
    let tokenLetters = 0;
    while (i < n) {
      const d = text.charCodeAt(i);
      if (isWordChar(d)) {
        if (d >= 65 && d <= 90) {
          tokenUpper++;
          tokenLetters++;
        } else if (d >= 97 && d <= 122) tokenLetters++;
        i++;
      } else if (isJoiner(d) && i + 1 < n && isWordChar(text.charCodeAt(i + 1))) {
        if (d > 127) fancy = true;
        i++;
      } else break;
    }
    const raw = text.slice(start, i);
    tokens.push(fancy ? normalise(raw) : raw);
    starts.push(start);
    ends.push(i);
    sentenceStart.push(boundary);
    boundary = false;
    letters += tokenLetters;
    upper += tokenUpper;
    const f = text.charCodeAt(start);
    if (f >= 97 && f <= 122) {
      // One such word settles it: later ones need no lookup.
      if (
        lowercaseWords === 0 &&
        tokenUpper === 0 &&
        i - start >= 3 &&
        !TITLE_LOWERCASE.has(tokens[tokens.length - 1])
      )
        lowercaseWords++;
    } else if (f >= 65 && f <= 90 && i - start >= 4) capitalisedLongWords++;
  }
  const shouting = letters >= 12 && upper / letters > 0.8;
  const titleCase = !shouting && capitalisedLongWords >= 2 && lowercaseWords === 0;
  return { text, tokens, starts, ends, sentenceStart, lowerCache: null, titleCase, shouting };
}
