// Ticker tagging: which companies and ETFs of the ~720-symbol universe a headline and lead mention.
// Runs on the ingest hot path, so everything is compiled once at module load: one Map from a name's
// first token to its candidate names, a few notation regexes, and the word sets (data, in ticker-words.ts). A call
// tokenises the text once and looks each token up once; there is no loop over symbols.
// Rules: docs/enrichment-tickers.md.
import model from 'wink-eng-lite-web-model';
import universe from './data/tickers.json';
import {
  BUSINESS_UNITS,
  CONNECTORS,
  FINANCE_CUES,
  GENERIC_TAILS,
  LEGAL_FORMS,
  REGIONS,
  TITLE_LOWERCASE,
  TITLES,
} from './ticker-words';

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
interface NamePattern {
  tokens: string[];
  entry: UniverseEntry | null;
  ambiguous: boolean;
  word: boolean;
  person: boolean;
}

/** One segment of the input (title or body), tokenised. */
interface Segment {
  text: string;
  tokens: string[];
  starts: number[];
  ends: number[];
  /** Whether a token opens a sentence, so its capital letter says nothing about it being a name. */
  sentenceStart: boolean[];
  lowerCache: string[] | null;
  titleCase: boolean;
  shouting: boolean;
}

type Kind = 'notation' | 'bare' | 'name' | 'ambiguous';

interface Mention {
  symbol: string;
  segment: number;
  position: number;
  /** Surface form, for the "second distinct mention" rule. */
  form: string;
  kind: Kind;
}

/** Words joined by &, ', ., - stay one token ("AT&T", "Coca-Cola", "Amazon.com", "Apple's"); a lone & is a token. */
const TOKEN = /[\p{L}\p{N}]+(?:[&'.-][\p{L}\p{N}]+)*|&/gu;

/** $AAPL, $BRK.B */
const CASHTAG = /(?<![\w$])\$([A-Z]{1,5}(?:[.-][A-Z])?)(?![\w])/g;
/** NYSE: F, NASDAQ:AAPL, (NYSE Arca: SPY), Nasdaq: MSFT */
const EXCHANGE =
  /\b(?:NYSE(?:\s?American|\s?Arca|\s?MKT)?|NYSEArca|NASDAQ(?:GS|GM|CM)?|Nasdaq(?:GS|GM|CM)?|AMEX|Amex|Cboe|BATS|OTC)\s*:\s*([A-Z]{1,5}(?:[.-][A-Z]{1,2})?)\b/g;
/** Reuters instrument codes: (AAPL.O), (F.N), (BRKb.N) */
const RIC = /\(([A-Z]{1,5})([a-z])?\.(?:N|O|OQ|K|A|P|PK)\)/g;
/** A bare symbol in parentheses after a name: "Apple Inc (AAPL)" */
const PARENTHESISED = /\(([A-Z]{2,5}(?:\.[A-Z])?)\)/g;

/** How far (in tokens, same segment) a finance cue may sit from an ambiguous name. */
const CUE_WINDOW = 8;

/**
 * wink's English lexicon (~85,000 lowercase words; few proper names): a capitalised word outside it
 * ("Hindustan", "Religare", "ICICI") is a name even at a sentence start. Only the part of the model's
 * packed core that this module reads is typed; the rest of the core is dropped after load.
 */
interface CoreModel {
  features: { lexeme: { hash: Record<string, number>; intrinsicSize: number } };
}
const { hash: lexemeIndex, intrinsicSize: lexiconSize } = (model.core as unknown as () => CoreModel)()
  .features.lexeme;

function inLexicon(word: string): boolean {
  const index = lexemeIndex[word];
  return typeof index === 'number' && index < lexiconSize;
}

/** A lowercase word, or every part of a hyphenated one, is in the lexicon (plurals as their singular). */
function isEnglishWord(word: string): boolean {
  for (const part of word.split('-')) {
    if (!inLexicon(part) && !(part.endsWith('s') && inLexicon(part.slice(0, -1)))) return false;
  }
  return true;
}

const data = universe as unknown as { symbols: UniverseEntry[]; blocked: string[] };

/** Curly apostrophes become straight; hyphen characters become '-', but en and em dashes separate words. */
function normalise(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u2010\u2011]/g, '-')
    .replace(/[\u2012-\u2015]/g, ' ');
}

/** First token (case-sensitive) -> candidate names, longest first. Blocked phrases compete on length. */
const byFirstToken = new Map<string, NamePattern[]>();
/** The same, keyed and compared in upper case, for all-caps headlines. */
const byFirstTokenUpper = new Map<string, NamePattern[]>();
const bySymbol = new Map<string, UniverseEntry>();
const suffixesOf = new Map<string, Set<string>>();
const cuesOf = new Map<string, Set<string>>();
const vetoesOf = new Map<string, Set<string>>();

/** First tokens of names that begin in lower case ("eBay", "onsemi"); other lowercase tokens skip the lookup. */
const lowercaseFirstTokens = new Set<string>();

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

function isCapitalised(token: string): boolean {
  const c = token.charCodeAt(0);
  return c >= 65 && c <= 90;
}

function isPossessive(token: string): boolean {
  return token.endsWith("'s");
}

function lower(segment: Segment): string[] {
  segment.lowerCache ??= segment.tokens.map((t) => t.toLowerCase());
  return segment.lowerCache;
}

/** ASCII letters and digits, plus any non-ASCII letter or digit. */
const NON_ASCII_WORD = /[\p{L}\p{N}]/u;
function isWordChar(c: number): boolean {
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return NON_ASCII_WORD.test(String.fromCharCode(c));
}

/** Characters that join two word runs into one token: & ' . - and their typographic variants. */
function isJoiner(c: number): boolean {
  return (
    c === 38 ||
    c === 39 ||
    c === 46 ||
    c === 45 ||
    c === 0x2019 ||
    c === 0x2018 ||
    c === 0x2bc ||
    c === 0x2010 ||
    c === 0x2011
  );
}

/** Punctuation that ends a sentence or opens a quotation: ! ? : ; " ( ) and curly double quotes. */
function isSentenceBreak(c: number): boolean {
  return (
    c === 33 ||
    c === 63 ||
    c === 58 ||
    c === 59 ||
    c === 34 ||
    c === 40 ||
    c === 41 ||
    c === 0x201c ||
    c === 0x201d
  );
}

/**
 * Tokenises in one pass over the characters (the same tokens as TOKEN), marking sentence starts and
 * counting capitals for the title-case and all-caps tests. No regex per token, no copy of the text.
 */
function segmentOf(text: string): Segment {
  const tokens: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  const sentenceStart: boolean[] = [];
  let letters = 0;
  let upper = 0;
  let capitalisedLongWords = 0;
  let lowercaseWords = 0;
  let boundary = true;
  const n = text.length;
  for (let i = 0; i < n;) {
    const c = text.charCodeAt(i);
    if (!isWordChar(c)) {
      if (c === 38) {
        tokens.push('&');
        starts.push(i);
        ends.push(i + 1);
        sentenceStart.push(boundary);
        boundary = false;
      } else if (isSentenceBreak(c)) boundary = true;
      else if (c === 46) {
        // A period after a short capitalised token is an abbreviation ("Gov.", "U.S."), not a sentence end.
        const prev = tokens[tokens.length - 1];
        if (prev === undefined || !(prev.length <= 4 && isCapitalised(prev))) boundary = true;
      }
      i++;
      continue;
    }
    const start = i;
    let fancy = false;
    let tokenUpper = 0;
    let tokenLetters = 0;
    while (i < n) {
      const d = text.charCodeAt(i);
      if (isWordChar(d)) {
        if (d >= 65 && d <= 90) {
          tokenUpper++;
          tokenLetters++;
        } else if (d >= 97 && d <= 122) tokenLetters++;
        i++;
      } else if (isJoiner(d) && i + 1 < n && isWordChar(text.charCodeAt(i + 1))) {
        if (d > 127) fancy = true;
        i++;
      } else break;
    }
    const raw = text.slice(start, i);
    tokens.push(fancy ? normalise(raw) : raw);
    starts.push(start);
    ends.push(i);
    sentenceStart.push(boundary);
    boundary = false;
    letters += tokenLetters;
    upper += tokenUpper;
    const f = text.charCodeAt(start);
    if (f >= 97 && f <= 122) {
      // One such word settles it: later ones need no lookup.
      if (
        lowercaseWords === 0 &&
        tokenUpper === 0 &&
        i - start >= 3 &&
        !TITLE_LOWERCASE.has(tokens[tokens.length - 1])
      )
        lowercaseWords++;
    } else if (f >= 65 && f <= 90 && i - start >= 4) capitalisedLongWords++;
  }
  const shouting = letters >= 12 && upper / letters > 0.8;
  const titleCase = !shouting && capitalisedLongWords >= 2 && lowercaseWords === 0;
  return { text, tokens, starts, ends, sentenceStart, lowerCache: null, titleCase, shouting };
}

/** Symbols written in explicit ticker notation anywhere in the segment. */
function findNotations(segment: Segment, index: number, out: Mention[]): void {
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

/** Longest name (or blocked phrase) starting at token i, or null. */
function matchAt(segment: Segment, i: number): NamePattern | null {
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

function singleTokenName(token: string, upper: boolean): NamePattern | null {
  const list = (upper ? byFirstTokenUpper : byFirstToken).get(token);
  if (!list) return null;
  for (const p of list) if (p.tokens.length === 1) return p;
  return null;
}

/**
 * What the capitalised words glued to a match say about it: `other` - it is part of a longer proper name
 * and names something else; `doubtful` - it is glued to a word that is not English and needs the evidence
 * an ambiguous name needs; `own` - nothing suggests another name.
 */
type NameContext = 'own' | 'doubtful' | 'other';

/**
 * Before the match: a capitalised word glued to it makes a longer name ("Christine Blasey Ford", "Religare
 * Invesco", "Gov. Abbott"). A sentence's first word is capitalised anyway, so there it only counts when it
 * is not an English word ("Hindustan Unilever", but "Embattled Boeing", "Sell Infosys") or before a surname
 * ("Steve Wynn"). Title-case and all-caps text capitalise every word, so there only a word that is not
 * English (nor an acronym: "FBI", "GOP") counts. Possessives, finance words, "vs" and names of their own
 * ("Apple Google") never count. The words after the match are read in sentence-case text only.
 */
function nameContext(segment: Segment, i: number, length: number, pattern: NamePattern | null): NameContext {
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
function isInitialism(pattern: NamePattern): boolean {
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

function containsAny(segments: Segment[], words: Set<string> | undefined): boolean {
  if (!words) return false;
  for (const s of segments) for (const w of lower(s)) if (words.has(w)) return true;
  return false;
}

/** Name and bare-symbol matches of one segment; ambiguous names without local evidence go to `pending`. */
function findNames(segment: Segment, index: number, out: Mention[], pending: Mention[]): void {
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

/**
 * Returns the symbols (no `ticker:` prefix) of universe companies and ETFs that the text mentions,
 * most salient first: mentioned in the title before body-only, then by mention count, then first position.
 */
export function extractTickers(title: string, body?: string): string[] {
  const segments = [segmentOf(title)];
  if (body) segments.push(segmentOf(body));
  const confident: Mention[] = [];
  const pending: Mention[] = [];
  for (let s = 0; s < segments.length; s++) {
    findNotations(segments[s], s, confident);
    findNames(segments[s], s, confident, pending);
  }
  // Vetoes cancel a company's ambiguous names only; explicit notation and unambiguous names stand.
  const accepted = confident.filter(
    (m) => m.kind !== 'ambiguous' || !containsAny(segments, vetoesOf.get(m.symbol)),
  );
  let open = pending.filter((m) => !containsAny(segments, vetoesOf.get(m.symbol)));
  // Resolve until nothing changes: a company-specific cue anywhere, or a second distinct mention
  // (another company, or this one in another form) that is itself accepted.
  for (let changed = true; changed && open.length > 0;) {
    changed = false;
    const still: Mention[] = [];
    for (const m of open) {
      const corroborated =
        containsAny(segments, cuesOf.get(m.symbol)) ||
        accepted.some((c) => c.symbol !== m.symbol || c.form !== m.form);
      if (corroborated) {
        accepted.push(m);
        changed = true;
      } else still.push(m);
    }
    open = still;
  }
  return rankBySalience(accepted);
}

function rankBySalience(mentions: Mention[]): string[] {
  const stats = new Map<string, { inTitle: boolean; count: number; first: number }>();
  for (const m of mentions) {
    const order = m.segment * 100_000 + m.position;
    const s = stats.get(m.symbol);
    if (s) {
      s.inTitle ||= m.segment === 0;
      s.count++;
      if (order < s.first) s.first = order;
    } else stats.set(m.symbol, { inTitle: m.segment === 0, count: 1, first: order });
  }
  return [...stats.entries()]
    .sort(([, a], [, b]) => Number(b.inTitle) - Number(a.inTitle) || b.count - a.count || a.first - b.first)
    .map(([symbol]) => symbol);
}
