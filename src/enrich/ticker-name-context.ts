// What the capitalised words glued to a matched name say about it: that it is part of a longer proper name
// naming something else, that it is doubtful, or nothing against it.
import { isEnglishWord } from './english-lexicon';
import { matchAt, singleTokenName } from './ticker-name-match';
import { isCapitalised, isPossessive, lower, type Segment } from './ticker-segment';
import { cuesOf, suffixesOf, type NamePattern } from './ticker-universe';
import { BUSINESS_UNITS, CONNECTORS, FINANCE_CUES, LEGAL_FORMS, REGIONS, TITLES } from './ticker-words';

/**
 * What the capitalised words glued to a match say about it: `other` - it is part of a longer proper name
 * and names something else; `doubtful` - it is glued to a word that is not English and needs the evidence
 * an ambiguous name needs; `own` - nothing suggests another name.
 */
export type NameContext = 'own' | 'doubtful' | 'other';

/**
 * Before the match: a capitalised word glued to it makes a longer name ("Christine Blasey Ford", "Religare
 * Invesco", "Gov. Abbott"). A sentence's first word is capitalised anyway, so there it only counts when it
 * is not an English word ("Hindustan Unilever", but "Embattled Boeing", "Sell Infosys") or before a surname
 * ("Steve Wynn"). Title-case and all-caps text capitalise every word, so there only a word that is not
 * English (nor an acronym: "FBI", "GOP") counts. Possessives, finance words, "vs" and names of their own
 * ("Apple Google") never count. The words after the match are read in sentence-case text only.
 */
export function nameContext(
  segment: Segment,
  i: number,
  length: number,
  pattern: NamePattern | null,
): NameContext {
  const { tokens, starts, ends, text } = segment;
  const words = lower(segment);
  const capitalsCarrySignal = !segment.titleCase && !segment.shouting;
  if (i > 0 && isCapitalised(tokens[i - 1]) && !isPossessive(tokens[i - 1])) {
    const prev = tokens[i - 1];
    if (TITLES.has(prev) && onlySpaceOrPeriod(text, ends[i - 1], starts[i])) return 'other';
    const prevLower = words[i - 1];
    const informative = capitalsCarrySignal
      ? !segment.sentenceStart[i - 1] || pattern?.person === true || !isEnglishWord(prevLower)
      : !isEnglishWord(prevLower) && !isAcronym(prev);
    if (
      informative &&
      onlySpace(text, ends[i - 1], starts[i]) &&
      !FINANCE_CUES.has(prevLower) &&
      !CONNECTORS.has(prevLower) &&
      !singleTokenName(prev, false)?.entry
    )
      return 'other';
  }
  return capitalsCarrySignal ? followingContext(segment, i + length, pattern) : 'own';
}

/**
 * After the match (at token j), past any region ("PTC India Fin"): a capitalised word glued to it is part
 * of the name unless it is a finance word, the company's own cue ("Apple iPad"), a legal form (the
 * company's own right after an ambiguous name), a business unit after a distinctive name, or another
 * universe name. An ambiguous or initialism name followed by anything else names another company ("GE
 * Shipping", "Progressive Caucus"); a distinctive one is only doubtful, and only before a word that is not
 * English ("Honda Siel" - while "Microsoft Azure" and "Google Chrome" are products).
 */
function followingContext(segment: Segment, j: number, pattern: NamePattern | null): NameContext {
  const { tokens, starts, ends, text } = segment;
  const words = lower(segment);
  const glued = (k: number): boolean =>
    k < tokens.length && isCapitalised(tokens[k]) && onlySpace(text, ends[k - 1], starts[k]);
  if (isPossessive(tokens[j - 1])) return 'own';
  let k = j;
  while (glued(k) && REGIONS.has(words[k])) k++;
  if (!glued(k)) return 'own';
  const next = isPossessive(words[k]) ? words[k].slice(0, -2) : words[k];
  const symbol = pattern?.entry?.symbol;
  if (FINANCE_CUES.has(next) || (symbol !== undefined && cuesOf.get(symbol)?.has(next))) return 'own';
  const guarded = pattern === null || pattern.ambiguous || isInitialism(pattern);
  if (LEGAL_FORMS.has(next)) {
    const own = symbol !== undefined ? suffixesOf.get(symbol) : undefined;
    return k === j && guarded && own !== undefined && !own.has(next) ? 'other' : 'own';
  }
  if (BUSINESS_UNITS.has(next) || matchAt(segment, k)?.entry) return 'own';
  if (guarded) return 'other';
  // An acronym after a distinctive name is a role or unit ("Google VP", "Morgan Stanley PWM").
  return isAcronym(tokens[k]) || isEnglishWord(next) ? 'own' : 'doubtful';
}

function isAcronym(token: string): boolean {
  return /^[A-Z][A-Z0-9&]+$/.test(token);
}

/** Short all-caps names (GE, PNC, ING) recur inside other companies' names ("GE Shipping"). */
export function isInitialism(pattern: NamePattern): boolean {
  return pattern.tokens.length === 1 && pattern.tokens[0].length <= 4 && /^[A-Z&]+$/.test(pattern.tokens[0]);
}

function onlySpace(text: string, from: number, to: number): boolean {
  if (from === to) return false;
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c !== 32 && c !== 0xa0) return false;
  }
  return true;
}

function onlySpaceOrPeriod(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c !== 32 && c !== 0xa0 && c !== 46) return false;
  }
  return true;
}
