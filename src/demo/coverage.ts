// Which outlets cover an event, and in whose voice each one writes. Market stories go mostly to
// wires and business desks; one-sided stories reach 3+ outlets of one side and none of the other,
// which is exactly the coverage-gap rule of SPEC §4.
import { OUTLETS, type Outlet } from '../outlets/catalog';
import { GAP } from '../spec';
import type { Rng } from './prng';
import type { Side } from './template';

/** How an event is spread over the spectrum. */
export type Reach = 'both' | 'left-only' | 'right-only';

export function sideOf(position: number): Side {
  if (position <= GAP.leftMaxPosition) return 'left';
  if (position >= GAP.rightMinPosition) return 'right';
  return 'center';
}

/**
 * The lexicon an outlet writes in for one article. Outlets near the middle mostly sound neutral and
 * lean outlets mix both, so framing strength grows with distance from the centre of the scale.
 */
export function voiceOf(r: Rng, position: number): Side {
  const p = Math.min(1, Math.max(0, (Math.abs(position - 50) - 8) / 24));
  if (!r.chance(p)) return 'center';
  return position < 50 ? 'left' : 'right';
}

const WIRES = new Set(['reuters', 'associated-press', 'bloomberg']);
const BUSINESS = new Set([
  'bloomberg',
  'wall-street-journal',
  'cnbc',
  'financial-times',
  'marketwatch',
  'forbes',
  'business-insider',
  'fox-business',
]);
const MAJORS = new Set([
  'associated-press',
  'reuters',
  'cnn',
  'fox-news',
  'new-york-times',
  'washington-post',
  'nbc-news',
  'abc-news',
  'cbs-news',
  'npr',
  'usa-today',
  'the-hill',
  'new-york-post',
  'bbc-news',
]);

/** How likely an outlet is to carry a story: big newsrooms carry more, business desks carry markets. */
function weight(slug: string, market: boolean): number {
  if (market) {
    if (WIRES.has(slug)) return 8;
    if (BUSINESS.has(slug)) return 6;
    return MAJORS.has(slug) ? 0.8 : 0.3;
  }
  if (MAJORS.has(slug)) return 2.5;
  if (BUSINESS.has(slug))
    return ['bloomberg', 'wall-street-journal', 'financial-times'].includes(slug) ? 1 : 0.5;
  return 1;
}

interface Pool {
  outlets: readonly Outlet[];
  market: readonly number[];
  general: readonly number[];
}

function pool(outlets: readonly Outlet[]): Pool {
  return {
    outlets,
    market: outlets.map((o) => weight(o.slug, true)),
    general: outlets.map((o) => weight(o.slug, false)),
  };
}

const ALL = pool(OUTLETS);
const BY_SIDE: Record<Side, Pool> = {
  left: pool(OUTLETS.filter((o) => sideOf(o.bias_position) === 'left')),
  center: pool(OUTLETS.filter((o) => sideOf(o.bias_position) === 'center')),
  right: pool(OUTLETS.filter((o) => sideOf(o.bias_position) === 'right')),
};

/** Weighted draw without replacement of up to `count` outlets not yet in `taken`. */
function drawFrom(r: Rng, p: Pool, market: boolean, count: number, taken: Set<Outlet>): Outlet[] {
  const weights = market ? p.market : p.general;
  const out: Outlet[] = [];
  while (out.length < count) {
    let total = 0;
    for (let i = 0; i < p.outlets.length; i++) if (!taken.has(p.outlets[i])) total += weights[i];
    if (total === 0) break;
    let x = r.next() * total;
    let pick = -1;
    // Falls through to the last free outlet if rounding leaves x a hair above zero.
    for (let i = 0; i < p.outlets.length; i++) {
      if (taken.has(p.outlets[i])) continue;
      pick = i;
      x -= weights[i];
      if (x < 0) break;
    }
    taken.add(p.outlets[pick]);
    out.push(p.outlets[pick]);
  }
  return out;
}

function countSide(outlets: readonly Outlet[], side: Side): number {
  return outlets.filter((o) => sideOf(o.bias_position) === side).length;
}

/** The outlets covering one event, in no particular order. */
export function chooseOutlets(r: Rng, market: boolean, reach: Reach): Outlet[] {
  const taken = new Set<Outlet>();
  if (reach !== 'both') {
    const side = reach === 'left-only' ? 'left' : 'right';
    const chosen = drawFrom(r, BY_SIDE[side], false, r.int(GAP.minCoveringOutlets, 8), taken);
    return chosen.concat(drawFrom(r, BY_SIDE.center, false, r.chance(0.5) ? 0 : r.int(1, 2), taken));
  }
  // Typically 3-15 outlets (most events 4-9); market items are shorter-lived, 2-10 mostly business desks.
  const count = market ? 2 + Math.floor(8 * r.next() ** 1.5) : 3 + Math.floor(12 * r.next() ** 1.7);
  const chosen = drawFrom(r, ALL, market, count, taken);
  const left = countSide(chosen, 'left');
  const right = countSide(chosen, 'right');
  // A story meant for both sides must not look like a coverage gap: general news reaches both
  // sides, market news at least avoids the 3-to-0 pattern.
  if (right === 0 && (!market || left >= GAP.minCoveringOutlets))
    chosen.push(...drawFrom(r, BY_SIDE.right, market, 1, taken));
  if (left === 0 && (!market || right >= GAP.minCoveringOutlets))
    chosen.push(...drawFrom(r, BY_SIDE.left, market, 1, taken));
  return chosen;
}

/** The covering side when the outlets form a coverage gap (SPEC §4 rules 1-3), else null. */
export function gapOf(outlets: readonly Outlet[]): 'left' | 'right' | null {
  const left = countSide(outlets, 'left');
  const right = countSide(outlets, 'right');
  if (left >= GAP.minCoveringOutlets && right === 0) return 'left';
  if (right >= GAP.minCoveringOutlets && left === 0) return 'right';
  return null;
}
