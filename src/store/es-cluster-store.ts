// The clusterer's persistence and candidate retrieval in Elasticsearch. Candidates are one bool query per
// article: constant-score `term` clauses on an event's stored top terms (boost = the article's term weight) and
// entities (boost ENTITY_BOOST), filtered to the time window — the same scoring as the in-memory index, so the
// cost per article depends on the window, not on the archive. A cycle's article queries go out together as one
// msearch (`prefetch`), since they only see what earlier cycles saved.
import type { Client, estypes } from '@elastic/elasticsearch';
import { ENTITY_BOOST, type CandidateQuery, type CandidateSource } from '../cluster/candidates';
import { lifecycle, type EventState } from '../cluster/event-state';
import type { ArticleFeatures } from '../cluster/features';
import type { ClusterChanges, ClusterStore } from '../cluster/store';
import type { Indices } from './indices';

type EventSource = { cluster_state: EventState };

function keyOf(query: CandidateQuery): string {
  return JSON.stringify(query);
}

export class EsClusterStore implements ClusterStore, CandidateSource {
  private readonly prefetched = new Map<string, EventState[]>();

  constructor(
    private readonly es: Client,
    private readonly indices: Pick<Indices, 'articles' | 'events'>,
  ) {}

  private search(query: CandidateQuery): estypes.SearchRequest {
    const should: estypes.QueryDslQueryContainer[] = [
      ...query.terms.map(([term, weight]) => ({
        constant_score: { filter: { term: { cluster_terms: term } }, boost: weight },
      })),
      ...query.entities.map((entity) => ({
        constant_score: { filter: { term: { cluster_entities: entity } }, boost: ENTITY_BOOST },
      })),
    ];
    return {
      size: query.size,
      _source: ['cluster_state'],
      track_total_hits: false,
      query: {
        bool: {
          should,
          minimum_should_match: 1,
          filter: [
            { range: { last_article_at: { gte: query.from, format: 'epoch_millis' } } },
            { range: { first_seen_at: { lte: query.to, format: 'epoch_millis' } } },
          ],
          must_not: [{ ids: { values: query.exclude.map(String) } }, { term: { status: 'merged' } }],
        },
      },
      sort: [{ _score: { order: 'desc' } }, { id: { order: 'asc' } }],
    };
  }

  private static states(hits: estypes.SearchHit<EventSource>[]): EventState[] {
    return hits.map((hit) => (hit._source as EventSource).cluster_state);
  }

  /** Runs many candidate queries in one round trip; `candidates` then answers them from memory once each. */
  async prefetch(queries: CandidateQuery[]): Promise<void> {
    for (let i = 0; i < queries.length; i += 200) {
      const chunk = queries.slice(i, i + 200);
      const res = await this.es.msearch<EventSource>({
        index: this.indices.events,
        searches: chunk.flatMap((q): estypes.MsearchRequestItem[] => [
          {},
          this.search(q) as estypes.MsearchRequestItem,
        ]),
      });
      res.responses.forEach((response, j) => {
        if ('error' in response)
          throw new Error(`candidate search failed: ${response.error.type}: ${response.error.reason}`);
        this.prefetched.set(keyOf(chunk[j]), EsClusterStore.states(response.hits.hits));
      });
    }
  }

  async candidates(query: CandidateQuery): Promise<EventState[]> {
    const key = keyOf(query);
    const cached = this.prefetched.get(key);
    if (cached) {
      this.prefetched.delete(key);
      return cached;
    }
    const res = await this.es.search<EventSource>({ index: this.indices.events, ...this.search(query) });
    return EsClusterStore.states(res.hits.hits);
  }

  async eventsOfArticles(articleIds: readonly number[]): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    if (articleIds.length === 0) return out;
    const res = await this.es.mget<{ event_id?: number }>({
      index: this.indices.articles,
      ids: articleIds.map(String),
      _source_includes: ['event_id'],
    });
    for (const doc of res.docs) {
      if ('found' in doc && doc.found && doc._source?.event_id !== undefined)
        out.set(Number(doc._id), doc._source.event_id);
    }
    return out;
  }

  async articles(articleIds: readonly number[]): Promise<Map<number, ArticleFeatures>> {
    const out = new Map<number, ArticleFeatures>();
    if (articleIds.length === 0) return out;
    const res = await this.es.mget<{ cluster_features?: ArticleFeatures }>({
      index: this.indices.articles,
      ids: articleIds.map(String),
      _source_includes: ['cluster_features'],
    });
    for (const doc of res.docs) {
      if ('found' in doc && doc.found && doc._source?.cluster_features)
        out.set(Number(doc._id), doc._source.cluster_features);
    }
    return out;
  }

  /** One bulk request for the whole cycle, visible to the next cycle's searches when it returns. */
  async save(changes: ClusterChanges): Promise<void> {
    const now = Date.now();
    const operations: (estypes.BulkOperationContainer | estypes.BulkUpdateAction)[] = [];
    // Events are created by their first save; articles must exist already (ingest indexed them).
    const update = (index: string, id: number, doc: object, upsert: boolean) =>
      operations.push({ update: { _index: index, _id: String(id) } }, { doc, doc_as_upsert: upsert });
    for (const event of changes.events) {
      update(
        this.indices.events,
        event.id,
        {
          id: event.id,
          status: lifecycle(event, now),
          first_seen_at: new Date(event.firstAt).toISOString(),
          reported_at: new Date(event.firstAt).toISOString(),
          last_article_at: new Date(event.lastAt).toISOString(),
          updated_at: new Date(event.lastAt).toISOString(),
          article_count: event.members.length,
          article_ids: event.members.map((m) => m.id),
          outlets: [...new Set(event.members.map((m) => m.outlet))].sort(),
          outlet_count: new Set(event.members.map((m) => m.outlet)).size,
          cluster_terms: Object.keys(event.terms),
          cluster_entities: Object.keys(event.entities),
          cluster_state: event,
        },
        true,
      );
    }
    // A merged-away event stays as a tombstone pointing at its survivor (docs/decisions.md), out of every list.
    for (const { from, into } of changes.merges) {
      update(
        this.indices.events,
        from,
        {
          id: from,
          status: 'merged',
          merged_into: into,
          article_ids: [],
          cluster_terms: [],
          cluster_entities: [],
        },
        true,
      );
    }
    for (const { articleId, eventId } of changes.assignments)
      update(this.indices.articles, articleId, { event_id: eventId }, false);
    // changes.articles needs no write: ingest stores each article's features with the article itself.
    if (operations.length === 0) return;
    // An explicit refresh, not wait_for: the next cycle's candidate searches must see this one's events, and
    // waiting for the periodic refresh would cost up to a second per cycle.
    const res = await this.es.bulk({ operations, refresh: true });
    if (res.errors) {
      const failed = res.items.find((item) => item.update?.error)?.update?.error;
      throw new Error(`saving clustering changes failed: ${failed?.type}: ${failed?.reason}`);
    }
  }
}
