// Candidate retrieval for the clusterer from the events index. A cycle announces its queries (`prefetch`); they
// are answered together by one search for the union — every live event in the union of their time windows that
// shares a term or an entity with any of them — returning ids and revisions only. States the process does not
// hold at that revision are fetched with one mget; the rest come from the process's cache (cluster-caches.ts). Each query is then
// scored in memory exactly as the Elasticsearch query below would score it (constant per shared term, the
// query's weight; ENTITY_BOOST per shared entity). A query no prefetch covers is sent to Elasticsearch as that
// query. Per article this costs a share of two requests, not a search each, and nothing grows with the archive.
import type { Client, estypes } from '@elastic/elasticsearch';
import {
  ENTITY_BOOST,
  MemoryCandidateIndex,
  type CandidateQuery,
  type CandidateSource,
} from '../cluster/candidates';
import type { EventState } from '../cluster/event-state';
import type { RecentCache } from './recent-cache';
import type { RevisedState } from './cluster-caches';

type StateSource = { cluster_state: EventState; cluster_rev?: string };

/** Queries answered per union search: bounds its `terms` lists (16 terms + 8 entities each) far below 65,536. */
const UNION_QUERIES = 1000;
const PAGE = 5000;
const MGET_CHUNK = 1000;

/** What one union search fetched: queries entirely inside it are answered from the working set. */
interface Region {
  terms: Set<string>;
  entities: Set<string>;
  from: number;
  to: number;
  firstFrom: number;
}

function covers(region: Region, query: CandidateQuery): boolean {
  return (
    query.from >= region.from &&
    query.to <= region.to &&
    query.firstFrom >= region.firstFrom &&
    query.terms.every(([term]) => region.terms.has(term)) &&
    query.entities.every((entity) => region.entities.has(entity))
  );
}

const window = ({
  from,
  to,
  firstFrom,
}: Omit<Region, 'terms' | 'entities'>): estypes.QueryDslQueryContainer[] => [
  { range: { last_article_at: { gte: from, format: 'epoch_millis' } } },
  { range: { first_seen_at: { lte: to, gte: firstFrom, format: 'epoch_millis' } } },
];

const NOT_MERGED: estypes.QueryDslQueryContainer = { term: { status: 'merged' } };

export class EsCandidateSource implements CandidateSource {
  private readonly workingSet = new MemoryCandidateIndex(false);
  private readonly regions: Region[] = [];

  constructor(
    private readonly es: Client,
    private readonly eventsIndex: string,
    private readonly states: RecentCache<RevisedState>,
  ) {}

  async prefetch(queries: CandidateQuery[]): Promise<void> {
    for (let i = 0; i < queries.length; i += UNION_QUERIES) {
      const chunk = queries.slice(i, i + UNION_QUERIES);
      const region: Region = {
        terms: new Set(chunk.flatMap((q) => q.terms.map(([term]) => term))),
        entities: new Set(chunk.flatMap((q) => q.entities)),
        from: Math.min(...chunk.map((q) => q.from)),
        to: Math.max(...chunk.map((q) => q.to)),
        firstFrom: Math.min(...chunk.map((q) => q.firstFrom)),
      };
      for (const state of await this.fetchRegion(region)) this.workingSet.upsert(state);
      this.regions.push(region);
    }
  }

  async candidates(query: CandidateQuery): Promise<EventState[]> {
    if (this.regions.some((region) => covers(region, query))) return this.workingSet.search(query);
    const res = await this.es.search<StateSource>({
      index: this.eventsIndex,
      size: query.size,
      _source: ['cluster_state', 'cluster_rev'],
      track_total_hits: false,
      query: {
        bool: {
          should: [
            ...query.terms.map(([term, weight]) => ({
              constant_score: { filter: { term: { cluster_terms: term } }, boost: weight },
            })),
            ...query.entities.map((entity) => ({
              constant_score: { filter: { term: { cluster_entities: entity } }, boost: ENTITY_BOOST },
            })),
          ],
          minimum_should_match: 1,
          filter: window(query),
          must_not: [{ ids: { values: query.exclude.map(String) } }, NOT_MERGED],
        },
      },
      sort: [{ _score: { order: 'desc' } }, { id: { order: 'asc' } }],
    });
    return res.hits.hits.map((hit) => this.remember(hit._source as StateSource));
  }

  /** Live events of the region (ids and revisions in pages), their states from the cache or one mget. */
  private async fetchRegion(region: Region): Promise<EventState[]> {
    const states: EventState[] = [];
    const stale: string[] = [];
    let after: estypes.SortResults | undefined;
    for (;;) {
      const res = await this.es.search({
        index: this.eventsIndex,
        size: PAGE,
        _source: false,
        docvalue_fields: ['cluster_rev'],
        track_total_hits: false,
        query: {
          bool: {
            filter: [
              ...window(region),
              {
                bool: {
                  should: [
                    { terms: { cluster_terms: [...region.terms] } },
                    { terms: { cluster_entities: [...region.entities] } },
                  ],
                  minimum_should_match: 1,
                },
              },
            ],
            must_not: [NOT_MERGED],
          },
        },
        sort: [{ id: { order: 'asc' } }],
        ...(after ? { search_after: after } : {}),
      });
      for (const hit of res.hits.hits) {
        const rev = (hit.fields?.cluster_rev as string[] | undefined)?.[0];
        const cached = this.states.get(Number(hit._id));
        if (rev !== undefined && cached?.rev === rev) states.push(cached.state);
        else stale.push(hit._id as string);
      }
      if (res.hits.hits.length < PAGE) break;
      after = res.hits.hits[res.hits.hits.length - 1].sort;
    }
    for (let i = 0; i < stale.length; i += MGET_CHUNK) {
      const res = await this.es.mget<StateSource>({
        index: this.eventsIndex,
        ids: stale.slice(i, i + MGET_CHUNK),
        _source_includes: ['cluster_state', 'cluster_rev'],
      });
      for (const doc of res.docs)
        if ('found' in doc && doc.found && doc._source) states.push(this.remember(doc._source));
    }
    return states;
  }

  private remember({ cluster_state: state, cluster_rev: rev }: StateSource): EventState {
    if (rev !== undefined) this.states.set(state.id, { rev, state }, state.lastAt);
    return state;
  }
}
