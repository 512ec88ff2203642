// The feedback index (mappings/feedback.json): writes one reader's flag on one item, counts the readers who flagged
// each item of an event, and walks the flags for the labelled-data export. One document per reader and item, its
// id a hash of both, so a re-flag (another reason, other words) updates that document, whichever of the reader's
// keys or pages it comes through, and two processes writing the same flag at once end with one document.
import { createHash } from 'node:crypto';
import type { estypes } from '@elastic/elasticsearch';
import type { AppContext } from '../context';
import type { ResolvedItem } from './items';
import type { FeedbackItemKind, FeedbackReason } from '../spec';

export interface FlagInput {
  eventId: number;
  item: ResolvedItem;
  reason: FeedbackReason;
  comment?: string;
  shareComment: boolean;
  /** `account:<id>` or `key:<id>` (readerOf). */
  reader: string;
  via: 'api' | 'page';
  /** The event's score and method version when flagged: what a score flag judged. */
  score?: number;
  methodVersion?: number;
}

export interface StoredFlag {
  event_id: number;
  item_kind: FeedbackItemKind;
  item_id: string;
  item_text: string | null;
  score: number | null;
  method_version: number | null;
  reason: FeedbackReason;
  comment: string | null;
  share_comment: boolean;
  reader: string;
  via: 'api' | 'page';
  created_at: string;
  updated_at: string;
}

/** Readers who flagged each item of one event, by kind then item id. */
export type FlagCounts = Record<FeedbackItemKind, Map<string, number>>;

/** The document id: one per reader and item. */
export function flagDocumentId(
  reader: string,
  eventId: number,
  kind: FeedbackItemKind,
  itemId: string,
): string {
  return createHash('sha256').update(`${reader}\n${eventId}\n${kind}\n${itemId}`).digest('hex');
}

/**
 * Stores the flag, or updates the reader's earlier flag on the same item (keeping when it was first made), and
 * waits until searches see it, so the count the answer carries and the next read of the event include it.
 */
export async function saveFlag(
  app: AppContext,
  flag: FlagInput,
  now: Date = new Date(),
): Promise<{ created: boolean; createdAt: string }> {
  // Nulls, not absent fields: a re-flag without words must clear the words of the flag it replaces.
  const fields: Omit<StoredFlag, 'created_at'> = {
    event_id: flag.eventId,
    item_kind: flag.item.kind,
    item_id: flag.item.id,
    item_text: flag.item.text ?? null,
    score: flag.item.kind === 'score' ? (flag.score ?? null) : null,
    method_version: flag.methodVersion ?? null,
    reason: flag.reason,
    comment: flag.comment || null,
    share_comment: flag.shareComment,
    reader: flag.reader,
    via: flag.via,
    updated_at: now.toISOString(),
  };
  const res = await app.es.update<StoredFlag>({
    index: app.indices.feedback,
    id: flagDocumentId(flag.reader, flag.eventId, flag.item.kind, flag.item.id),
    doc: fields,
    upsert: { ...fields, created_at: now.toISOString() },
    refresh: 'wait_for',
    retry_on_conflict: 3,
    _source_includes: ['created_at'],
  });
  const createdAt =
    (res.get?._source as { created_at?: string } | undefined)?.created_at ?? now.toISOString();
  return { created: res.result === 'created', createdAt };
}

const MAX_ITEMS_PER_KIND = 500;

/** How many readers flagged each item of the event: one aggregation over the event's flags. */
export async function flagCounts(app: AppContext, eventId: number): Promise<FlagCounts> {
  const res = await app.es.search<
    unknown,
    { kinds: estypes.AggregationsStringTermsAggregate & { buckets: KindBucket[] } }
  >({
    index: app.indices.feedback,
    size: 0,
    track_total_hits: false,
    query: { term: { event_id: eventId } },
    aggs: {
      kinds: {
        terms: { field: 'item_kind', size: 10 },
        aggs: { items: { terms: { field: 'item_id', size: MAX_ITEMS_PER_KIND } } },
      },
    },
  });
  const counts: FlagCounts = { score: new Map(), fact: new Map(), framing: new Map(), gap: new Map() };
  for (const kind of res.aggregations?.kinds.buckets ?? []) {
    const into = counts[kind.key as FeedbackItemKind];
    if (!into) continue;
    for (const item of kind.items.buckets) into.set(String(item.key), item.doc_count);
  }
  return counts;
}

interface KindBucket {
  key: string;
  doc_count: number;
  items: { buckets: { key: string; doc_count: number }[] };
}

/** Readers who flagged one item. */
export async function itemFlagCount(
  app: AppContext,
  eventId: number,
  kind: FeedbackItemKind,
  itemId: string,
): Promise<number> {
  const res = await app.es.count({
    index: app.indices.feedback,
    query: {
      bool: {
        filter: [
          { term: { event_id: eventId } },
          { term: { item_kind: kind } },
          { term: { item_id: itemId } },
        ],
      },
    },
  });
  return res.count;
}

const EXPORT_PAGE = 1_000;

/**
 * Every flag last changed inside [since, until), oldest first, in pages sorted by when it changed and then by
 * what identifies it (event, item, reader), so no flag is repeated or skipped between pages.
 */
export async function* walkFlags(
  app: AppContext,
  bounds: { since?: Date; until?: Date },
): AsyncGenerator<StoredFlag> {
  const range: estypes.QueryDslDateRangeQuery = {
    ...(bounds.since ? { gte: bounds.since.toISOString() } : {}),
    ...(bounds.until ? { lt: bounds.until.toISOString() } : {}),
  };
  let after: estypes.SortResults | undefined;
  for (;;) {
    const res = await app.es.search<StoredFlag>({
      index: app.indices.feedback,
      size: EXPORT_PAGE,
      query: { bool: { filter: [{ range: { updated_at: range } }] } },
      sort: [
        { updated_at: 'asc' },
        { event_id: 'asc' },
        { item_kind: 'asc' },
        { item_id: 'asc' },
        { reader: 'asc' },
      ],
      ...(after ? { search_after: after } : {}),
    });
    const hits = res.hits.hits;
    for (const hit of hits) if (hit._source) yield hit._source;
    if (hits.length < EXPORT_PAGE) return;
    after = hits[hits.length - 1].sort;
  }
}
