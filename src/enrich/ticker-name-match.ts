// The longest universe name (or blocked phrase) that starts at a token, read case-sensitively in ordinary text and
// in upper case in an all-caps one; generic tails ("Inc", "Group") match in any case, and a possessive ends a name.
import { isPossessive, type Segment } from './ticker-segment';
import { byFirstToken, byFirstTokenUpper, lowercaseFirstTokens, type NamePattern } from './ticker-universe';
import { GENERIC_TAILS } from './ticker-words';

/** Longest name (or blocked phrase) starting at token i, or null. */
export function matchAt(segment: Segment, i: number): NamePattern | null {
  const tokens = segment.tokens;
  const upper = segment.shouting;
  const c = tokens[i].charCodeAt(0);
  if (!upper && c >= 97 && c <= 122 && !lowercaseFirstTokens.has(tokens[i]) && !isPossessive(tokens[i]))
    return null;
  const first = upper ? tokens[i].toUpperCase() : tokens[i];
  const candidates = (upper ? byFirstTokenUpper : byFirstToken).get(first);
  if (candidates) {
    for (const pattern of candidates) {
      const n = pattern.tokens.length;
      if (i + n > tokens.length) continue;
      let k = 1;
      for (; k < n; k++) {
        const t = upper ? tokens[i + k].toUpperCase() : tokens[i + k];
        const want = pattern.tokens[k];
        if (t === want || (GENERIC_TAILS.has(want) && t.toLowerCase() === want.toLowerCase())) continue;
        if (!(k === n - 1 && isPossessive(t) && t.slice(0, -2) === want)) break;
      }
      if (k === n) return pattern;
    }
  }
  if (isPossessive(first)) return singleTokenName(first.slice(0, -2), upper);
  return null;
}

export function singleTokenName(token: string, upper: boolean): NamePattern | null {
  const list = (upper ? byFirstTokenUpper : byFirstToken).get(token);
  if (!list) return null;
  for (const p of list) if (p.tokens.length === 1) return p;
  return null;
}
