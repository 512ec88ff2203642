// Candidate retrieval for the clusterer from the events index. A cycle announces its queries (`prefetch`); they
// are answered together by one search for every live event in the union of their time windows, returning ids and
// revisions only (a filter on the queries' terms as well cost Elasticsearch more than it saved: a backfill batch
// asks for some 10,000 distinct terms, and nearly every live event shares one of them). States the process does
// not hold at that revision are fetched by mget; the rest come from the process's cache (caches.ts).
// Each query is then scored in memory exactly as the Elasticsearch query below would score it (constant per
// shared term, the query's weight; ENTITY_BOOST per shared entity). A query outside every prefetched window is
// sent to Elasticsearch as that query. Per article this costs a share of two requests, not a search each, and
// nothing grows with the archive: the window holds the events of about two weeks of stream at most.
import type { Client, estypes } from '@elastic/elasticsearch';
import { MemoryCandidateIndex, type CandidateQuery, type CandidateSource } from '../candidates';
import type { PreviousDivergence } from '../../documents/event-divergence';
import type { EventState } from '../event-state';
import type { ClusterCaches } from './caches';
import { IS_TOMBSTONE } from '../../store/event-tombstones';

type StateSource = { cluster_state: EventState; cluster_rev?: string; divergence?: PreviousDivergence };

const PAGE = 5000;
const MGET_CHUNK = 1000;

/** The time window one prefetch covered: every live event in it was fetched into the working set. */
interface Region {
  from: number;
  to: number;
  firstFrom: number;
  lastTo: number;
}

const inRegion = (event: EventState, region: Region): boolean =>
  event.lastAt >= region.from &&
  event.lastAt <= region.lastTo &&
  event.firstAt <= region.to &&
  event.firstAt >= region.firstFrom;

const covers = (region: Region, query: CandidateQuery): boolean =>
  query.from >= region.from &&
  query.to <= region.to &&
  query.firstFrom >= region.firstFrom &&
  query.lastTo <= region.lastTo;

const window = ({ from, to, firstFrom, lastTo }: Region): estypes.QueryDslQueryContainer[] => [
  { range: { last_article_at: { gte: from, lte: lastTo, format: 'epoch_millis' } } },
  { range: { first_seen_at: { lte: to, gte: firstFrom, format: 'epoch_millis' } } },
];

export class EsCandidateSource implements CandidateSource {
  private readonly workingSet = new MemoryCandidateIndex(false);
  private readonly regions: Region[] = [];

  constructor(
    private readonly es: Client,
    private readonly eventsIndex: string,
    private readonly caches: Pick<ClusterCaches, 'states' | 'unsaved'>,
  ) {}

  /**
   * One region per run of overlapping query windows: a batch's articles are hours apart and share one, but an
   * article dated months before the rest must not make the region every event in between.
   */
  async prefetch(queries: CandidateQuery[]): Promise<void> {
    const regions: Region[] = [];
    for (const q of [...queries].sort((a, b) => a.from - b.from)) {
      const region = regions.at(-1);
      if (region && q.from <= region.to) {
        region.to = Math.max(region.to, q.to);
        region.firstFrom = Math.min(region.firstFrom, q.firstFrom);
        region.lastTo = Math.max(region.lastTo, q.lastTo);
      } else regions.push({ from: q.from, to: q.to, firstFrom: q.firstFrom, lastTo: q.lastTo });
    }
    for (const region of regions) {
      for (const state of await this.fetchRegion(region)) this.workingSet.upsert(state);
      this.regions.push(region);
    }
  }

  /** A query outside every prefetched window (a late article, an old member re-checked) fetches its own. */
  async candidates(query: CandidateQuery): Promise<EventState[]> {
    if (!this.regions.some((region) => covers(region, query))) await this.prefetch([query]);
    return this.workingSet.search(query);
  }

  /** Live events of the window (ids and revisions in pages), their states from the cache or by mget. */
  private async fetchRegion(region: Region): Promise<EventState[]> {
    const { unsaved } = this.caches;
    // Events an earlier cycle changed and is still saving are taken as that cycle left them, not as stored.
    const states: EventState[] = [];
    for (const [, state] of unsaved.entries()) if (state && inRegion(state, region)) states.push(state);
    const stale: string[] = [];
    let after: estypes.SortResults | undefined;
    for (;;) {
      const res = await this.es.search({
        index: this.eventsIndex,
        size: PAGE,
        _source: false,
        // No stored fields, not even _id (the id is the sort value): loading them was most of the fetch phase.
        stored_fields: '_none_',
        docvalue_fields: ['cluster_rev'],
        track_total_hits: false,
        query: {
          bool: { filter: window(region), must_not: [IS_TOMBSTONE] },
        },
        sort: [{ id: { order: 'asc' } }],
        ...(after ? { search_after: after } : {}),
        // Thousands of hits a page: the response carries only what is read (it halves the parsing).
        filter_path: ['hits.hits.fields', 'hits.hits.sort'],
      });
      // With filter_path, a page without hits has no `hits` at all.
      const hits = res.hits?.hits ?? [];
      for (const hit of hits) {
        const id = Number(hit.sort?.[0]);
        if (unsaved.get(id) !== undefined) continue;
        const rev = (hit.fields?.cluster_rev as string[] | undefined)?.[0];
        const cached = this.caches.states.get(id);
        if (rev !== undefined && cached?.rev === rev) states.push(cached.state);
        else stale.push(String(id));
      }
      if (hits.length < PAGE) break;
      after = hits[hits.length - 1].sort;
    }
    for (let i = 0; i < stale.length; i += MGET_CHUNK) {
      const res = await this.es.mget<StateSource>({
        index: this.eventsIndex,
        ids: stale.slice(i, i + MGET_CHUNK),
        // The divergence history rides along: the event's next analysis extends it without a read of its own.
        _source_includes: ['cluster_state', 'cluster_rev', 'divergence.history'],
      });
      // An event without a clustering state (written by a tool or a fixture, not by the clusterer) cannot be joined.
      for (const doc of res.docs)
        if ('found' in doc && doc.found && doc._source?.cluster_state)
          states.push(this.remember(doc._source));
    }
    return states;
  }

  private remember({ cluster_state: state, cluster_rev: rev, divergence }: StateSource): EventState {
    if (rev !== undefined) this.caches.states.set(state.id, { rev, state, divergence }, state.lastAt);
    return state;
  }
}
