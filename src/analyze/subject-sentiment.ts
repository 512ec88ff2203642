// A source row's sentiment toward the event's subject (SPEC §2 Source.sentiment; docs/divergence.md,
// Subject and sentiment): the tone of the words around each mention of the subject in the outlet's headline and
// lead (mentions.ts), valued by a political lexicon (tone-lexicon.ts): the words of the clause that holds the
// mention, a negated word turned over; what the subject says in a quotation or reported speech is
// its tone toward others and is left out. null when the subject is not mentioned or nothing around it carries
// tone: an unknown tone is not a neutral one. The subject is an event's, but it is most often one of the
// article's own named actors: ingest works out the tone toward each of them once per article
// (sentimentTowardNames, carried-inputs.ts); any other subject is worked out here, remembered per subject and text
// (an event is re-analysed every cycle that changes it).
import { boundedMemo } from './bounded-memo';
import type { Carrying } from './carried-inputs';
import { subjectMentions, type MentionSentence } from './mentions';
import type { Name } from './names';
import type { Subject } from './subject';
import { valence } from './tone-lexicon';

const MEMO_LIMIT = 20_000;

/** How tone is aimed at a mention; the defaults are the ones tuned on BASIL's tuning half (the evaluation). */
export interface ToneOptions {
  /** Weight of a word in another clause than every mention (0: the clause alone). */
  otherClause: number;
  /** Total lexicon valence (VADER scale) that reads as tanh(1) = 0.76. */
  scale: number;
}

export const TONE: ToneOptions = { otherClause: 0, scale: 3 };

const NEGATORS = new Set([
  'not',
  'no',
  'never',
  'without',
  'nor',
  'neither',
  'none',
  'nobody',
  'nothing',
  'hardly',
  'barely',
  'cannot',
]);
/** How far back a negator turns a word over, and by how much (VADER's own scalar). */
const NEGATION_REACH = 3;
const NEGATION_SCALAR = -0.74;
/**
 * News writes positive words loosely ("top aide", "won the nomination", "made clear", "support for the bill") and
 * criticism pointedly; on BASIL's tuning half positive valence at half weight ranked better (0.5 against 1 and 0).
 */
const POSITIVE_WEIGHT = 0.5;
/** Around a speech verb the subject speaks, only the words this near count ("falsely claimed", "angrily said"). */
const SPEAKER_REACH = 2;

function negated(sentence: MentionSentence, at: number): boolean {
  const { tokens } = sentence;
  for (let i = Math.max(0, at - NEGATION_REACH); i < at; i += 1)
    if (
      tokens[i].clause === tokens[at].clause &&
      (NEGATORS.has(tokens[i].word) || tokens[i].word.endsWith("n't"))
    )
      return true;
  return false;
}

/** Sum of the aimed valence in one sentence, and whether any word carried tone. */
function sentenceTone(sentence: MentionSentence, options: ToneOptions): { sum: number; hits: number } {
  const { tokens, mentions, speaks } = sentence;
  let sum = 0;
  let hits = 0;
  if (mentions.length === 0) return { sum, hits };
  for (let j = 0; j < tokens.length; j += 1) {
    const token = tokens[j];
    if (token.mention || token.proper || speaks.includes(j)) continue;
    // When the subject speaks here, what it says is about others: only the words on its own speaking count.
    if (speaks.length > 0 && (token.quoted || !speaks.some((v) => Math.abs(v - j) <= SPEAKER_REACH)))
      continue;
    const value = valence(token.word);
    if (value === undefined) continue;
    const weight = mentions.some((m) => tokens[m].clause === token.clause) ? 1 : options.otherClause;
    if (weight === 0) continue;
    sum += value * (value > 0 ? POSITIVE_WEIGHT : 1) * weight * (negated(sentence, j) ? NEGATION_SCALAR : 1);
    hits += 1;
  }
  return { sum, hits };
}

/** Tone toward the subject in a headline and lead, -1..+1, or null when unknown. */
export function toneToward(
  headline: string,
  lead: string,
  subject: Subject,
  options: ToneOptions = TONE,
): number | null {
  let sum = 0;
  let hits = 0;
  for (const sentence of subjectMentions(headline, lead, subject)) {
    const tone = sentenceTone(sentence, options);
    sum += tone.sum;
    hits += tone.hits;
  }
  return hits === 0 ? null : Math.tanh(sum / options.scale);
}

const towardSubject = boundedMemo((key: string) => {
  const [kind, subjectKey, headline, lead] = key.split('\u0000');
  return toneToward(headline, lead, { kind: kind as Subject['kind'], key: subjectKey, display: subjectKey });
}, MEMO_LIMIT);

/** Tone toward each of an article's named actors, by name key, as subjectSentiment would find it. */
export function sentimentTowardNames(
  headline: string,
  summary: string,
  names: readonly Name[],
): Map<string, number | null> {
  const out = new Map<string, number | null>();
  for (const { key, display } of names)
    if (!out.has(key)) out.set(key, toneToward(headline, summary, { kind: 'name', key, display }));
  return out;
}

/** The article's tone toward the event's subject, or null when unknown (no subject, no mention, no tone). */
export function subjectSentiment(
  article: { headline: string; summary: string } & Carrying,
  subject: Subject | undefined,
): number | null {
  if (!subject) return null;
  const carried = subject.kind === 'name' ? article.carried?.towardNames : undefined;
  if (carried?.has(subject.key)) return carried.get(subject.key)!;
  return towardSubject([subject.kind, subject.key, article.headline, article.summary ?? ''].join('\u0000'));
}
