// What a subscriber is told about: the occurrences an event write made, found by comparing the event as stored
// before the write with the event after it (docs/webhooks.md, "Event types"), and which subscriptions each one
// goes to. Pure: watch.ts reads the two snapshots and enqueues what this returns.
import type { SubscriptionRecord } from './subscriptions';
import type { WebhookEventType } from '../spec';

/** The fields of an event document that occurrences and filters read. */
export interface EventSnapshot {
  id: number;
  title?: string;
  category?: string;
  outlets?: string[];
  tickers?: string[];
  divergence_score?: number | null;
  gap?: { covered_by: string; ignored_by: string; covered_count?: number; ignored_count?: number } | null;
  merged_into?: number;
  updated_at?: string;
}

export const SNAPSHOT_FIELDS = [
  'id',
  'title',
  'category',
  'outlets',
  'tickers',
  'divergence_score',
  'gap',
  'merged_into',
  'updated_at',
];

/** One change of one event, before it is matched against subscriptions. */
export interface Occurrence {
  type: WebhookEventType;
  /** Identifies the change itself: the same key whichever process compares the same two snapshots. */
  key: string;
  event: EventSnapshot;
  /** For divergence.crossed: the score before (null when unscored) and after. */
  from?: number | null;
  to?: number;
  /** For the gap types: the gap that opened, or the one that closed. */
  gap?: NonNullable<EventSnapshot['gap']>;
}

const live = (e: EventSnapshot | undefined): e is EventSnapshot =>
  e !== undefined && e.merged_into === undefined;

/** The occurrences one write of one event made; `before` is undefined for an event the write created. */
export function occurrencesOf(
  before: EventSnapshot | undefined,
  after: EventSnapshot | undefined,
): Occurrence[] {
  const out: Occurrence[] = [];
  const event = live(after) ? after : before;
  if (!event) return out;
  const at = after?.updated_at ?? '';
  const key = (type: string, detail: string) => `${type}:${event.id}:${at}:${detail}`;
  if (!before && live(after))
    out.push({ type: 'event.created', key: key('event.created', ''), event: after });
  const gapBefore = live(before) ? (before.gap ?? null) : null;
  const gapAfter = live(after) ? (after.gap ?? null) : null;
  if (gapBefore && gapBefore.covered_by !== gapAfter?.covered_by) {
    out.push({ type: 'gap.closed', key: key('gap.closed', gapBefore.covered_by), event, gap: gapBefore });
  }
  if (gapAfter && gapAfter.covered_by !== gapBefore?.covered_by) {
    out.push({ type: 'gap.opened', key: key('gap.opened', gapAfter.covered_by), event, gap: gapAfter });
  }
  const from = live(before) ? (before.divergence_score ?? null) : null;
  const to = live(after) ? after.divergence_score : undefined;
  if (typeof to === 'number' && to !== from) {
    out.push({
      type: 'divergence.crossed',
      key: key('divergence.crossed', `${from}-${to}`),
      event,
      from,
      to,
    });
  }
  return out;
}

/** Whether a score change crosses the threshold, and which way: up reaches it, down falls below it. */
export function crossing(from: number | null, to: number, threshold: number): 'up' | 'down' | undefined {
  const wasAbove = from !== null && from >= threshold;
  if (!wasAbove && to >= threshold) return 'up';
  if (wasAbove && to < threshold) return 'down';
  return undefined;
}

function passesFilters(sub: SubscriptionRecord, event: EventSnapshot): boolean {
  if (sub.categories.length > 0 && !sub.categories.includes(event.category as never)) return false;
  if (sub.outlets.length > 0 && !(event.outlets ?? []).some((o) => sub.outlets.includes(o))) return false;
  if (sub.tickers.length > 0 && !(event.tickers ?? []).some((t) => sub.tickers.includes(t))) return false;
  return true;
}

/** The payload a subscription receives for an occurrence (`data` of the Standard Webhooks body), or undefined. */
export function matchOccurrence(sub: SubscriptionRecord, occurrence: Occurrence): object | undefined {
  if (sub.status !== 'active' || !sub.event_types.includes(occurrence.type)) return undefined;
  if (!passesFilters(sub, occurrence.event)) return undefined;
  const { event } = occurrence;
  const data: Record<string, unknown> = {
    event_id: event.id,
    title: event.title ?? null,
    category: event.category ?? null,
    outlets: event.outlets ?? [],
    tickers: event.tickers ?? [],
    divergence_score: event.divergence_score ?? null,
  };
  if (occurrence.type === 'divergence.crossed') {
    const direction = crossing(occurrence.from ?? null, occurrence.to!, sub.threshold ?? 0);
    if (!direction) return undefined;
    Object.assign(data, {
      threshold: sub.threshold,
      direction,
      previous_score: occurrence.from ?? null,
    });
  }
  if (occurrence.gap) {
    data.gap = { covered_by: occurrence.gap.covered_by, ignored_by: occurrence.gap.ignored_by };
  }
  return data;
}
