// One sentence per source row saying what this outlet's coverage stresses that the other outlets' does not
// (SPEC §2 Source.framing_summary): the clause of its headline or lead that carries most of the
// words only it uses, quoted as written (a list of stems says little: "two", "delta" and "summer"), the actors only
// it names, and the figures only it gives or gives differently (from the fact ledger). Names and figures a reader
// would not count as such are dropped: a sentence's first word ("Yes"), a contraction ("I'll"), a dateline
// ("WASHINGTON"), clock times ("7 a.m."), ordinals and days of the month. Measured against the rest of the event,
// never a template per frame, and a wire copy says whose text it carries.
import { contentStems } from './claims';
import { sentences } from './sentences';
import type { ClaimGroup, Ledger } from './fact-ledger';
import { renderFigure } from './figures';
import type { Name } from './names';

const NAMES_SHOWN = 2;
/** A clause is quoted only when it carries at least this many words no other outlet uses ... */
const CLAUSE_MIN_TERMS = 2;
/** ... and is clipped to this many words, so the summary stays one readable sentence. */
const CLAUSE_MAX_WORDS = 24;
/** A sentence longer than this is split at its clause breaks and each clause read on its own. */
const SENTENCE_MAX_WORDS = 30;
/** A word used by more than this share of the other outlets is shared vocabulary, not this outlet's emphasis. */
const SHARED_SHARE = 1 / 3;

export interface OutletText {
  outlet_slug: string;
  outlet: string;
  /** The outlet this one copies (itself when independent). */
  origin: string;
  stems: readonly string[];
  surface: ReadonlyMap<string, string>;
  names: readonly Name[];
  /** The headline and the lead of each of its articles, as written: the clauses a summary can quote. */
  texts?: readonly string[];
}

function join(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** How often each stem of a text occurs, and where first (its distinct stems in order, as the keys). */
interface StemTally {
  counts: Map<string, number>;
  first: Map<string, number>;
}

// An outlet's stems come back every time its event is saved (perspectives.ts keeps one list per outlet for as long
// as its articles stay the same): counted once per list.
const tallies = new WeakMap<readonly string[], StemTally>();

function tally(stems: readonly string[]): StemTally {
  let known = tallies.get(stems);
  if (!known) {
    const counts = new Map<string, number>();
    const first = new Map<string, number>();
    stems.forEach((stem, i) => {
      counts.set(stem, (counts.get(stem) ?? 0) + 1);
      if (!first.has(stem)) first.set(stem, i);
    });
    tallies.set(stems, (known = { counts, first }));
  }
  return known;
}

/** In how many of these outlets' texts each stem occurs. */
function documentFrequency(outlets: readonly OutletText[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const o of outlets)
    for (const stem of tally(o.stems).counts.keys()) df.set(stem, (df.get(stem) ?? 0) + 1);
  return df;
}

/** How distinctive each stem of this outlet is: log-rarity among the other outlets, for stems few of them use. */
function distinctiveness(
  own: OutletText,
  df: ReadonlyMap<string, number>,
  others: number,
  exclude: ReadonlySet<string>,
): Map<string, number> {
  const limit = others * SHARED_SHARE;
  const out = new Map<string, number>();
  for (const stem of tally(own.stems).counts.keys()) {
    const dfOthers = (df.get(stem) ?? 0) - 1;
    if (!exclude.has(stem) && dfOthers <= limit) out.set(stem, Math.log((others + 1) / (dfOthers + 0.5)));
  }
  return out;
}

/** The sentences of a headline or lead, a long one cut at its clause breaks (semicolon, colon, dash). */
function clauses(text: string): string[] {
  return sentences(text).flatMap((sentence) =>
    sentence.split(/\s+/).length <= SENTENCE_MAX_WORDS
      ? [sentence]
      : sentence.split(/\s*(?:;|:|\s[—–-]\s|—)\s*/).filter((c) => c.split(/\s+/).length >= 4),
  );
}

function clip(clause: string): string {
  const words = clause.replace(/[\s.,;:]+$/, '').split(/\s+/);
  return words.length <= CLAUSE_MAX_WORDS
    ? words.join(' ')
    : `${words.slice(0, CLAUSE_MAX_WORDS).join(' ')}…`;
}

/** The clause carrying most of what only this outlet says, quoted as written; undefined when none carries enough. */
function ownClause(own: OutletText, weight: ReadonlyMap<string, number>): string | undefined {
  let best: { clause: string; score: number } | undefined;
  for (const text of own.texts ?? [])
    for (const clause of clauses(text)) {
      const stems = new Set(contentStems(clause).filter((stem) => weight.has(stem)));
      if (stems.size < CLAUSE_MIN_TERMS) continue;
      const words = clause.split(/\s+/).length;
      // Summed rarity, lightly discounted by length: a long sentence gathers rare words by being long.
      const rarity = [...stems].reduce((sum, stem) => sum + weight.get(stem)!, 0);
      const score = rarity / Math.sqrt(Math.max(words, 10) / 10);
      if (!best || score > best.score) best = { clause, score };
    }
  return best && clip(best.clause);
}

const PRONOUNS_AND_REPLIES = new Set(
  'i we you he she they it yes no ok okay oh well so but and or this that these those there here now then today yesterday meanwhile however still also'.split(
    ' ',
  ),
);

/**
 * A run of capitals that is no actor: a contraction ("I'll"), a pronoun or reply ("Yes"), a dateline in capitals
 * ("WASHINGTON"; acronyms are short: FBI, NATO), or a word the outlet's own text also writes in lower case or only
 * ever writes first in a sentence or quote ("Thousands", "“Instead").
 */
function junkName(name: Name, lowerWords: ReadonlySet<string>, texts: readonly string[]): boolean {
  const words = name.display.split(/\s+/);
  if (/['’]/.test(name.display.replace(/['’]s$/, ''))) return true;
  if (words.length === 1 && PRONOUNS_AND_REPLIES.has(name.display.toLowerCase())) return true;
  if (/^[A-Z][A-Z .,-]{5,}$/.test(name.display)) return true;
  if (words.length > 1) return false;
  if (lowerWords.has(name.display.toLowerCase())) return true;
  const word = name.display.replace(/[^\p{L}]/gu, '');
  const all =
    texts.join('\n').match(new RegExp(String.raw`(?:^|[.!?]\s+|[“"‘]\s*|\n)?\b${word}\b`, 'gmu')) ?? [];
  return all.length > 0 && all.every((m) => m !== word);
}

const MONTH = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`;
/** A clock time ("7 a.m.", "10:30 p.m."), an ordinal ("15th") or a day of the month ("Aug. 3", not "May 2021"). */
const JUNK_FIGURE = new RegExp(
  String.raw`\b\d{1,2}(?::\d\d)?\s*(?:a\.?m\b|p\.?m\b)|\b\d+(?:st|nd|rd|th)\b|\b${MONTH}\s+\d{1,2}\b(?!\d)`,
  'i',
);

function junkFigure(claim: { unit?: string; snippet: string }): boolean {
  return claim.unit === 'date' || JUNK_FIGURE.test(claim.snippet);
}

function figureNotes(
  slug: string,
  groups: readonly ClaimGroup[],
  names: ReadonlyMap<string, string>,
): string[] {
  const notes: string[] = [];
  for (const group of groups) {
    if (group.kind !== 'figure') continue;
    const own = group.entries.find((e) => e.origin === slug);
    if (!own || junkFigure(own.claim)) continue;
    const figure = renderFigure(own.claim.unit!, own.claim.value!);
    if (group.status === 'disputed') {
      const other = group.entries.find(
        (e) =>
          (group.agreeing.includes(slug) ? group.contradicting : group.agreeing).includes(e.origin) &&
          !junkFigure(e.claim),
      );
      if (other)
        notes.push(
          `gives ${figure} where ${names.get(other.origin) ?? other.origin} reports ${renderFigure(other.claim.unit!, other.claim.value!)}`,
        );
    } else if (group.status === 'single') notes.push(`alone in reporting ${figure} ("${own.claim.snippet}")`);
  }
  return notes.slice(0, 2);
}

/** The summary of every outlet, by slug. */
export function framingSummaries(
  outlets: readonly OutletText[],
  ledger: Ledger,
  subjectKey: string | undefined,
): Map<string, string> {
  const outletNames = new Map(outlets.map((o) => [o.outlet_slug, o.outlet]));
  const out = new Map<string, string>();
  const exclude = new Set(subjectKey ? [subjectKey] : []);
  // Measured against the independent others: the copies of an outlet's text say nothing about its emphasis.
  const independent = outlets.filter((o) => o.origin === o.outlet_slug);
  const df = documentFrequency(independent);
  const names = new Map<string, number>();
  for (const o of independent)
    for (const key of new Set(o.names.map((n) => n.key))) names.set(key, (names.get(key) ?? 0) + 1);
  for (const own of outlets) {
    if (own.origin !== own.outlet_slug) {
      out.set(
        own.outlet_slug,
        `Carries the same wire text as ${outletNames.get(own.origin) ?? own.origin}; it adds no emphasis of its own.`,
      );
      continue;
    }
    const others = independent.length - 1;
    const clause = ownClause(own, distinctiveness(own, df, others, exclude));
    if (others === 0) {
      out.set(
        own.outlet_slug,
        clause
          ? `The only independent coverage so far; leads with “${clause}”.`
          : 'The only independent coverage so far.',
      );
      continue;
    }
    const lowerWords = new Set((own.texts ?? []).flatMap((t) => t.match(/\b\p{Ll}[\p{L}'’]*/gu) ?? []));
    // Names no other independent outlet mentions (this outlet's own mention is the one counted).
    const ownNames = [
      ...new Map(
        own.names
          .filter((n) => names.get(n.key) === 1 && !junkName(n, lowerWords, own.texts ?? []))
          .map((n) => [n.key, n.display]),
      ).values(),
    ].slice(0, NAMES_SHOWN);
    const parts: string[] = [];
    if (clause) parts.push(`alone in saying “${clause}”`);
    if (ownNames.length) parts.push(`alone in naming ${join(ownNames)}`);
    parts.push(...figureNotes(own.outlet_slug, ledger.groups, outletNames));
    const sentence = parts.length
      ? parts.join('; ')
      : 'covers the same points as the other outlets, in much the same words';
    out.set(own.outlet_slug, `${sentence[0].toUpperCase()}${sentence.slice(1)}.`);
  }
  return out;
}
