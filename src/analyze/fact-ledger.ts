// The fact ledger of an event (SPEC §2 Fact, §3 statuses): claims from each independent outlet's
// headline and lead (claims.ts), matched across outlets, and marked `confirmed` (two or more independent outlets,
// no contradiction) or `disputed` (different figures for the same quantity, or a claim against its denial). Wire
// copies count once: claims are taken from each origin outlet (wire-copies.ts) and `agreeing`/`covering` count
// origins; outlets of one owner (outlets/owners.ts) confirm a claim once. Figures match as figure-match.ts says;
// one quantity estimated differently by two named speakers ("organisers" and "police") is disputed with both
// attributions. Ordered by agreeing outlets, disputed first among equals, at most LEDGER_MAX entries.
import { ownerOf } from '../outlets/owners';
import type { Claim } from './claims';
import { claimsAgree, figureScore, sameQuantity, weightedOverlap } from './figure-match';
import { figuresAgree, renderFigure } from './figures';
import type { Side } from './coverage';

/** Entries shown per event: a reader scans a dozen claims; the rest are carried by fewer outlets. */
export const LEDGER_MAX = 12;
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

function sharedCount(a: Map<string, number>, b: Map<string, number>): number {
  let n = 0;
  for (const stem of a.keys()) if (b.has(stem)) n += 1;
  return n;
}

/**
 * How well a claim matches a group (0 when it cannot be the same claim): for a figure its best score against the
 * group's figures (figure-match.ts: agreement above 1, a dispute below), for a quote or statement the share of
 * content words it shares.
 */
function similarity(claim: Claim, group: Entry[]): number {
  const first = group[0].claim;
  if (claim.kind === 'figure' || first.kind === 'figure') {
    if (claim.kind !== first.kind) return 0;
    return Math.max(...group.map((e) => figureScore(claim, e.claim)));
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
    const version = versions.find((v) => claimsAgree(v[0].claim, entry.claim) === true);
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

/** What the groups of one event are built with: outlet names, sides of each origin, centrality. */
interface LedgerContext {
  names: ReadonlyMap<string, string>;
  sidesOf: ReadonlyMap<string, Set<Side>>;
  mostCentral(entries: Entry[]): Entry;
}

const figureText = (versions: Entry[][], ctx: LedgerContext, label: (v: Entry[]) => string) =>
  versions
    .map(
      (v) =>
        `${renderFigure(v[0].claim.unit!, v[0].claim.value!)} ("${shortSnippet(ctx.mostCentral(v).claim.snippet)}", ${label(v)})`,
    )
    .join(' against ');

/** A group's versions: for a figure its differing values, for a statement the claim against its denial. */
function versionsOf(
  entries: Entry[],
  ctx: LedgerContext,
): { agreeing: Entry[]; contradicting: Entry[]; text?: string } {
  const outlets = (v: Entry[]) =>
    listOutlets(
      v.map((e) => e.origin),
      ctx.names,
    );
  if (entries[0].claim.kind === 'figure') {
    const versions = figureVersions(entries);
    const contradicting = versions.slice(1).flat();
    if (contradicting.length === 0) return { agreeing: versions[0], contradicting };
    return {
      agreeing: versions[0],
      contradicting,
      text: `Figures differ: ${figureText(versions, ctx, outlets)}`,
    };
  }
  const denials = entries.filter((e) => e.claim.denial);
  const claims = entries.filter((e) => !e.claim.denial);
  if (denials.length === 0 || claims.length === 0) return { agreeing: entries, contradicting: [] };
  const agreeing = claims.length >= denials.length ? claims : denials;
  const snippet = (v: Entry[]) => shortSnippet(ctx.mostCentral(v).claim.snippet);
  return {
    agreeing,
    contradicting: agreeing === claims ? denials : claims,
    text: `"${snippet(claims)}" (${outlets(claims)}) against the denial "${snippet(denials)}" (${outlets(denials)})`,
  };
}

function toGroup(entries: Entry[], ctx: LedgerContext): ClaimGroup {
  const speaker = entries
    .map((e) => e.claim.speaker)
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)[0];
  const { agreeing, contradicting, text } = versionsOf(entries, ctx);
  const agreeingOrigins = agreeing.map((e) => e.origin).sort();
  // Outlets of one owner confirm a claim once: it needs two independent owners (a dispute needs only a difference).
  const independent = new Set(agreeingOrigins.map(ownerOf)).size;
  return {
    kind: entries[0].claim.kind,
    entries,
    status: contradicting.length > 0 ? 'disputed' : independent >= 2 ? 'confirmed' : 'single',
    agreeing: agreeingOrigins,
    contradicting: contradicting.map((e) => e.origin).sort(),
    sides: new Set(entries.flatMap((e) => [...(ctx.sidesOf.get(e.origin) ?? [])])),
    text: text ?? ctx.mostCentral(entries).claim.snippet,
    attribution: speaker ?? listOutlets(agreeingOrigins, ctx.names),
  };
}

/** The one speaker a figure group's entries credit (those crediting anyone), or '' (none, or several). */
function soleSpeaker(g: ClaimGroup): string {
  const keys = new Set(g.entries.map((e) => e.claim.speakerKey).filter(Boolean));
  return g.kind === 'figure' && g.status !== 'disputed' && keys.size === 1 ? [...keys][0] : '';
}

/**
 * Two speakers' different estimates of one quantity (organisers' 20,000, police's 3,000) are one disputed claim with
 * both attributions, not two confirmed ones: figure groups each credited to one speaker, the speakers different, the
 * figures of one quantity but for their words (same unit, period and qualifiers, within an order of magnitude, not
 * agreeing), and printed side by side by one outlet or sharing a word.
 */
function estimateDisputes(groups: ClaimGroup[], ctx: LedgerContext): ClaimGroup[] {
  const out = [...groups];
  for (let i = 0; i < out.length; i += 1)
    for (let j = i + 1; j < out.length; j += 1) {
      const [a, b] = [out[i], out[j]];
      const [ka, kb] = [soleSpeaker(a), soleSpeaker(b)];
      if (!ka || !kb || ka === kb) continue;
      const [x, y] = [a.entries[0].claim, b.entries[0].claim];
      // Two named speakers' figures side by side in one outlet, or sharing a word, are their estimates of one thing.
      const sideBySide = a.entries.some((e) => b.entries.some((f) => f.origin === e.origin));
      const related = sideBySide || weightedOverlap(x.context, y.context) > 0;
      const comparable = related && sameQuantity(x, { ...y, context: x.context });
      if (!comparable || claimsAgree(x, y) !== false) continue;
      const [first, second] = a.entries.length >= b.entries.length ? [a, b] : [b, a];
      const speakerOf = (g: ClaimGroup) => g.entries.find((e) => e.claim.speaker)!.claim.speaker;
      const label = (g: ClaimGroup) => () => `${speakerOf(g)}, per ${listOutlets(g.agreeing, ctx.names)}`;
      out[i] = {
        ...first,
        entries: [...first.entries, ...second.entries],
        status: 'disputed',
        contradicting: second.agreeing,
        sides: new Set([...first.sides, ...second.sides]),
        text: `Estimates differ: ${figureText([first.entries], ctx, label(first))} against ${figureText([second.entries], ctx, label(second))}`,
        attribution: `${speakerOf(first)}; ${speakerOf(second)}`,
      };
      out.splice(j, 1);
      j = i;
    }
  return out;
}

/** The facts shown: matched claims, most agreeing outlets first, disputed first among equals. */
function presentFacts(groups: ClaimGroup[], covering: number): Fact[] {
  return (
    groups
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
      }))
  );
}

export function factLedger(sources: readonly LedgerSource[]): Ledger {
  const bySlug = new Map(sources.map((s) => [s.outlet_slug, s]));
  // Claims come from origins only; an origin's group carries the sides of its copies too.
  const origins = sources
    .filter((s) => s.origin === s.outlet_slug)
    .sort((a, b) => a.outlet_slug.localeCompare(b.outlet_slug));
  const sidesOf = new Map<string, Set<Side>>();
  for (const s of sources) sidesOf.set(s.origin, (sidesOf.get(s.origin) ?? new Set()).add(s.side));
  const centrality = (slug: string) => Math.abs((bySlug.get(slug)?.bias_position ?? 50) - 50);
  const ctx: LedgerContext = {
    names: new Map(sources.map((s) => [s.outlet_slug, s.outlet])),
    sidesOf,
    mostCentral: (entries) =>
      [...entries].sort(
        (a, b) => centrality(a.origin) - centrality(b.origin) || a.origin.localeCompare(b.origin),
      )[0],
  };
  const groups = estimateDisputes(
    matchClaims(origins).map((entries) => toGroup(entries, ctx)),
    ctx,
  );
  return { facts: presentFacts(groups, origins.length), groups, covering: origins.length };
}
