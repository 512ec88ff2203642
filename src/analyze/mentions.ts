// Where a text mentions an event's subject, word by word (docs/divergence.md, Subject and sentiment): whole
// words only, so a subject "ice" is never found in "police"; a name by its key word with a possessive ("Okafor's");
// a term by its stem; a person named in one sentence is carried to "he"/"she" in the next sentence only. Each
// sentence comes back as tokens marked with what subject-sentiment.ts needs to aim tone at the mention: inside a
// quotation or not, which clause, a proper noun or not, and whether the subject is the one speaking.
import { sentences } from './sentences';
import type { Subject } from './subject';
import { stemWords } from './words';

export interface Token {
  /** Lowercased, a possessive dropped. */
  word: string;
  /** Inside quotation marks. */
  quoted: boolean;
  /** Clauses are counted from 0 across ; : ( ) dashes, and the contrastive "but", "while", "although". */
  clause: number;
  /** Capitalised in the middle of a sentence-case sentence: a name or an institution, not a judgement. */
  proper: boolean;
  mention: boolean;
}

export interface MentionSentence {
  tokens: Token[];
  /** Indexes of the tokens that mention the subject. */
  mentions: number[];
  /** Indexes of the speech verbs the subject is the speaker of ("Okafor said", "said Okafor", "he told"). */
  speaks: number[];
}

const TOKEN = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*|["“”]|[;:()—–]|\s-\s/gu;
const CLAUSE_MARK = /^(?:[;:()—–]|\s-\s)$/;
const CONTRAST = new Set(['but', 'while', 'although', 'though', 'whereas', 'yet', 'however']);
const PRONOUNS = new Set(['he', 'him', 'his', 'she', 'her', 'hers']);
const SPEECH = new Set(
  `said says say told tells tell added adds argued argues claimed claims insisted insists wrote writes tweeted
  tweets declared declares stated states asserted asserts warned warns announced announces explained explains
  noted notes responded responds replied replies suggested suggests contended contends maintained maintains
  vowed vows pledged pledges promised promises urged urges`.split(/\s+/),
);
/** Words that may stand between a speaker and the speech verb ("Okafor also said", "said Mr. Okafor"). */
const SPEECH_GAP = 2;

/** Most of a title-case headline's words are capitalised, so a capital there says nothing about a name. */
function titleCase(words: string[]): boolean {
  const long = words.filter((w) => w.length > 3);
  return long.filter((w) => /^\p{Lu}/u.test(w)).length * 2 > long.length;
}

function tokenise(sentence: string, isMention: (word: string) => boolean): Token[] {
  const raw = [...sentence.matchAll(TOKEN)].map((m) => m[0]);
  const capitals = !titleCase(raw.filter((w) => /^\p{L}/u.test(w)));
  const out: Token[] = [];
  let quoted = false;
  let clause = 0;
  for (const text of raw) {
    if (text === '“') quoted = true;
    else if (text === '”') quoted = false;
    else if (text === '"') quoted = !quoted;
    else if (CLAUSE_MARK.test(text)) clause += 1;
    else {
      const word = text.toLowerCase().replace(/['’]s?$/, '');
      if (CONTRAST.has(word)) clause += 1;
      out.push({
        word,
        quoted,
        clause,
        proper: capitals && out.length > 0 && /^\p{Lu}/u.test(text),
        mention: isMention(word),
      });
    }
  }
  return out;
}

function speechVerbs(tokens: Token[], mentions: number[]): number[] {
  const out = new Set<number>();
  for (const m of mentions) {
    if (tokens[m].quoted) continue;
    for (let d = 1; d <= SPEECH_GAP + 1; d += 1) {
      const [after, before] = [tokens[m + d], tokens[m - d]];
      if (after && !after.quoted && SPEECH.has(after.word)) out.add(m + d);
      if (before && !before.quoted && SPEECH.has(before.word)) out.add(m - d);
    }
  }
  return [...out];
}

function matcher(subject: Subject): (word: string) => boolean {
  if (subject.kind === 'name') return (word) => word === subject.key;
  return (word) => stemWords(word)[0] === subject.key;
}

/** The headline and each sentence of the lead, tokenised, with the subject's mentions marked. */
export function subjectMentions(headline: string, lead: string, subject: Subject): MentionSentence[] {
  const isMention = matcher(subject);
  const out: MentionSentence[] = [];
  let carried = false;
  for (const sentence of [headline, ...sentences(lead)]) {
    const tokens = tokenise(sentence, isMention);
    let mentions = tokens.flatMap((t, i) => (t.mention ? [i] : []));
    const named = mentions.length > 0;
    if (!named && carried) {
      mentions = tokens.flatMap((t, i) => (PRONOUNS.has(t.word) && !t.quoted ? [i] : []));
      for (const i of mentions) tokens[i].mention = true;
    }
    // Carried from a sentence that names the person, never from one that only said "he" (who else may be meant).
    carried = named && subject.kind === 'name';
    out.push({ tokens, mentions, speaks: speechVerbs(tokens, mentions) });
  }
  return out;
}
