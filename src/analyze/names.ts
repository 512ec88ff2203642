// Named actors in a headline and lead (people, organisations, places): runs of capitalised words, as a reader
// would underline them. A headline capitalises every word, so its runs count only when the lead writes them
// capitalised too or they are acronyms; a sentence's first word counts only as part of a longer run. Used to
// find an event's subject and what an outlet alone names, and to check that a claim's speaker is a name.
import { CALENDAR_WORDS, HONORIFICS, OFFICES, STOPWORDS } from '../enrich/lexicon';
import { sentences } from './sentences';

export interface Name {
  /** As written ("Adaeze Okafor", "FBI"). */
  display: string;
  /** Lowercased last word ("okafor"): "Governor Okafor" and "Adaeze Okafor" are one actor. */
  key: string;
}

const RUN = /[A-Z][\p{L}'’.-]*(?:\s+(?:of\s+|de\s+)?[A-Z][\p{L}'’.-]*)*/gu;

const isFiller = (word: string) => {
  const w = word.toLowerCase().replace(/[.'’]s?$/, '');
  return STOPWORDS.has(w) || CALENDAR_WORDS.has(w) || HONORIFICS.has(w) || OFFICES.has(w);
};

function runs(sentence: string): { words: string[]; start: number }[] {
  return [...sentence.matchAll(RUN)].map((m) => ({ words: m[0].split(/\s+/), start: m.index }));
}

function nameOf(words: string[]): Name | undefined {
  const kept = [...words];
  while (kept.length && isFiller(kept[0])) kept.shift();
  while (kept.length && (isFiller(kept.at(-1)!) || /^(of|de)$/.test(kept.at(-1)!))) kept.pop();
  if (kept.length === 0) return undefined;
  const display = kept
    .join(' ')
    .replace(/['’]s$/, '')
    .replace(/\.$/, '');
  const key = display.split(/\s+/).at(-1)!.toLowerCase();
  if (key.length < 2) return undefined;
  return { display, key };
}

/** A headline in sentence case ("Senate passes bill") capitalises names only; one in title case every word. */
function sentenceCase(headline: string): boolean {
  const words = headline.match(/\p{L}+/gu) ?? [];
  const content = words.filter((w) => !STOPWORDS.has(w.toLowerCase()));
  return content.filter((w) => /^\p{Ll}/u.test(w)).length * 2 > content.length;
}

export function namesIn(headline: string, lead: string): Name[] {
  const out: Name[] = [];
  const leadKeys = new Set<string>();
  const texts = sentenceCase(headline) ? [headline, ...sentences(lead)] : sentences(lead);
  for (const sentence of texts)
    for (const run of runs(sentence)) {
      // A sentence's capitalised first word alone is no name ("Officials", "Thousands").
      if (run.start === 0 && run.words.length === 1 && !/^[A-Z]{2,}$/.test(run.words[0])) continue;
      const name = nameOf(run.words);
      if (name) {
        out.push(name);
        leadKeys.add(name.key);
      }
    }
  if (texts[0] === headline) return out;
  for (const run of runs(headline))
    for (const word of run.words) {
      const name = nameOf([word]);
      if (name && (leadKeys.has(name.key) || /^[A-Z]{2,}$/.test(word))) out.push(name);
    }
  return out;
}

const PRONOUN = /^(?:I|We|You|He|She|They|It|This|That|There)$/;

/**
 * The speaker a claim is credited to, as a name, or '' when the words found before "said" or after "according to"
 * name nobody: filler at either end is dropped ("Thursday", "Sen.", "the"), and a lone capitalised word
 * counts only when it is an acronym ("FDA") or the text writes a longer name ending in it, which is then the
 * speaker ("Joe Manchin" for "Manchin", "International Monetary Fund" for "Fund"); "Unemployment" or "Initial"
 * alone name no one. A group written in lowercase ("police",
 * "officials") is a speaker as it stands.
 */
export function speakerName(candidate: string, text: string): string {
  // A name ends at its possessive: "the Bureau of Labor Statistics' Job Openings" is the Bureau's.
  const raw = candidate
    .trim()
    .replace(/^the\s+/i, '')
    .replace(/^(.*?\p{L})(?:['’]s?)\s.*$/u, '$1');
  if (!/^\p{Lu}/u.test(raw)) return raw;
  // Shown with its titles ("Mayor Ines Calder"), without a day or a stray word at either end.
  const shown = raw.split(/\s+/);
  const loose = (w: string) =>
    STOPWORDS.has(w.toLowerCase()) || CALENDAR_WORDS.has(w.toLowerCase().replace(/\.$/, ''));
  while (shown.length && loose(shown[0])) shown.shift();
  while (shown.length && loose(shown.at(-1)!)) shown.pop();
  const kept = raw.split(/\s+/);
  while (kept.length && (isFiller(kept[0]) || /^(of|de)$/.test(kept[0]))) kept.shift();
  while (kept.length && (isFiller(kept.at(-1)!) || /^(of|de|and)$/.test(kept.at(-1)!))) kept.pop();
  if (kept.length === 0 || kept.some((w) => PRONOUN.test(w))) return '';
  if (kept.length > 1 || shown.length > kept.length) return shown.join(' ');
  const [word] = kept;
  if (/^\p{Lu}{2,}$/u.test(word)) return word;
  // The longest name the text writes ending in this word: "the Fund" is the International Monetary Fund.
  const longer = sentences(text)
    .flatMap((sentence) => runs(sentence).map((run) => nameOf(run.words)?.display ?? ''))
    .filter((name) => name.includes(' ') && name.split(/\s+/).at(-1) === word)
    .sort((a, b) => b.length - a.length);
  return longer[0] ?? '';
}
