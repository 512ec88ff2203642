// The clusterer's persistence in Elasticsearch: which event holds an article (the articles' event_id, and the
// events' member samples for the articles written last), the articles' stored features, and one cycle's event
// changes written in bulk requests, each changed event once, with the fields its caller computed for it (its
// analysis, src/ingest/cluster-stage/) when given. The event id of each new, moved or re-pointed article is
// the caller's to write, after this (src/ingest/pipeline.ts). Every saved event state gets a new revision,
// and the process's cache learns it, so the next cycle's candidate retrieval (candidate-source.ts) need not
// fetch it.
import { randomUUID } from 'node:crypto';
import type { Client, estypes } from '@elastic/elasticsearch';
import { memberCount, type EventState } from '../event-state';
import type { ArticleFeatures } from '../../documents/article-features';
import type { PreviousDivergence } from '../../documents/event-divergence';
import type { ClusterChanges, ClusterStore, Merge } from '../store';
import type { ClusterCaches, RevisedState } from './caches';
import { docsById } from '../../store/docs-by-id';
import { IS_TOMBSTONE } from '../../store/event-tombstones';
import type { Indices } from '../../store/indices';

/**
 * Fields computed from an event's members and stored with it (its analysis), by event id. The divergence is
 * kept with the event's state for the next analysis, which extends its history.
 */
export type EventAnalyses = ReadonlyMap<number, { divergence?: PreviousDivergence }>;

const MGET_CHUNK = 1000;
/** Events per bulk request when saving: each request is checked against the lease right before it is sent. */
const SAVE_CHUNK = 250;

type BulkLine = estypes.BulkOperationContainer | estypes.BulkUpdateAction | object;
/** An event document, whole or in part (mappings/events.json). */
type EventDoc = { id: number } & Record<string, unknown>;
/** Article ids per membership search: a terms query takes up to 65,536. */
const ID_CHUNK = 5000;

/**
 * The live event holding each of these articles (absent when none does). The articles record their event
 * (`event_id`); the events hold a sample of their members (`member_sample_ids`), the recent ones among them. The
 * pipeline writes an article after its event, so when the two disagree the event's sample is the newer record:
 * an article whose write failed after its event was saved, or that was moved and not yet re-pointed, is found in
 * the event that took it, as long as it is still in that event's sample (see docs/clustering.md). An event_id
 * naming a tombstone is followed to its survivor.
 */
export async function eventsOfArticles(
  es: Client,
  indices: Pick<Indices, 'articles' | 'events'>,
  articleIds: readonly number[],
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  const wanted = new Set(articleIds);
  const ids = [...wanted];
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const chunk = ids.slice(i, i + ID_CHUNK);
    // Each article is in at most one live event's sample, so no more events than ids can match.
    const res = await es.search({
      index: indices.events,
      size: chunk.length,
      _source: false,
      docvalue_fields: ['member_sample_ids'],
      track_total_hits: false,
      query: { bool: { filter: [{ terms: { member_sample_ids: chunk } }], must_not: [IS_TOMBSTONE] } },
      sort: [{ id: { order: 'asc' } }],
    });
    for (const hit of res.hits.hits) {
      const eventId = Number(hit._id);
      for (const id of (hit.fields?.member_sample_ids as number[] | undefined) ?? [])
        if (wanted.has(id) && !out.has(id)) out.set(id, eventId);
    }
  }
  const rest = ids.filter((id) => !out.has(id));
  const recorded = new Map<number, number>();
  for (const [id, { source }] of await docsById<{ event_id?: number }>(es, indices.articles, rest, [
    'event_id',
  ]))
    if (source.event_id !== undefined) recorded.set(id, source.event_id);
  const survivors = await survivorsOf(es, indices.events, [...new Set(recorded.values())]);
  for (const [articleId, eventId] of recorded) {
    const live = survivors.get(eventId);
    if (live !== undefined) out.set(articleId, live);
  }
  return out;
}

/** Each of these event ids that exists, mapped to itself, or to its survivor when it is a tombstone. */
async function survivorsOf(es: Client, eventsIndex: string, eventIds: readonly number[]) {
  const out = new Map<number, number>();
  for (let i = 0; i < eventIds.length; i += MGET_CHUNK) {
    const res = await es.mget<{ merged_into?: number }>({
      index: eventsIndex,
      ids: eventIds.slice(i, i + MGET_CHUNK).map(String),
      _source_includes: ['merged_into'],
    });
    // Tombstones point at a live event in one step (re-pointed when their survivor is merged away).
    for (const doc of res.docs)
      if ('found' in doc && doc.found) out.set(Number(doc._id), doc._source?.merged_into ?? Number(doc._id));
  }
  return out;
}

/** Articles of merged-away events re-pointed per page and bulk request. */
const REPOINT_PAGE = 1000;

/** Tombstones read per page when re-pointing them: pages follow one another (search_after), so any number is. */
const TOMBSTONE_PAGE = 1000;

/**
 * Each merged-away id of a cycle with the event it ends in: a cycle can merge A into B and then B into C, and A
 * must point at C.
 */
function finalSurvivors(merges: readonly Merge[]): Map<number, number> {
  const into = new Map(merges.map((m) => [m.from, m.into]));
  const out = new Map<number, number>();
  for (const from of into.keys()) {
    let target = into.get(from)!;
    // Merges never form a cycle (the older event survives); the bound only guards against a corrupt list.
    for (let hops = 0; into.has(target) && hops < into.size; hops += 1) target = into.get(target)!;
    out.set(from, target);
  }
  return out;
}

export interface EsClusterStoreOptions {
  /**
   * The clustering lock's lease (src/ingest/clustering-lock.ts): once it is lost another process may be writing
   * the same events, so no further bulk request of a save is sent, and the save rejects.
   */
  lease?: AbortSignal;
  /** Tombstones per page of the re-pointing search (default TOMBSTONE_PAGE; tests force small pages). */
  tombstonePage?: number;
}

export class EsClusterStore implements ClusterStore {
  private readonly lease?: AbortSignal;
  private readonly tombstonePage: number;

  constructor(
    private readonly es: Client,
    private readonly indices: Pick<Indices, 'articles' | 'events'>,
    private readonly caches: Pick<ClusterCaches, 'states' | 'features' | 'unsaved'>,
    { lease, tombstonePage = TOMBSTONE_PAGE }: EsClusterStoreOptions = {},
  ) {
    this.lease = lease;
    this.tombstonePage = tombstonePage;
  }

  /** As stored, overlaid with the changes of cycles still saving (an article moved, an event merged away). */
  async eventsOfArticles(articleIds: readonly number[]): Promise<Map<number, number>> {
    const out = await eventsOfArticles(this.es, this.indices, articleIds);
    const { unsaved } = this.caches;
    if (unsaved.size === 0) return out;
    for (const id of articleIds) {
      const eventId = unsaved.eventOf(id);
      if (eventId !== undefined) out.set(id, eventId);
    }
    // An article of an event merged away by a save still running, and not assigned by it: with the survivor.
    for (const [articleId, eventId] of out) {
      const survivor = unsaved.survivor(eventId);
      if (survivor !== undefined) out.set(articleId, survivor);
    }
    return out;
  }

  async articles(articleIds: readonly number[]): Promise<Map<number, ArticleFeatures>> {
    const out = new Map<number, ArticleFeatures>();
    const missing: number[] = [];
    for (const id of articleIds) {
      const cached = this.caches.features.get(id);
      if (cached) out.set(id, cached);
      else missing.push(id);
    }
    const stored = await docsById<{ cluster_features?: ArticleFeatures }>(
      this.es,
      this.indices.articles,
      missing,
      ['cluster_features'],
    );
    for (const { source } of stored.values()) {
      const features = source.cluster_features;
      if (!features) continue;
      out.set(features.id, features);
      this.caches.features.set(features.id, features, features.at);
    }
    return out;
  }

  /**
   * The cycle's events in bulk requests of SAVE_CHUNK, one after another, and visible to the next cycle's searches
   * when this returns. With `analyses`, each event is written whole with its analysis, or, when its analysis could
   * not be computed (absent from the map), partially, keeping the stored analysis; without, only the clustering
   * fields are written (whole). Each request checks the lease right before it is sent: a check once before the
   * save would let the later chunks go out after the lease is lost.
   */
  async save(changes: ClusterChanges, analyses?: EventAnalyses): Promise<void> {
    const now = Date.now();
    // A merged-away event stays as a tombstone pointing at its survivor (docs/decisions.md), out of every list.
    // Pointers lead to a live event in one step: a survivor merged away later takes its tombstones along. Read
    // before any write is sent, so a failed search leaves no request running unobserved.
    const survivor = finalSurvivors(changes.merges);
    const pointers = [...survivor, ...(await this.tombstonesPointingAt([...survivor.keys()]))];
    const revisions = new Map<EventState, RevisedState>();
    const eventWrites: BulkLine[][] = [];
    for (let i = 0; i < changes.events.length; i += SAVE_CHUNK) {
      const chunk = changes.events.slice(i, i + SAVE_CHUNK);
      const operations: BulkLine[] = [];
      for (const event of chunk) {
        const rev = randomUUID();
        const analysis = analyses?.get(event.id);
        // The cache keeps the divergence written (or the one stored, when the analysis failed) for the next one.
        const divergence = analysis ? analysis.divergence : this.caches.states.get(event.id)?.divergence;
        revisions.set(event, { rev, state: event, divergence });
        const doc = { ...this.eventFields(event, now), cluster_rev: rev, ...analysis };
        // Written whole (Elasticsearch need not read and merge the old document), unless its analysis could not
        // be computed: then a partial update keeps the stored analysis.
        operations.push(...(analysis !== undefined || !analyses ? this.index(doc) : this.update(doc)));
      }
      eventWrites.push(operations);
    }
    const requests: Promise<void>[] = [this.bulkInOrder(eventWrites)];
    // A tombstone is marked by merged_into alone (docs/event-document.md) and holds nothing else: written whole,
    // so no field of the live event it was (its clustering state, a stale lifecycle) stays behind.
    const tombstones = pointers.flatMap(([from, into]) =>
      this.index({ id: from, merged_into: survivor.get(into) ?? into }),
    );
    if (tombstones.length > 0) requests.push(this.bulk(tombstones));
    requests.push(this.repointArticles(survivor, changes));
    // changes.articles needs no write: ingest stores each article's features with the article itself.
    // Every request is awaited before any failure is reported, so none is left running unobserved.
    const outcomes = await Promise.allSettled(requests);
    const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    if (failure) throw failure.reason;
    // An explicit refresh, not wait_for: the next cycle's searches (candidates, membership) must see this
    // cycle's events, and waiting for the periodic refresh would cost up to a second per cycle.
    await this.es.indices.refresh({ index: this.indices.events });
    for (const [event, revised] of revisions) this.caches.states.set(event.id, revised, event.lastAt);
    for (const { from } of changes.merges) this.caches.states.delete(from);
  }

  /**
   * Stored tombstones (id -> merged_into) that point at any of these events, every one of them: page after page
   * in id order (unique, so search_after skips and repeats nothing). No point-in-time is needed: only this
   * process writes events while it holds the clustering lock, and its own writes of this save are not
   * tombstones of these events.
   */
  private async tombstonesPointingAt(eventIds: readonly number[]): Promise<[number, number][]> {
    if (eventIds.length === 0) return [];
    const out: [number, number][] = [];
    let after: estypes.SortResults | undefined;
    for (;;) {
      const res = await this.es.search<{ merged_into: number }>({
        index: this.indices.events,
        size: this.tombstonePage,
        _source: ['merged_into'],
        track_total_hits: false,
        // Only tombstones have merged_into (those written before it alone marked them also say status "merged").
        query: { terms: { merged_into: [...eventIds] } },
        sort: [{ id: { order: 'asc' } }],
        ...(after ? { search_after: after } : {}),
      });
      const hits = res.hits.hits;
      for (const hit of hits) out.push([Number(hit._id), hit._source!.merged_into]);
      if (hits.length < this.tombstonePage) return out;
      after = hits[hits.length - 1].sort;
    }
  }

  /**
   * Re-points the stored articles of the events merged away to their survivor. The clusterer assigns the absorbed
   * event's sampled members itself (the pipeline writes those); the others are found here by their event_id, in
   * pages (search_after on the unique id), and updated in chunks, each sent only while the lease holds.
   */
  private async repointArticles(survivor: ReadonlyMap<number, number>, changes: ClusterChanges) {
    if (survivor.size === 0) return;
    const assigned = new Set(changes.assignments.map((a) => a.articleId));
    let after: estypes.SortResults | undefined;
    for (;;) {
      const res = await this.es.search<{ event_id: number }>({
        index: this.indices.articles,
        size: REPOINT_PAGE,
        _source: ['event_id'],
        track_total_hits: false,
        query: { terms: { event_id: [...survivor.keys()] } },
        sort: [{ id: { order: 'asc' } }],
        ...(after ? { search_after: after } : {}),
      });
      const hits = res.hits.hits;
      const operations = hits
        .filter((hit) => !assigned.has(Number(hit._id)))
        .flatMap((hit) => [
          // Where the article is stored: through the write alias, an older article would not be found.
          { update: { _index: hit._index, _id: hit._id! } },
          { doc: { event_id: survivor.get(hit._source!.event_id) } },
        ]);
      if (operations.length > 0) await this.bulk(operations);
      if (hits.length < REPOINT_PAGE) return;
      after = hits[hits.length - 1].sort;
    }
  }

  private eventFields(event: EventState, now: number) {
    // Every outlet's first article is in the sample, so its outlets are the event's.
    const outlets = [...new Set(event.members.map((m) => m.outlet))].sort();
    return {
      id: event.id,
      first_seen_at: new Date(event.firstAt).toISOString(),
      reported_at: new Date(event.firstAt).toISOString(),
      last_article_at: new Date(event.lastAt).toISOString(),
      // Every saved event changed visibly (a member joined, left or came with a merge): this is the change's time.
      updated_at: new Date(now).toISOString(),
      article_count: memberCount(event),
      member_sample_ids: event.members.map((m) => m.id),
      outlets,
      outlet_count: outlets.length,
      cluster_terms: Object.keys(event.terms),
      cluster_entities: Object.keys(event.entities),
      cluster_state: event,
    };
  }

  private index(doc: EventDoc): BulkLine[] {
    return [{ index: { _index: this.indices.events, _id: String(doc.id) } }, doc];
  }

  private update(doc: EventDoc): BulkLine[] {
    return [{ update: { _index: this.indices.events, _id: String(doc.id) } }, { doc, doc_as_upsert: true }];
  }

  /** Sends the bulk requests one after another, each only while the lease holds (bulk). */
  private async bulkInOrder(requests: readonly BulkLine[][]): Promise<void> {
    for (const operations of requests) await this.bulk(operations);
  }

  /** Sends one bulk request, unless the lease was lost before it is sent (checked here, not once per save). */
  private async bulk(operations: BulkLine[]): Promise<void> {
    this.lease?.throwIfAborted();
    const res = await this.es.bulk({ operations });
    if (res.errors) {
      const failed = res.items.map((item) => item.index?.error ?? item.update?.error).find(Boolean);
      throw new Error(`saving clustering changes failed: ${failed?.type}: ${failed?.reason}`);
    }
  }
}
