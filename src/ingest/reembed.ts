// The backfill of meaning vectors (`parallax reembed`): every article whose vector is missing or was made by
// another encoder version (`meaning_model`) is embedded again, in batches, and the events those articles
// belong to get their mean vector again (src/encoder/event-vector.ts) right after each batch. A walk reads
// one point in time of the articles in id order (search_after); every write is a bulk update addressed to the
// backing index that holds the document, so it is safe on a cluster of several nodes and beside a running
// ingest. A run that stops leaves its finished batches current, so the next run goes on with the rest, and a
// run after a finished one finds nothing.
import type { estypes } from '@elastic/elasticsearch';
import type { CarryingMember } from '../analyze/carried-inputs';
import { RecentCache } from '../cluster/es/recent-cache';
import { sampleMembers, type EventState } from '../cluster/event-state';
import type { AppContext } from '../context';
import { articleText, type SentenceEncoder } from '../encoder/sentence-encoder';
import { storedVector } from '../encoder/stored-vector';
import { leadText } from '../documents/article-document';
import { loadMembers } from './cluster-stage/member-articles';
import { eventMeaningVector } from '../encoder/event-vector';

export const REEMBED_BATCH = 200;
/** How long the walk's snapshot of the articles lives between two batches (a batch takes about a second). */
const PIT_KEEP_ALIVE = '5m';
/** An article ingest updates at the same moment is retried, not failed. */
const RETRY_ON_CONFLICT = 3;

type Target = Pick<AppContext, 'es' | 'indices'>;

export interface ReembedProgress {
  /** Articles embedded again. */
  articles: number;
  /** Distinct events whose mean vector was written (an event of several batches is written after each). */
  events: number;
  /** Outdated articles when the run started (or more, if ingest added some meanwhile). */
  total: number;
}

interface StoredText {
  id: number;
  headline: string;
  summary?: string;
  body?: string;
  event_id?: number;
}

/** Articles without a vector of this encoder version. */
function outdated(version: string): estypes.QueryDslQueryContainer {
  return { bool: { must_not: [{ term: { meaning_model: version } }] } };
}

export async function countOutdatedArticles(target: Target, version: string): Promise<number> {
  await target.es.indices.refresh({ index: target.indices.articles });
  return (await target.es.count({ index: target.indices.articles, query: outdated(version) })).count;
}

async function bulk(target: Target, operations: estypes.BulkRequest['operations'], what: string) {
  if (!operations?.length) return;
  const res = await target.es.bulk({ operations });
  if (res.errors) {
    const failed = res.items.map((item) => item.update?.error).find(Boolean);
    throw new Error(`reembed: updating ${what} failed: ${failed?.type}: ${failed?.reason}`);
  }
}

/** Embeds one batch of articles and writes each vector where its article is stored. */
async function reembedArticles(
  target: Target,
  encoder: SentenceEncoder,
  hits: estypes.SearchHit<StoredText>[],
): Promise<void> {
  const texts = hits.map((hit) => {
    const a = hit._source!;
    return articleText(a.headline, leadText({ summary: a.summary ?? '', body: a.body ?? '' }));
  });
  const vectors = await encoder.embed(texts);
  await bulk(
    target,
    hits.flatMap((hit, i) => [
      { update: { _index: hit._index, _id: hit._id!, retry_on_conflict: RETRY_ON_CONFLICT } },
      { doc: { meaning_vector: storedVector(vectors[i]), meaning_model: encoder.version } },
    ]),
    'articles',
  );
}

/** The mean vector of each event again, from its member sample as stored now; returns the events written. */
export async function recomputeEventVectors(target: Target, eventIds: readonly number[]): Promise<number[]> {
  if (eventIds.length === 0) return [];
  const events = await target.es.mget<{ cluster_state?: Pick<EventState, 'members'> }>({
    index: target.indices.events,
    ids: eventIds.map(String),
    _source_includes: ['cluster_state.members'],
  });
  const sampleOf = new Map<number, number[]>();
  for (const doc of events.docs) {
    const members = 'found' in doc && doc.found ? doc._source?.cluster_state?.members : undefined;
    if (members?.length)
      sampleOf.set(
        Number(doc._id),
        sampleMembers(members).map((m) => m.id),
      );
  }
  // A cache of the call's own: the members were just re-embedded, so nothing older may answer for them.
  const articles = await loadMembers(
    target,
    [...sampleOf.values()].flat(),
    new RecentCache<CarryingMember>(),
  );
  const operations: estypes.BulkRequest['operations'] = [];
  const written: number[] = [];
  for (const [eventId, ids] of sampleOf) {
    const vector = eventMeaningVector(ids.flatMap((id) => (articles.has(id) ? [articles.get(id)!] : [])));
    if (vector === null) continue;
    written.push(eventId);
    operations.push(
      {
        update: { _index: target.indices.events, _id: String(eventId), retry_on_conflict: RETRY_ON_CONFLICT },
      },
      { doc: { meaning_vector: vector } },
    );
  }
  await bulk(target, operations, 'events');
  return written;
}

/** Re-embeds every outdated article and re-averages its events; returns the articles and events written. */
export async function reembed(
  target: Target,
  encoder: SentenceEncoder,
  options: { batch?: number; onProgress?: (progress: ReembedProgress) => void } = {},
): Promise<ReembedProgress> {
  const batch = options.batch ?? REEMBED_BATCH;
  const total = await countOutdatedArticles(target, encoder.version);
  const progress: ReembedProgress = { articles: 0, events: 0, total };
  if (total === 0) return progress;
  const events = new Set<number>();
  let pit = (await target.es.openPointInTime({ index: target.indices.articles, keep_alive: PIT_KEEP_ALIVE }))
    .id;
  let after: estypes.SortResults | undefined;
  try {
    for (;;) {
      const res = await target.es.search<StoredText>({
        pit: { id: pit, keep_alive: PIT_KEEP_ALIVE },
        size: batch,
        _source: ['id', 'headline', 'summary', 'body', 'event_id'],
        query: outdated(encoder.version),
        sort: [{ id: { order: 'asc' } }],
        track_total_hits: false,
        ...(after ? { search_after: after } : {}),
      });
      pit = res.pit_id ?? pit;
      const hits = res.hits.hits;
      if (hits.length === 0) break;
      await reembedArticles(target, encoder, hits);
      const ofBatch = [...new Set(hits.flatMap((hit) => hit._source!.event_id ?? []))];
      for (const id of await recomputeEventVectors(target, ofBatch)) events.add(id);
      progress.articles += hits.length;
      progress.events = events.size;
      options.onProgress?.({ ...progress, total: Math.max(total, progress.articles) });
      after = hits[hits.length - 1].sort;
      if (hits.length < batch) break;
    }
  } finally {
    await target.es.closePointInTime({ id: pit }).catch(() => undefined);
  }
  return progress;
}
