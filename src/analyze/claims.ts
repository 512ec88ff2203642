// Claims one article states in its headline and lead (fact ledger): figures (money, percentages,
// counts, tallies, dates; figures.ts normalises them), quotes, and statements attributed to someone ("according to
// X", "X said"), each with what makes it comparable across outlets: the words around a figure (what quantity it
// measures, and the qualifiers and time that tell two quantities apart), the speaker (a name: names.ts), the
// content words of a quote or statement, and whether it is a named speaker's denial.
import { isNoise } from '../enrich/lexicon';
import type { Period } from './figure-ranges';
import { findFigures, type Figure, type FigureUnit } from './figures';
import { speakerName } from './names';
import { sentences } from './sentences';
import { stemWords } from './words';

export type ClaimKind = 'figure' | 'quote' | 'statement';

export interface Claim {
  kind: ClaimKind;
  /** Figures only. */
  unit?: FigureUnit;
  value?: number;
  /** The values the printed figure allows (figure-ranges.ts); absent on claims stored before printed ranges were read. */
  low?: number;
  high?: number;
  per?: Period;
  /**
   * Words next to a figure that make it a different quantity from the same words without them: "initial" and
   * "continuing" claims, "deaths" and "cases", "fully" vaccinated and "one" dose, "new" and "total" spending.
   */
  qualifiers?: string[];
  /** Time the figure is for, as written near it ("monday", "last week", "2019"): two times make two quantities. */
  time?: string[];
  /**
   * What the claim is about, as weighted stems: for a figure the words next to it (nearest weigh most, the noun
   * after a number most of all: "4,000 residents"); for a quote or statement its content words, weight 1.
   */
  context: Map<string, number>;
  /** Who the text attributes it to, as written ("Police", "Governor Okafor"); empty when nobody. */
  speaker: string;
  /** The speaker's identifying word, lowercased (a surname, "police"), for matching; empty when nobody. */
  speakerKey: string;
  /** A named speaker denies something ("X denied", "X said ... no evidence"); a plain "not" is no denial. */
  denial: boolean;
  /** The words that carry the claim, as the outlet wrote them (at most SNIPPET_WORDS words). */
  snippet: string;
  /** A quote's or statement's own figures: two statements alike but for their figures are not one claim. */
  figures?: { unit: FigureUnit; value: number }[];
}

const SNIPPET_WORDS = 16;
const QUOTE_MIN_WORDS = 3;
const CONTEXT_AFTER = [1, 0.6, 0.4];
const CONTEXT_BEFORE = [0.8, 0.5, 0.3];

const SPEECH = String.raw`(?:said|says|say|told|stated|claimed|claims|announced|denied|denies|insisted|insists|argued|warned|confirmed|estimated|estimates|put the (?:number|figure|toll|crowd|count))`;
const NAME = String.raw`(?:[A-Z][\p{L}'’.-]*(?:\s+(?:of\s+)?[A-Z][\p{L}'’.-]*){0,4})`;
const GROUP = String.raw`(?:police|officials|authorities|organi[sz]ers|prosecutors|investigators|witnesses|researchers|analysts|economists|experts|critics|officers|doctors|lawmakers|activists|residents|council|government|ministry|department|agency|company|union|campaign|spokes(?:wo)?man|spokesperson|military|army|court|committee|office|administration)`;
/** "X on Monday said": a day between a speaker and the verb. */
const WHEN = String.raw`(?:,?\s+(?:on |late |early |this )?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|morning|night|evening|afternoon))?`;
const SPEAKER_PATTERNS = [
  new RegExp(String.raw`[Aa]ccording to (?:the |a )?(${NAME}|${GROUP}(?: ${GROUP})?)`, 'gu'),
  new RegExp(
    String.raw`(?:^|[,“”"]\s*|\s)(${NAME}|(?:the )?(?:${NAME} |[\w'’]+ )?${GROUP})${WHEN}\s+${SPEECH}\b`,
    'gu',
  ),
  // "said Jen Psaki." or "said Schumer, ...": the name ends the clause; "says Trump Organization probe" names
  // no speaker.
  new RegExp(String.raw`\b${SPEECH}\s+(?:the )?(${NAME})(?=\s*(?:[,.;:!?]|$))`, 'gu'),
];
const DENIAL =
  /\b(den(?:y|ies|ied|ial)|refut(?:e|es|ed)|falsely|false|untrue|baseless|no evidence|never happened|not true)\b/i;
const GROUP_SPEAKER = new RegExp(String.raw`^(?:${NAME} |[\w'’]+ )?${GROUP}(?: ${GROUP})?$`, 'iu');
/** Qualifiers that tell two quantities in the same words apart (see Claim.qualifiers). */
const QUALIFIERS = new Set(
  `initial continuing new total cumulative fully partially first second booster one additional average weekly daily
  monthly annual prior previous revised expected forecast projected estimate deaths death dead killed cases case
  infections hospitalizations hospitalized doses vaccinated global world worldwide state states federal households
  families children adults increase decrease drop rise fell rose more fewer net gross`.split(/\s+/),
);
const TIME =
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|(?:last|prior|previous|next|this) (?:week|month|year|quarter)|(?:a|one|two) (?:week|month|year)s? (?:ago|earlier)|(?:19|20)\d\d)\b/gi;
const QUOTE = /[“"]([^“”"]{8,400})[”"]/gu;
const CLAUSE_BREAK = /[;:()—–]|,\s|\s-\s/;

const stemOf = (word: string): string => stemWords(word)[0] ?? '';

/** Content words of a text with their stems, in order: no function words, no numbers. */
export function contentTerms(text: string): { word: string; stem: string }[] {
  const out: { word: string; stem: string }[] = [];
  for (const match of text.toLowerCase().matchAll(/[\p{L}]+(?:['’][\p{L}]+)*/gu)) {
    const word = match[0];
    if (word.length < 3 || isNoise(word)) continue;
    out.push({ word, stem: stemOf(word) });
  }
  return out;
}

export function contentStems(text: string): string[] {
  return contentTerms(text).map((t) => t.stem);
}

/** Who a sentence or clause credits, as a name or a group ("police"); '' when its words name nobody. */
function speakerOf(sentence: string, text: string): string {
  for (const pattern of SPEAKER_PATTERNS)
    for (const match of sentence.matchAll(pattern)) {
      // A group keeps its own words: "police", "senator's office", not "while police" or "A YouTube spokesperson".
      const found = match[1].trim().replace(/^(?:the|a|an|while|and|but|as|when|after) /i, '');
      const name = GROUP_SPEAKER.test(found) ? found : speakerName(found, text);
      if (name) return name;
    }
  return '';
}

/** The word a speaker is matched by: a person's surname, a group's own word ("police"). */
export function speakerKeyOf(speaker: string): string {
  const words = speaker.split(/\s+/).filter((w) => !/^(of|the)$/i.test(w));
  return (words.at(-1) ?? '').replace(/['’]s$/, '').toLowerCase();
}

function clip(text: string, words = SNIPPET_WORDS): string {
  const list = text.trim().split(/\s+/);
  return list.length <= words ? text.trim() : `${list.slice(0, words).join(' ')}…`;
}

/** The clause around a span: from the last clause break before it to the next one after it. */
function clauseAround(sentence: string, start: number, end: number): string {
  let from = 0;
  let to = sentence.length;
  const breaks = [...sentence.matchAll(new RegExp(CLAUSE_BREAK.source, 'g'))];
  for (const b of breaks) {
    if (b.index + b[0].length <= start) from = b.index + b[0].length;
    else if (b.index >= end) {
      to = b.index;
      break;
    }
  }
  return sentence.slice(from, to).trim();
}

/** Weighted stems next to a figure, within its clause. */
function figureContext(clause: string, start: number, end: number): Map<string, number> {
  const context = new Map<string, number>();
  const add = (words: string[], weights: number[]) => {
    let i = 0;
    for (const word of words) {
      if (i >= weights.length) break;
      if (word.length < 3 || isNoise(word) || /\d/.test(word)) continue;
      const stem = stemOf(word);
      if (SPEECH_STEMS.has(stem)) continue;
      context.set(stem, Math.max(context.get(stem) ?? 0, weights[i]));
      i += 1;
    }
  };
  const words = (text: string) => text.toLowerCase().match(/[\p{L}]+(?:['’][\p{L}]+)*|\d[\d,.]*/gu) ?? [];
  add(words(clause.slice(end)), CONTEXT_AFTER);
  add(words(clause.slice(0, start)).reverse(), CONTEXT_BEFORE);
  return context;
}

// The verbs of SPEECH, not the nouns of "put the number at": "number" and "crowd" say what a figure counts.
const SPEECH_STEMS = new Set(
  contentStems(
    SPEECH.replace(/put the \(.*?\)/, '')
      .replace(/[(?:)]/g, ' ')
      .replace(/\|/g, ' '),
  ),
);

const weightsOf = (stems: string[]) => new Map(stems.map((s) => [s, 1]));

/**
 * Qualifiers and time references of a figure: from its sentence's start (the subject: "Continuing claims, which
 * ..., dropped to 2.59 million") to just after it, and the times of its clause.
 */
function qualifiersNear(
  sentence: string,
  figure: Figure,
  clause: string,
): { qualifiers: string[]; time: string[] } {
  const words =
    sentence
      .slice(0, figure.end + 40)
      .toLowerCase()
      .match(/[\p{L}]+/gu) ?? [];
  return {
    qualifiers: [...new Set(words.filter((w) => QUALIFIERS.has(w)))].sort(),
    time: [...new Set([...clause.matchAll(TIME)].map((m) => m[1].toLowerCase()))].sort(),
  };
}

/** A figure's claim, credited to its own clause's speaker first ("while police put the number at 3,000"). */
function figureClaim(
  sentence: string,
  figure: Figure,
  sentenceSpeaker: string,
  text: string,
): Claim | undefined {
  const clause = clauseAround(sentence, figure.start, figure.end);
  const offset = sentence.indexOf(clause);
  const [start, end] = [figure.start - offset, figure.end - offset];
  const context = figureContext(clause, start, end);
  if (context.size === 0) return undefined;
  const speaker = speakerOf(clause, text) || sentenceSpeaker;
  return {
    kind: 'figure',
    unit: figure.unit,
    value: figure.value,
    low: figure.low,
    high: figure.high,
    ...(figure.per ? { per: figure.per } : {}),
    ...qualifiersNear(sentence, figure, clause),
    context,
    speaker,
    speakerKey: speaker ? speakerKeyOf(speaker) : '',
    denial: false,
    snippet: clip(clause),
  };
}

/** The claims of one headline and lead, in reading order. */
export function extractClaims(headline: string, lead: string): Claim[] {
  const claims: Claim[] = [];
  const text = `${headline}. ${lead}`;
  for (const sentence of [headline, ...sentences(lead)]) {
    const speaker = speakerOf(sentence, text);
    const speakerKey = speaker ? speakerKeyOf(speaker) : '';
    // A denial is a named speaker's: "X denied", "X said there is no evidence"; a narrator's "false" is no one's.
    const denial = speaker !== '' && DENIAL.test(sentence);
    const figures = findFigures(sentence);
    for (const figure of figures) {
      const claim = figureClaim(sentence, figure, speaker, text);
      if (claim) claims.push(claim);
    }
    const quoted = [...sentence.matchAll(QUOTE)].map((m) => m[1].trim());
    for (const quote of quoted) {
      const stems = contentStems(quote);
      if (quote.split(/\s+/).length < QUOTE_MIN_WORDS || stems.length < 2) continue;
      claims.push({
        kind: 'quote',
        context: weightsOf(stems),
        speaker,
        speakerKey,
        denial: speaker !== '' && DENIAL.test(quote),
        snippet: `“${clip(quote.replace(/[,.]$/, ''), 24)}”`,
        figures: findFigures(quote).map(({ unit, value }) => ({ unit, value })),
      });
    }
    // An attributed sentence without a quote or a figure is a statement (a figure is its own claim, with the
    // speaker attributed); so is a named speaker's denial.
    if (quoted.length === 0 && speaker && (denial || figures.length === 0)) {
      const speakerStems = new Set(contentStems(speaker));
      const stems = contentStems(sentence).filter((s) => !speakerStems.has(s) && !SPEECH_STEMS.has(s));
      if (stems.length >= 2)
        claims.push({
          kind: 'statement',
          context: weightsOf(stems),
          speaker,
          speakerKey,
          denial,
          snippet: clip(sentence.replace(/[.]$/, ''), 24),
          figures: figures.map(({ unit, value }) => ({ unit, value })),
        });
    }
  }
  return claims;
}
