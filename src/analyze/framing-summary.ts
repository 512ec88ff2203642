// One sentence per source row saying what this outlet's coverage stresses that the other outlets' does not
// (SPEC §2 Source.framing_summary; issue 13): its distinctive words (used by it and by at most a third of the
// others, weighted by how rare they are among the others), the actors only it names, and the figures only it
// gives or gives differently (from the fact ledger). Measured against the rest of the event, never a template per
// frame: two outlets that tell one event differently read differently, and a wire copy says whose text it carries.
import type { ClaimGroup, Ledger } from './fact-ledger';
import { renderFigure } from './figures';
import type { Name } from './names';

/** Words named per summary: enough to characterise, few enough to read. */
const TERMS_SHOWN = 3;
const NAMES_SHOWN = 2;
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

/**
 * Stems this outlet uses that few others do, most distinctive first (count x rarity among the others). `df` counts
 * every independent outlet, this one included when `ownCounted`; `others` is how many other outlets there are.
 */
function distinctiveTerms(
  own: OutletText,
  df: ReadonlyMap<string, number>,
  ownCounted: boolean,
  others: number,
  exclude: ReadonlySet<string>,
): string[] {
  const { counts, first } = tally(own.stems);
  const limit = others * SHARED_SHARE;
  const dfOthers = (stem: string) => (df.get(stem) ?? 0) - (ownCounted ? 1 : 0);
  return [...counts]
    .filter(([stem]) => !exclude.has(stem) && dfOthers(stem) <= limit)
    .map(([stem, n]) => ({ stem, score: n * Math.log((others + 1) / (dfOthers(stem) + 0.5)) }))
    .sort((a, b) => b.score - a.score || first.get(a.stem)! - first.get(b.stem)!)
    .map((x) => x.stem);
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
    if (!own) continue;
    const figure = renderFigure(own.claim.unit!, own.claim.value!);
    if (group.status === 'disputed') {
      const other = group.entries.find((e) =>
        (group.agreeing.includes(slug) ? group.contradicting : group.agreeing).includes(e.origin),
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
    const terms = distinctiveTerms(own, df, true, others, exclude)
      .slice(0, TERMS_SHOWN)
      .map((stem) => `"${own.surface.get(stem) ?? stem}"`);
    if (others === 0) {
      out.set(
        own.outlet_slug,
        terms.length
          ? `The only independent coverage so far; leads with ${join(terms)}.`
          : 'The only independent coverage so far.',
      );
      continue;
    }
    // Names no other independent outlet mentions (this outlet's own mention is the one counted).
    const ownNames = [
      ...new Map(own.names.filter((n) => names.get(n.key) === 1).map((n) => [n.key, n.display])).values(),
    ].slice(0, NAMES_SHOWN);
    const parts: string[] = [];
    if (terms.length) parts.push(`stresses ${join(terms)}`);
    if (ownNames.length) parts.push(`alone in naming ${join(ownNames)}`);
    parts.push(...figureNotes(own.outlet_slug, ledger.groups, outletNames));
    const sentence = parts.length
      ? parts.join('; ')
      : 'covers the same points as the other outlets, in much the same words';
    out.set(own.outlet_slug, `${sentence[0].toUpperCase()}${sentence.slice(1)}.`);
  }
  return out;
}
