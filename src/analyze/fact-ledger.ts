// The fact ledger of an event (SPEC §2 Fact, §3 statuses; issue 13): claims from each independent outlet's
// headline and lead (claims.ts), matched across outlets, and marked `confirmed` (two or more independent outlets,
// no contradiction) or `disputed` (different figures for the same quantity, or a claim against its denial). Wire
// copies count once: claims are taken from each origin outlet (wire-copies.ts) and `agreeing`/`covering` count
// origins. Ordered by agreeing outlets, disputed first among equals, at most LEDGER_MAX entries.
import type { Claim } from './claims';
import { figuresAgree, renderFigure } from './figures';
import type { Side } from './coverage';

/** Entries shown per event: a reader scans a dozen claims; the rest are carried by fewer outlets. */
export const LEDGER_MAX = 12;
/** Weighted share of context words two figures must share to measure the same quantity. */
const FIGURE_MATCH = 0.3;
/** Share of content words (of the shorter) two quotes or statements must share to be one claim. */
const TEXT_MATCH = 0.5;
const TEXT_MIN_SHARED = 2;
const ATTRIBUTION_OUTLETS = 4;

export interface LedgerSource {
  outlet_slug: string;
  outlet: string;
  bias_position: number;
  side: Side;
  /** The outlet this one copies (itself when independent). */
  origin: string;
  claims: readonly Claim[];
}

export interface Fact {
  status: 'confirmed' | 'disputed';
  text: string;
  source_attribution: string;
  agreeing: number;
  covering: number;
}

interface Entry {
  origin: string;
  claim: Claim;
}

/** Claims matched across outlets: one quantity, quote or statement, with each origin's version. */
export interface ClaimGroup {
  kind: Claim['kind'];
  entries: Entry[];
  status: Fact['status'] | 'single';
  /** Origins carrying the majority version (all of them when undisputed). */
  agreeing: string[];
  /** Origins carrying another version (a different figure, or the denial). */
  contradicting: string[];
  /** Sides of every outlet carrying it, copies included. */
  sides: Set<Side>;
  text: string;
  attribution: string;
}

export interface Ledger {
  facts: Fact[];
  /** Every matched claim, single-outlet ones included (for the divergence components and framing summaries). */
  groups: ClaimGroup[];
  /** Independent outlets covering the event. */
  covering: number;
}

function weightedOverlap(a: Map<string, number>, b: Map<string, number>): number {
  let shared = 0;
  let totalA = 0;
  let totalB = 0;
  for (const [stem, w] of a) {
    totalA += w;
    const other = b.get(stem);
    if (other !== undefined) shared += Math.min(w, other);
  }
  for (const w of b.values()) totalB += w;
  return shared / Math.max(1e-9, Math.min(totalA, totalB));
}

function sharedCount(a: Map<string, number>, b: Map<string, number>): number {
  let n = 0;
  for (const stem of a.keys()) if (b.has(stem)) n += 1;
  return n;
}

/**
 * Outlets' versions of one quantity differ by up to about an order of magnitude (organisers' and police's counts of
 * a crowd); figures more than twenty times apart measure different things: a share price and a deal's size, cars
 * and evacuees.
 * Measured on the demo corpus (docs/divergence.md, Fact ledger).
 */
const MAX_DISPUTE_RATIO = 20;

function sameMagnitude(a: number, b: number): boolean {
  const [low, high] = [Math.min(Math.abs(a), Math.abs(b)), Math.max(Math.abs(a), Math.abs(b))];
  return low > 0 && high / low <= MAX_DISPUTE_RATIO;
}

/**
 * How well a claim matches a group (0 when it cannot be the same claim). Agreement is cheap and contradiction needs
 * evidence: one event's outlets printing the same "$14 billion" or "58-41" mean the same quantity whatever words
 * surround it (a plain count must share one context word), while a different figure is the same quantity only when
 * its context words match (FIGURE_MATCH). Agreeing figures rank above every contradicting match.
 */
function similarity(claim: Claim, group: Entry[]): number {
  const first = group[0].claim;
  if (claim.kind === 'figure' || first.kind === 'figure') {
    if (claim.kind !== first.kind || claim.unit !== first.unit) return 0;
    let best = 0;
    for (const e of group) {
      const overlap = weightedOverlap(claim.context, e.claim.context);
      if (figuresAgree(e.claim.value!, claim.value!, claim.unit) && (claim.unit !== 'count' || overlap > 0))
        best = Math.max(best, 1 + overlap);
      else if (overlap >= FIGURE_MATCH && sameMagnitude(e.claim.value!, claim.value!))
        best = Math.max(best, overlap);
    }
    return best;
  }
  let best = 0;
  for (const e of group) {
    if (figuresConflict(claim, e.claim)) continue;
    const shared = sharedCount(claim.context, e.claim.context);
    const s = shared / Math.min(claim.context.size, e.claim.context.size);
    if (shared >= TEXT_MIN_SHARED && s >= TEXT_MATCH) best = Math.max(best, s);
  }
  return best;
}

/** Two statements whose figures of one unit share no value say different things, however alike their words. */
function figuresConflict(a: Claim, b: Claim): boolean {
  for (const fa of a.figures ?? []) {
    const same = (b.figures ?? []).filter((fb) => fb.unit === fa.unit);
    if (same.length > 0 && !same.some((fb) => figuresAgree(fa.value, fb.value, fa.unit))) return true;
  }
  return false;
}

/** Greedy matching: each claim joins the best-matching group its origin is not in yet, or founds one. */
function matchClaims(origins: readonly LedgerSource[]): Entry[][] {
  const groups: Entry[][] = [];
  for (const source of origins) {
    const joined = new Set<Entry[]>();
    for (const claim of mergeRepeats(source.claims)) {
      let best: Entry[] | undefined;
      let bestScore = 0;
      for (const group of groups) {
        if (joined.has(group) || group.some((e) => e.origin === source.outlet_slug)) continue;
        const score = similarity(claim, group);
        if (score > bestScore) {
          best = group;
          bestScore = score;
        }
      }
      const entry = { origin: source.outlet_slug, claim };
      if (best) {
        best.push(entry);
        joined.add(best);
      } else groups.push([entry]);
    }
  }
  return groups;
}

/** One outlet stating one claim twice (headline and lead) is one claim. */
function sameClaim(a: Claim, b: Claim): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'figure') return a.unit === b.unit && a.value === b.value;
  return sharedCount(a.context, b.context) / Math.min(a.context.size, b.context.size) >= TEXT_MATCH;
}

// The same outlet's claims come back every time its event is saved (perspectives.ts keeps one list per outlet for
// as long as its articles stay the same): merged once per list.
const mergedClaims = new WeakMap<readonly Claim[], Claim[]>();

function mergeRepeats(claims: readonly Claim[]): Claim[] {
  let out = mergedClaims.get(claims);
  if (!out) mergedClaims.set(claims, (out = mergeRepeatsOf(claims)));
  return out;
}

/**
 * An outlet's claims with repeats merged (a headline and its lead often state one figure twice): one claim, whose
 * context is both statements' words, so it matches however the other outlets phrase it. The longer snippet stays.
 */
function mergeRepeatsOf(claims: readonly Claim[]): Claim[] {
  const out: Claim[] = [];
  for (const claim of claims) {
    const i = out.findIndex((c) => sameClaim(c, claim));
    if (i < 0) {
      out.push(claim);
      continue;
    }
    const merged = out[i];
    const context = new Map(merged.context);
    for (const [stem, w] of claim.context) context.set(stem, Math.max(w, context.get(stem) ?? 0));
    out[i] = {
      ...merged,
      context,
      speaker: merged.speaker || claim.speaker,
      speakerKey: merged.speakerKey || claim.speakerKey,
      snippet: claim.snippet.length > merged.snippet.length ? claim.snippet : merged.snippet,
    };
  }
  return out;
}

/** The versions of a quantity: origins grouped by agreeing figures, the most carried first. */
function figureVersions(entries: Entry[]): Entry[][] {
  const versions: Entry[][] = [];
  for (const entry of entries) {
    const version = versions.find((v) =>
      figuresAgree(v[0].claim.value!, entry.claim.value!, entry.claim.unit),
    );
    if (version) version.push(entry);
    else versions.push([entry]);
  }
  return versions.sort((a, b) => b.length - a.length || a[0].claim.value! - b[0].claim.value!);
}

function listOutlets(slugs: readonly string[], names: ReadonlyMap<string, string>): string {
  const shown = slugs.slice(0, ATTRIBUTION_OUTLETS).map((s) => names.get(s) ?? s);
  return slugs.length > ATTRIBUTION_OUTLETS
    ? `${shown.join(', ')} +${slugs.length - ATTRIBUTION_OUTLETS}`
    : shown.join(', ');
}

function shortSnippet(text: string): string {
  const words = text.replace(/…$/, '').split(/\s+/);
  return words.length <= 12 ? text : `${words.slice(0, 12).join(' ')}…`;
}

export function factLedger(sources: readonly LedgerSource[]): Ledger {
  const bySlug = new Map(sources.map((s) => [s.outlet_slug, s]));
  const names = new Map(sources.map((s) => [s.outlet_slug, s.outlet]));
  // Claims come from origins only; an origin's group carries the sides of its copies too.
  const origins = sources
    .filter((s) => s.origin === s.outlet_slug)
    .sort((a, b) => a.outlet_slug.localeCompare(b.outlet_slug));
  const sidesOf = new Map<string, Set<Side>>();
  for (const s of sources) sidesOf.set(s.origin, (sidesOf.get(s.origin) ?? new Set()).add(s.side));
  const centrality = (slug: string) => Math.abs((bySlug.get(slug)?.bias_position ?? 50) - 50);
  const mostCentral = (entries: Entry[]) =>
    [...entries].sort(
      (a, b) => centrality(a.origin) - centrality(b.origin) || a.origin.localeCompare(b.origin),
    )[0];

  const groups: ClaimGroup[] = matchClaims(origins).map((entries) => {
    const kind = entries[0].claim.kind;
    const sides = new Set(entries.flatMap((e) => [...(sidesOf.get(e.origin) ?? [])]));
    const speakers = entries.map((e) => e.claim.speaker).filter(Boolean);
    const speaker = speakers.sort((a, b) => b.length - a.length)[0];
    let agreeing: Entry[] = entries;
    let contradicting: Entry[] = [];
    let text = mostCentral(entries).claim.snippet;
    if (kind === 'figure') {
      const versions = figureVersions(entries);
      agreeing = versions[0];
      contradicting = versions.slice(1).flat();
      if (contradicting.length > 0)
        text = `Figures differ: ${versions
          .map(
            (v) =>
              `${renderFigure(v[0].claim.unit!, v[0].claim.value!)} ("${shortSnippet(mostCentral(v).claim.snippet)}", ${listOutlets(
                v.map((e) => e.origin),
                names,
              )})`,
          )
          .join(' against ')}`;
    } else {
      const denials = entries.filter((e) => e.claim.denial);
      const claims = entries.filter((e) => !e.claim.denial);
      if (denials.length > 0 && claims.length > 0) {
        agreeing = claims.length >= denials.length ? claims : denials;
        contradicting = agreeing === claims ? denials : claims;
        text = `"${shortSnippet(mostCentral(claims).claim.snippet)}" (${listOutlets(
          claims.map((e) => e.origin),
          names,
        )}) against the denial "${shortSnippet(mostCentral(denials).claim.snippet)}" (${listOutlets(
          denials.map((e) => e.origin),
          names,
        )})`;
      }
    }
    const status: ClaimGroup['status'] =
      contradicting.length > 0 ? 'disputed' : entries.length >= 2 ? 'confirmed' : 'single';
    return {
      kind,
      entries,
      status,
      agreeing: agreeing.map((e) => e.origin).sort(),
      contradicting: contradicting.map((e) => e.origin).sort(),
      sides,
      text,
      attribution: speaker ?? listOutlets(agreeing.map((e) => e.origin).sort(), names),
    };
  });

  const covering = origins.length;
  const facts = groups
    .filter((g) => g.status !== 'single')
    .sort(
      (a, b) =>
        b.agreeing.length - a.agreeing.length ||
        (a.status === 'disputed' ? 0 : 1) - (b.status === 'disputed' ? 0 : 1) ||
        b.entries.length - a.entries.length ||
        a.text.localeCompare(b.text),
    )
    // Two claims quoted from one sentence (a percentage and a count in it) read as one entry.
    .filter((g, i, all) => all.findIndex((h) => h.text === g.text) === i)
    .slice(0, LEDGER_MAX)
    .map((g) => ({
      status: g.status as Fact['status'],
      text: g.text,
      source_attribution: g.attribution,
      agreeing: g.agreeing.length,
      covering,
    }));
  return { facts, groups, covering };
}
