// The ticker universe (data/tickers.json, written by scripts/build-tickers.ts), compiled once at module load: one
// Map from a name's first token to its candidate names (and one in upper case for all-caps headlines), and each
// symbol's own suffixes, cues and vetoes.
import universe from './data/tickers.json';
import { normalise, TOKEN } from './ticker-segment';

/** One symbol of the universe as scripts/build-tickers.ts writes it to tickers.json. */
export interface UniverseEntry {
  symbol: string;
  /** The company's short display name. */
  name: string;
  /** Every surface form the tagger matches, case-sensitive, the clean short name first. */
  names: string[];
  /** Names that need corroborating context (ordinary words, people, places). */
  ambiguous?: string[];
  /** Ambiguous names that are common nouns: capitalised mid-sentence they are already proper nouns. */
  words?: string[];
  /** Ambiguous names that are common surnames (Ford, Abbott, Waters): they need stronger evidence. */
  people?: string[];
  /** The company's own legal-form words ("inc", "corp"): "Target Corp" confirms Target, "Delta Corp" does not. */
  suffixes?: string[];
  /** Words that, anywhere in the text, corroborate an ambiguous name of this company. */
  cues?: string[];
  /** Words that, anywhere in the text, cancel this company's ambiguous names. */
  veto?: string[];
  /** Whether the bare symbol (AAPL without $ or exchange) counts as a mention. */
  bare: boolean;
}

/** One surface form of a company (or a blocked phrase when `entry` is null), split into tokens. */
export interface NamePattern {
  tokens: string[];
  entry: UniverseEntry | null;
  ambiguous: boolean;
  word: boolean;
  person: boolean;
}

const data = universe as unknown as { symbols: UniverseEntry[]; blocked: string[] };

/** First token (case-sensitive) -> candidate names, longest first. Blocked phrases compete on length. */
export const byFirstToken = new Map<string, NamePattern[]>();
/** The same, keyed and compared in upper case, for all-caps headlines. */
export const byFirstTokenUpper = new Map<string, NamePattern[]>();
export const bySymbol = new Map<string, UniverseEntry>();
export const suffixesOf = new Map<string, Set<string>>();
export const cuesOf = new Map<string, Set<string>>();
export const vetoesOf = new Map<string, Set<string>>();

/** First tokens of names that begin in lower case ("eBay", "onsemi"); other lowercase tokens skip the lookup. */
export const lowercaseFirstTokens = new Set<string>();

function addPattern(map: Map<string, NamePattern[]>, pattern: NamePattern): void {
  if (/^[a-z]/.test(pattern.tokens[0])) lowercaseFirstTokens.add(pattern.tokens[0]);
  const list = map.get(pattern.tokens[0]) ?? [];
  list.push(pattern);
  list.sort((a, b) => b.tokens.length - a.tokens.length);
  map.set(pattern.tokens[0], list);
}

function compile(
  text: string,
  entry: UniverseEntry | null,
  flags: Omit<NamePattern, 'tokens' | 'entry'>,
): void {
  const tokens = normalise(text).match(TOKEN);
  if (!tokens) return;
  addPattern(byFirstToken, { tokens, entry, ...flags });
  addPattern(byFirstTokenUpper, { tokens: tokens.map((t) => t.toUpperCase()), entry, ...flags });
}

for (const entry of data.symbols) {
  bySymbol.set(entry.symbol, entry);
  if (entry.suffixes) suffixesOf.set(entry.symbol, new Set(entry.suffixes));
  if (entry.cues) cuesOf.set(entry.symbol, new Set(entry.cues));
  if (entry.veto) vetoesOf.set(entry.symbol, new Set(entry.veto));
  const ambiguous = new Set(entry.ambiguous ?? []);
  const words = new Set(entry.words ?? []);
  const people = new Set(entry.people ?? []);
  for (const name of entry.names) {
    compile(name, entry, { ambiguous: ambiguous.has(name), word: words.has(name), person: people.has(name) });
  }
}
for (const phrase of data.blocked) compile(phrase, null, { ambiguous: false, word: false, person: false });
