// Company names and bare symbols in a segment: a name stands when nothing around it names something else; an
// ambiguous one (an ordinary word, a surname, a place) needs evidence beside it, or waits for corroboration
// elsewhere in the text.
import { nameContext } from './ticker-name-context';
import { matchAt, singleTokenName } from './ticker-name-match';
import type { Mention } from './ticker-mention';
import { isCapitalised, lower, type Segment } from './ticker-segment';
import { bySymbol, suffixesOf, type NamePattern, type UniverseEntry } from './ticker-universe';
import { BUSINESS_UNITS, FINANCE_CUES, REGIONS } from './ticker-words';

/** How far (in tokens, same segment) a finance cue may sit from an ambiguous name. */
const CUE_WINDOW = 8;

/** Evidence right around an ambiguous name: its own legal form, a finance word, or proper-noun capitals. */
function hasLocalEvidence(segment: Segment, i: number, length: number, pattern: NamePattern): boolean {
  const words = lower(segment);
  const next = words[i + length];
  const own = pattern.entry ? suffixesOf.get(pattern.entry.symbol) : undefined;
  if (next !== undefined && own?.has(next)) return true;
  if (pattern.person) {
    // A surname needs its cue right beside it ("Ford shares", "automaker Ford", "Abbott India Q1").
    const after = REGIONS.has(next) || BUSINESS_UNITS.has(next) ? words[i + length + 1] : next;
    return FINANCE_CUES.has(words[i - 1]) || (after !== undefined && FINANCE_CUES.has(after));
  }
  const from = Math.max(0, i - CUE_WINDOW);
  const to = Math.min(words.length, i + length + CUE_WINDOW);
  for (let k = from; k < to; k++) if ((k < i || k >= i + length) && FINANCE_CUES.has(words[k])) return true;
  // "... said Apple, which ..." - a common noun capitalised mid-sentence in sentence-case text is a name.
  return pattern.word && !segment.titleCase && !segment.shouting && !segment.sentenceStart[i];
}

/** Name and bare-symbol matches of one segment; ambiguous names without local evidence go to `pending`. */
export function findNames(segment: Segment, index: number, out: Mention[], pending: Mention[]): void {
  const tokens = segment.tokens;
  for (let i = 0; i < tokens.length;) {
    const pattern = matchAt(segment, i);
    if (pattern) {
      const length = pattern.tokens.length;
      const context = pattern.entry ? nameContext(segment, i, length, pattern) : 'other';
      if (context !== 'other')
        addName(segment, index, i, length, pattern, out, pending, context === 'doubtful');
      i += length;
      continue;
    }
    const token = tokens[i];
    if (token.includes('-')) {
      // "Apple-IBM", "ex-Facebook", "BofA-ML": parts may be one-word names, provided every other part is
      // a lowercase word, an abbreviation or a name too ("Christie-Zimmer" is two people).
      const parts = token.split('-');
      const found = parts.map((part) =>
        singleTokenName(segment.shouting ? part.toUpperCase() : part, segment.shouting),
      );
      if (parts.every((part, k) => found[k] !== null || /^(?:[a-z]|[A-Z]+$)/.test(part))) {
        for (const p of found) if (p?.entry) addName(segment, index, i, 1, p, out, pending);
      }
    } else if (
      !segment.shouting &&
      isCapitalised(token) &&
      bySymbol.get(token)?.bare &&
      nameContext(segment, i, 1, null) === 'own'
    ) {
      out.push({ symbol: token, segment: index, position: i, form: `$${token}`, kind: 'bare' });
    }
    i++;
  }
}

function addName(
  segment: Segment,
  index: number,
  i: number,
  length: number,
  pattern: NamePattern,
  out: Mention[],
  pending: Mention[],
  doubtful = false,
): void {
  const symbol = (pattern.entry as UniverseEntry).symbol;
  // Digits glued to a currency sign are an amount, not a company ("$3M").
  if (isDigit(pattern.tokens[0]) && isCurrency(segment, i)) return;
  const mention: Mention = {
    symbol,
    segment: index,
    position: i,
    form: pattern.tokens.join(' '),
    kind: pattern.ambiguous || doubtful ? 'ambiguous' : 'name',
  };
  if (mention.kind === 'ambiguous' && !hasLocalEvidence(segment, i, length, pattern)) pending.push(mention);
  else out.push(mention);
}

function isDigit(token: string): boolean {
  const c = token.charCodeAt(0);
  return c >= 48 && c <= 57;
}

function isCurrency(segment: Segment, i: number): boolean {
  const at = segment.starts[i];
  if (at === 0) return false;
  const c = segment.text.charCodeAt(at - 1);
  return c === 36 || c === 0xa3 || c === 0x20ac;
}
