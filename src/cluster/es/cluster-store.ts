// The clusterer's persistence in Elasticsearch: which event holds an article (the events' article_ids), the
// articles' stored features, and one cycle's event changes written in one bulk request, each changed event once,
// with its analysis when a `describe` function is given. The copy of the event id on each article is the
// caller's to write, after this (src/ingest/pipeline.ts). Every saved event state gets a new revision, and the process's cache learns it, so the next cycle's
// candidate retrieval (candidate-source.ts) need not fetch it.
import { randomUUID } from 'node:crypto';
import type { Client, estypes } from '@elastic/elasticsearch';
import { lifecycle, type EventState } from '../event-state';
import type { ArticleFeatures } from '../features';
import type { ClusterChanges, ClusterStore, Merge } from '../store';
import type { ClusterCaches, RevisedState } from './caches';
import type { Indices } from '../../store/indices';

/** Fields computed from an event's members and stored with it (its analysis). */
export type DescribeEvents = (events: readonly EventState[]) => Promise<ReadonlyMap<number, object>>;

const MGET_CHUNK = 1000;
/** Events per bulk request when saving: small enough that writing one overlaps analysing the next. */
const SAVE_CHUNK = 250;

type BulkLine = estypes.BulkOperationContainer | estypes.BulkUpdateAction | object;
/** An event document, whole or in part (mappings/events.json). */
type EventDoc = { id: number } & Record<string, unknown>;
/** Article ids per membership search: a terms query takes up to 65,536. */
const ID_CHUNK = 5000;

/**
 * The live event holding each of these articles (absent when none does), read from the events, the record of
 * membership: the pipeline writes an article after its event (with the event id copied onto it), so an article
 * whose write failed is still found in the event that took it.
 */
export async function eventsOfArticles(
  es: Client,
  eventsIndex: string,
  articleIds: readonly number[],
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  const wanted = new Set(articleIds);
  const ids = [...wanted];
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const chunk = ids.slice(i, i + ID_CHUNK);
    // Each article is in at most one live event, so no more events than ids can match.
    const res = await es.search({
      index: eventsIndex,
      size: chunk.length,
      _source: false,
      docvalue_fields: ['article_ids'],
      track_total_hits: false,
      query: {
        bool: { filter: [{ terms: { article_ids: chunk } }], must_not: [{ term: { status: 'merged' } }] },
      },
      sort: [{ id: { order: 'asc' } }],
    });
    for (const hit of res.hits.hits) {
      const eventId = Number(hit._id);
      for (const id of (hit.fields?.article_ids as number[] | undefined) ?? [])
        if (wanted.has(id) && !out.has(id)) out.set(id, eventId);
    }
  }
  return out;
}

/** Tombstones re-pointed per save at most (Elasticsearch's default result window). */
const MAX_TOMBSTONES = 10_000;

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

export class EsClusterStore implements ClusterStore {
  constructor(
    private readonly es: Client,
    private readonly indices: Pick<Indices, 'articles' | 'events'>,
    private readonly caches: Pick<ClusterCaches, 'states' | 'features' | 'unsaved'>,
    private readonly describe?: DescribeEvents,
  ) {}

  /** As stored, overlaid with the changes of cycles still saving (an article moved, an event merged away). */
  async eventsOfArticles(articleIds: readonly number[]): Promise<Map<number, number>> {
    const out = await eventsOfArticles(this.es, this.indices.events, articleIds);
    const { unsaved } = this.caches;
    if (unsaved.size === 0) return out;
    const wanted = new Set(articleIds);
    const mergedAway = new Set<number>();
    for (const [eventId, state] of unsaved.entries()) {
      if (state === null) mergedAway.add(eventId);
      else for (const { id } of state.members) if (wanted.has(id)) out.set(id, eventId);
    }
    for (const [articleId, eventId] of out) if (mergedAway.has(eventId)) out.delete(articleId);
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
    for (let i = 0; i < missing.length; i += MGET_CHUNK) {
      const res = await this.es.mget<{ cluster_features?: ArticleFeatures }>({
        index: this.indices.articles,
        ids: missing.slice(i, i + MGET_CHUNK).map(String),
        _source_includes: ['cluster_features'],
      });
      for (const doc of res.docs) {
        const features = 'found' in doc && doc.found ? doc._source?.cluster_features : undefined;
        if (!features) continue;
        out.set(features.id, features);
        this.caches.features.set(features.id, features, features.at);
      }
    }
    return out;
  }

  /**
   * The cycle's events in bulk requests of SAVE_CHUNK, each sent while the next chunk is analysed, and visible to
   * the next cycle's searches when this returns.
   */
  async save(changes: ClusterChanges): Promise<void> {
    const now = Date.now();
    const revisions = new Map<EventState, RevisedState>();
    const requests: Promise<void>[] = [];
    for (let i = 0; i < changes.events.length; i += SAVE_CHUNK) {
      const chunk = changes.events.slice(i, i + SAVE_CHUNK);
      let analyses: ReadonlyMap<number, object>;
      try {
        analyses = this.describe ? await this.describe(chunk) : new Map<number, object>();
      } catch (err) {
        // The requests already sent are awaited too: one that fails must not be an unhandled rejection.
        await Promise.allSettled(requests);
        throw err;
      }
      const operations: BulkLine[] = [];
      for (const event of chunk) {
        const rev = randomUUID();
        const analysis = analyses.get(event.id);
        // The cache keeps the divergence written (or the one stored, when the analysis failed) for the next one.
        const divergence = analysis
          ? (analysis as Pick<RevisedState, 'divergence'>).divergence
          : this.caches.states.get(event.id)?.divergence;
        revisions.set(event, { rev, state: event, divergence });
        const doc = { ...this.eventFields(event, now), cluster_rev: rev, ...analysis };
        // Written whole (Elasticsearch need not read and merge the old document), unless its analysis could not
        // be computed: then a partial update keeps the stored analysis.
        operations.push(...(analysis !== undefined || !this.describe ? this.index(doc) : this.update(doc)));
      }
      requests.push(this.bulk(operations));
    }
    // A merged-away event stays as a tombstone pointing at its survivor (docs/decisions.md), out of every list.
    // Pointers lead to a live event in one step: a survivor merged away later takes its tombstones along.
    const survivor = finalSurvivors(changes.merges);
    const tombstones = [...survivor, ...(await this.tombstonesPointingAt([...survivor.keys()]))].flatMap(
      ([from, into]) =>
        this.update({
          id: from,
          status: 'merged',
          merged_into: survivor.get(into) ?? into,
          article_ids: [],
          cluster_terms: [],
          cluster_entities: [],
          cluster_rev: randomUUID(),
        }),
    );
    if (tombstones.length > 0) requests.push(this.bulk(tombstones));
    // changes.articles needs no write: ingest stores each article's features with the article itself.
    if (requests.length === 0) return;
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

  /** Stored tombstones (id -> merged_into) that point at any of these events. */
  private async tombstonesPointingAt(eventIds: readonly number[]): Promise<[number, number][]> {
    if (eventIds.length === 0) return [];
    const res = await this.es.search<{ merged_into: number }>({
      index: this.indices.events,
      // An event absorbs at most a few others per cycle over its 7-day span: far fewer than a page.
      size: MAX_TOMBSTONES,
      _source: ['merged_into'],
      query: {
        bool: { filter: [{ term: { status: 'merged' } }, { terms: { merged_into: [...eventIds] } }] },
      },
    });
    return res.hits.hits.map((hit) => [Number(hit._id), hit._source!.merged_into]);
  }

  private eventFields(event: EventState, now: number) {
    const outlets = [...new Set(event.members.map((m) => m.outlet))].sort();
    return {
      id: event.id,
      status: lifecycle(event, now),
      first_seen_at: new Date(event.firstAt).toISOString(),
      reported_at: new Date(event.firstAt).toISOString(),
      last_article_at: new Date(event.lastAt).toISOString(),
      updated_at: new Date(event.lastAt).toISOString(),
      article_count: event.members.length,
      article_ids: event.members.map((m) => m.id),
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

  private async bulk(operations: BulkLine[]): Promise<void> {
    const res = await this.es.bulk({ operations });
    if (res.errors) {
      const failed = res.items.map((item) => item.index?.error ?? item.update?.error).find(Boolean);
      throw new Error(`saving clustering changes failed: ${failed?.type}: ${failed?.reason}`);
    }
  }
}
