// Claims one article states in its headline and lead (issue 13, fact ledger): figures (money, percentages,
// counts, tallies, dates; figures.ts normalises them), quotes, and statements attributed to someone ("according to
// X", "X said"), each with what makes it comparable across outlets: the words around a figure (what quantity it
// measures), the speaker, the content words of a quote or statement, and whether it is a denial.
import { isNoise } from '../cluster/lexicon';
import { findFigures, type FigureUnit } from './figures';
import { stemWords } from './words';

export type ClaimKind = 'figure' | 'quote' | 'statement';

export interface Claim {
  kind: ClaimKind;
  /** Figures only. */
  unit?: FigureUnit;
  value?: number;
  /**
   * What the claim is about, as weighted stems: for a figure the words next to it (nearest weigh most, the noun
   * after a number most of all: "4,000 residents"); for a quote or statement its content words, weight 1.
   */
  context: Map<string, number>;
  /** Who the text attributes it to, as written ("Police", "Governor Okafor"); empty when nobody. */
  speaker: string;
  /** The speaker's identifying word, lowercased (a surname, "police"), for matching; empty when nobody. */
  speakerKey: string;
  /** The statement denies something ("denied", "no evidence", "false"). */
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

const SPEECH = String.raw`(?:said|says|told|stated|claimed|claims|announced|denied|denies|insisted|insists|argued|warned|confirmed|estimated|estimates)`;
const NAME = String.raw`(?:[A-Z][\p{L}'’.-]*(?:\s+(?:of\s+)?[A-Z][\p{L}'’.-]*){0,4})`;
const GROUP = String.raw`(?:police|officials|authorities|organi[sz]ers|prosecutors|investigators|witnesses|researchers|analysts|economists|experts|critics|officers|doctors|lawmakers|activists|residents|council|government|ministry|department|agency|company|union|campaign|spokes(?:wo)?man|spokesperson|military|army|court|committee)`;
const SPEAKER_PATTERNS = [
  new RegExp(String.raw`[Aa]ccording to (?:the |a )?(${NAME}|${GROUP}(?: ${GROUP})?)`, 'u'),
  new RegExp(String.raw`(?:^|[,“”"]\s*|\s)(${NAME}|(?:the )?(?:\w+ )?${GROUP})\s+${SPEECH}\b`, 'u'),
  new RegExp(String.raw`\b${SPEECH}\s+(?:the )?(${NAME})`, 'u'),
];
const DENIAL =
  /\b(den(?:y|ies|ied|ial)|reject(?:s|ed)?|dismiss(?:es|ed)?|refut(?:e|es|ed)|falsely|false|untrue|no evidence|did not|didn't|does not|doesn't|never happened|not true)\b/i;
const QUOTE = /[“"]([^“”"]{8,400})[”"]/gu;
/** Sentence ends, except after an initial or a common abbreviation ("U.S.", "Sen.", "Nov."). */
const SENTENCE_END =
  /(?<!\b(?:[A-Z]|Mr|Mrs|Ms|Dr|Sen|Rep|Gov|Gen|St|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|No|vs))[.!?]+["”’]?\s+(?=["“‘A-Z0-9])/u;
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

export function sentences(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter(Boolean);
}

function speakerOf(sentence: string): string {
  for (const pattern of SPEAKER_PATTERNS) {
    const found = pattern.exec(sentence)?.[1]?.trim();
    if (found && !/^(The|A|An|It|He|She|They|This|That)$/.test(found)) return found.replace(/^the /i, '');
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

const SPEECH_STEMS = new Set(contentStems(SPEECH.replace(/[(?:)]/g, ' ').replace(/\|/g, ' ')));

const weightsOf = (stems: string[]) => new Map(stems.map((s) => [s, 1]));

/** The claims of one headline and lead, in reading order. */
export function extractClaims(headline: string, lead: string): Claim[] {
  const claims: Claim[] = [];
  for (const sentence of [headline, ...sentences(lead)]) {
    const speaker = speakerOf(sentence);
    const speakerKey = speaker ? speakerKeyOf(speaker) : '';
    const denial = DENIAL.test(sentence);
    const figures = findFigures(sentence);
    for (const figure of figures) {
      const clause = clauseAround(sentence, figure.start, figure.end);
      const offset = sentence.indexOf(clause);
      const context = figureContext(clause, figure.start - offset, figure.end - offset);
      if (context.size === 0) continue;
      claims.push({
        kind: 'figure',
        unit: figure.unit,
        value: figure.value,
        context,
        speaker,
        speakerKey,
        denial: false,
        snippet: clip(clause),
      });
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
        denial: DENIAL.test(quote),
        snippet: `“${clip(quote.replace(/[,.]$/, ''), 24)}”`,
        figures: findFigures(quote).map(({ unit, value }) => ({ unit, value })),
      });
    }
    // An attributed sentence without a quote or a figure is a statement (a figure is its own claim, with the
    // speaker attributed); a denial is one whoever makes it.
    if (quoted.length === 0 && (speaker || denial) && (denial || figures.length === 0)) {
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
