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

/** Stems this outlet uses that few others do, most distinctive first (count x rarity among the others). */
function distinctiveTerms(
  own: OutletText,
  others: readonly OutletText[],
  exclude: ReadonlySet<string>,
): string[] {
  const counts = new Map<string, number>();
  for (const stem of own.stems) if (!exclude.has(stem)) counts.set(stem, (counts.get(stem) ?? 0) + 1);
  const df = new Map<string, number>();
  for (const other of others) for (const stem of new Set(other.stems)) df.set(stem, (df.get(stem) ?? 0) + 1);
  const limit = others.length * SHARED_SHARE;
  return [...counts]
    .filter(([stem]) => (df.get(stem) ?? 0) <= limit)
    .map(([stem, n]) => ({ stem, score: n * Math.log((others.length + 1) / ((df.get(stem) ?? 0) + 0.5)) }))
    .sort((a, b) => b.score - a.score || own.stems.indexOf(a.stem) - own.stems.indexOf(b.stem))
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
  const names = new Map(outlets.map((o) => [o.outlet_slug, o.outlet]));
  const out = new Map<string, string>();
  const exclude = new Set(subjectKey ? [subjectKey] : []);
  for (const own of outlets) {
    if (own.origin !== own.outlet_slug) {
      out.set(
        own.outlet_slug,
        `Carries the same wire text as ${names.get(own.origin) ?? own.origin}; it adds no emphasis of its own.`,
      );
      continue;
    }
    // Measured against the independent others: the copies of this outlet's text say nothing about its emphasis.
    const others = outlets.filter((o) => o.origin !== own.outlet_slug && o.origin === o.outlet_slug);
    const terms = distinctiveTerms(own, others, exclude)
      .slice(0, TERMS_SHOWN)
      .map((stem) => `"${own.surface.get(stem) ?? stem}"`);
    if (others.length === 0) {
      out.set(
        own.outlet_slug,
        terms.length
          ? `The only independent coverage so far; leads with ${join(terms)}.`
          : 'The only independent coverage so far.',
      );
      continue;
    }
    const otherNames = new Set(others.flatMap((o) => o.names.map((n) => n.key)));
    const ownNames = [
      ...new Map(own.names.filter((n) => !otherNames.has(n.key)).map((n) => [n.key, n.display])).values(),
    ].slice(0, NAMES_SHOWN);
    const parts: string[] = [];
    if (terms.length) parts.push(`stresses ${join(terms)}`);
    if (ownNames.length) parts.push(`alone in naming ${join(ownNames)}`);
    parts.push(...figureNotes(own.outlet_slug, ledger.groups, names));
    const sentence = parts.length
      ? parts.join('; ')
      : 'covers the same points as the other outlets, in much the same words';
    out.set(own.outlet_slug, `${sentence[0].toUpperCase()}${sentence.slice(1)}.`);
  }
  return out;
}
