// Wire copies in an event (independence): outlets that print the same agency text are one source, so
// the fact ledger counts the origin once. Headline and lead are compared as word 3-shingles, datelines, agency
// credits and bylines taken out first (wire-credits.ts). Two outlets' articles are copies when their shingles
// overlap by Jaccard >= COPY_JACCARD, or when most of the smaller text's shingles are in the other (containment
// >= COPY_CONTAINMENT, at least MIN_SHARED of them): a regional outlet that runs an agency's first paragraphs
// under its own headline, or adds a paragraph of its own, is a copy too. Exact sets: an event has at most a few
// dozen outlets, so the pairs are few and MinHash would only add error. Copies chain into groups; each group's
// origin is its earliest article (ties: the more central outlet, then the slug).
import { stripCredits } from './wire-credits';

/** Shingle overlap above which two texts are one text edited (measured: docs/divergence.md, Wire copies). */
export const COPY_JACCARD = 0.5;
/** Share of the smaller text's shingles found in the other above which it is a copy, cut or added to (measured). */
export const COPY_CONTAINMENT = 0.5;
/**
 * Shared shingles below which containment says nothing: a headline, or a short text whose one long sentence is a
 * stock phrase or quote, is contained in many a lead. 15 is about one long wire sentence.
 */
export const MIN_SHARED = 15;
const SHINGLE = 3;

export interface CopyText {
  outlet_slug: string;
  bias_position: number;
  published_at: string;
  shingles: ReadonlySet<number>;
}

/** Stored on the event: which outlet copies which (the origin is the outlet it copies). */
export interface WireCopy {
  outlet: string;
  copy_of: string;
}

/** FNV-1a of a string, as an unsigned 32-bit integer. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Word 3-shingles of a text without its datelines and bylines, lowercased, punctuation dropped and numbers kept
 * ("$1.2tn" and "1.2tn" alike).
 */
export function shingles(text: string): Set<number> {
  const words =
    stripCredits(text)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+(?:[.,'’][\p{L}\p{N}]+)*/gu) ?? [];
  const out = new Set<number>();
  for (let i = 0; i + SHINGLE <= words.length; i += 1) out.add(hash(words.slice(i, i + SHINGLE).join(' ')));
  if (words.length > 0 && words.length < SHINGLE) out.add(hash(words.join(' ')));
  return out;
}

function sharedCount(a: ReadonlySet<number>, b: ReadonlySet<number>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const x of small) if (large.has(x)) shared += 1;
  return shared;
}

export function jaccard(a: ReadonlySet<number>, b: ReadonlySet<number>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const shared = sharedCount(a, b);
  return shared / (a.size + b.size - shared);
}

/** The share of the smaller set found in the larger: 1 when one text is the other cut short. */
export function containment(a: ReadonlySet<number>, b: ReadonlySet<number>): number {
  if (a.size === 0 || b.size === 0) return 0;
  return sharedCount(a, b) / Math.min(a.size, b.size);
}

/** Whether two texts' shingles are one text: edited (Jaccard), or cut short or added to (containment). */
export function isCopy(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  if (a.size === 0 || b.size === 0) return false;
  const shared = sharedCount(a, b);
  return (
    shared / (a.size + b.size - shared) >= COPY_JACCARD ||
    (shared >= MIN_SHARED && shared / Math.min(a.size, b.size) >= COPY_CONTAINMENT)
  );
}

/**
 * The origin outlet of every outlet (itself when it is independent), from one text per outlet. Copies of copies
 * end at the group's origin.
 */
export function wireOrigins(texts: readonly CopyText[]): Map<string, string> {
  const parent = new Map(texts.map((t) => [t.outlet_slug, t.outlet_slug]));
  const find = (slug: string): string => {
    let root = slug;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(slug, root);
    return root;
  };
  for (let i = 0; i < texts.length; i += 1)
    for (let j = i + 1; j < texts.length; j += 1)
      if (isCopy(texts[i].shingles, texts[j].shingles))
        parent.set(find(texts[i].outlet_slug), find(texts[j].outlet_slug));
  const groups = new Map<string, CopyText[]>();
  for (const text of texts) {
    const root = find(text.outlet_slug);
    groups.set(root, [...(groups.get(root) ?? []), text]);
  }
  const origin = new Map<string, string>();
  for (const members of groups.values()) {
    const first = [...members].sort(
      (a, b) =>
        Date.parse(a.published_at) - Date.parse(b.published_at) ||
        Math.abs(a.bias_position - 50) - Math.abs(b.bias_position - 50) ||
        a.outlet_slug.localeCompare(b.outlet_slug),
    )[0];
    for (const member of members) origin.set(member.outlet_slug, first.outlet_slug);
  }
  return origin;
}

/** The copies only, for the event document: sorted by outlet. */
export function wireCopies(origins: ReadonlyMap<string, string>): WireCopy[] {
  return [...origins]
    .filter(([outlet, origin]) => outlet !== origin)
    .map(([outlet, origin]) => ({ outlet, copy_of: origin }))
    .sort((a, b) => a.outlet.localeCompare(b.outlet));
}
