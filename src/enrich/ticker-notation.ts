// Symbols written in explicit ticker notation: cashtags ($AAPL), exchange prefixes (NYSE: F), Reuters instrument
// codes ((AAPL.O)) and a bare symbol in parentheses after a name ("Apple Inc (AAPL)").
import type { Mention } from './ticker-mention';
import type { Segment } from './ticker-segment';
import { bySymbol } from './ticker-universe';

/** $AAPL, $BRK.B */
const CASHTAG = /(?<![\w$])\$([A-Z]{1,5}(?:[.-][A-Z])?)(?![\w])/g;
/** NYSE: F, NASDAQ:AAPL, (NYSE Arca: SPY), Nasdaq: MSFT */
const EXCHANGE =
  /\b(?:NYSE(?:\s?American|\s?Arca|\s?MKT)?|NYSEArca|NASDAQ(?:GS|GM|CM)?|Nasdaq(?:GS|GM|CM)?|AMEX|Amex|Cboe|BATS|OTC)\s*:\s*([A-Z]{1,5}(?:[.-][A-Z]{1,2})?)\b/g;
/** Reuters instrument codes: (AAPL.O), (F.N), (BRKb.N) */
const RIC = /\(([A-Z]{1,5})([a-z])?\.(?:N|O|OQ|K|A|P|PK)\)/g;
/** A bare symbol in parentheses after a name: "Apple Inc (AAPL)" */
const PARENTHESISED = /\(([A-Z]{2,5}(?:\.[A-Z])?)\)/g;

/** Symbols written in explicit ticker notation anywhere in the segment. */
export function findNotations(segment: Segment, index: number, out: Mention[]): void {
  const text = segment.text;
  if (text.includes('$'))
    for (const m of text.matchAll(CASHTAG)) addNotation(segment, index, m[1], m.index, out);
  if (text.includes(':'))
    for (const m of text.matchAll(EXCHANGE)) addNotation(segment, index, m[1], m.index, out);
  if (text.includes('(')) {
    for (const m of text.matchAll(RIC)) {
      addNotation(segment, index, m[2] ? `${m[1]}.${m[2].toUpperCase()}` : m[1], m.index, out);
    }
    for (const m of text.matchAll(PARENTHESISED)) {
      if (bySymbol.get(m[1])?.bare) addNotation(segment, index, m[1], m.index, out);
    }
  }
}

function addNotation(segment: Segment, index: number, raw: string, offset: number, out: Mention[]): void {
  const symbol = raw.replace('-', '.');
  if (!bySymbol.has(symbol)) return;
  let position = 0;
  while (position < segment.ends.length && segment.ends[position] <= offset) position++;
  out.push({ symbol, segment: index, position, form: `$${symbol}`, kind: 'notation' });
}
