// Candidate retrieval from the real events index: answers from the prefetched working set must equal what
// Elasticsearch itself answers to the equivalent scored query, a state another process saved must never be served
// from this process's cache, and changes a cycle is still saving must be seen as that cycle left them.
import { expect } from 'chai';
import { ENTITY_BOOST, type CandidateQuery } from '../../src/cluster/candidates';
import { foundEvent, joinEvent, type EventState } from '../../src/cluster/event-state';
import { articleFeatures } from '../../src/cluster/features';
import { type ArticleFeatures } from '../../src/documents/article-features';
import type { IngestContext } from '../../src/ingest/ingest-context';
import { EsCandidateSource } from '../../src/cluster/es/candidate-source';
import { EsClusterStore } from '../../src/cluster/es/cluster-store';
import { newClusterCaches } from '../../src/cluster/es/caches';
import { eventDocument } from '../support/event-fixtures';
import { TEST_PREFIX } from '../support/services';
import { dropTestStore, openTestStore } from '../support/test-store';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-11-10T12:00:00Z');

const stories: [string, string][] = [
  ['Senate passes infrastructure bill for roads and bridges', 'The Senate approved the bill on Tuesday.'],
  ['House delays vote on infrastructure bill', 'Leaders in the House put off the vote on roads money.'],
  ['Wildfire forces evacuations near Redding', 'Crews fought flames in Shasta County on Tuesday.'],
  ['Central bank raises interest rates by half a point', 'The Federal Reserve lifted its benchmark rate.'],
  ['Storm knocks out power to thousands in Texas', 'Utility crews worked to restore electricity in Houston.'],
  ['Senate confirms new ambassador to Japan', 'The Senate voted to confirm the nominee on Tuesday.'],
];

function article(i: number, [title, body]: [string, string], at: number): ArticleFeatures {
  return articleFeatures({ id: 7_000_000 + i, title, body, published_at: at, outlet: 'reuters' });
}

function queryFor(a: ArticleFeatures, size = 12): CandidateQuery {
  return {
    terms: Object.entries(a.terms).slice(0, 16),
    entities: a.entities,
    from: a.at - 96 * HOUR,
    to: a.at + 96 * HOUR,
    firstFrom: a.at - 168 * HOUR,
    lastTo: a.at + 168 * HOUR,
    size,
    exclude: [],
  };
}

const ids = (events: EventState[]) => events.map((e) => e.id);

/** The query the in-memory scoring stands for, run by Elasticsearch: the reference the working set must equal. */
async function scoredByElasticsearch(app: IngestContext, query: CandidateQuery): Promise<number[]> {
  const res = await app.es.search({
    index: app.indices.events,
    size: query.size,
    _source: false,
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
        filter: [
          { range: { last_article_at: { gte: query.from, lte: query.lastTo, format: 'epoch_millis' } } },
          {
            range: { first_seen_at: { lte: query.to, gte: query.firstFrom, format: 'epoch_millis' } },
          },
        ],
        must_not: [{ ids: { values: query.exclude.map(String) } }, { exists: { field: 'merged_into' } }],
      },
    },
    sort: [{ _score: { order: 'desc' } }, { id: { order: 'asc' } }],
  });
  return res.hits.hits.map((hit) => Number(hit._id));
}

describe('EsCandidateSource: candidate events from the real events index', function () {
  this.timeout(60_000);
  const prefix = `${TEST_PREFIX}-candidates`;
  let app: IngestContext;
  let events: EventState[];

  /** Writes event states as the clusterer does, through a store with the given caches (else a fresh set). */
  const saveEvents = (states: EventState[], caches = newClusterCaches()) =>
    new EsClusterStore(app.es, app.indices, caches).save({
      events: states,
      merges: [],
      assignments: [],
      articles: [],
    });

  before(async () => {
    app = await openTestStore(prefix);
    // One event per story, a day apart, and a settled one two weeks earlier that no window reaches.
    events = stories.map((story, i) => foundEvent(article(i, story, T0 + i * 24 * HOUR)));
    events.push(foundEvent(article(99, stories[0], T0 - 14 * 24 * HOUR)));
    await saveEvents(events);
  });
  after(async () => {
    await dropTestStore(app);
  });

  it('answers prefetched queries exactly as the scored Elasticsearch query does', async () => {
    const probes = stories.map((story, i) => article(50 + i, story, T0 + i * 24 * HOUR + HOUR));
    const queries = [
      ...probes.map((p) => queryFor(p)),
      { ...queryFor(probes[0], 1), exclude: [events[0].id] },
    ];
    const prefetched = new EsCandidateSource(app.es, app.indices.events, newClusterCaches());
    await prefetched.prefetch(queries);
    for (const query of queries)
      expect(ids(await prefetched.candidates(query))).to.deep.equal(await scoredByElasticsearch(app, query));
    const senate = ids(await prefetched.candidates(queries[0]));
    expect(senate[0]).to.equal(events[0].id);
    expect(senate).to.not.include(events[6].id);
  });

  it('passes over an event in the window that has no clustering state, instead of failing the batch', async () => {
    const stateless = eventDocument({
      id: 7_900_001,
      first_seen_at: new Date(T0 - HOUR),
      updated_at: new Date(T0),
    });
    await app.es.index({
      index: app.indices.events,
      id: String(stateless.id),
      document: stateless,
      refresh: true,
    });
    try {
      const probe = article(60, stories[0], T0 + HOUR);
      const source = new EsCandidateSource(app.es, app.indices.events, newClusterCaches());
      const found = ids(await source.candidates(queryFor(probe)));
      expect(found).to.include(events[0].id);
      expect(found).to.not.include(stateless.id);
    } finally {
      await app.es.delete({ index: app.indices.events, id: String(stateless.id), refresh: true });
    }
  });

  it('fetches a state again when another process saved a newer revision', async () => {
    const caches = newClusterCaches();
    const probe = article(60, stories[2], T0 + 2 * 24 * HOUR + HOUR);
    const first = new EsCandidateSource(app.es, app.indices.events, caches);
    await first.prefetch([queryFor(probe)]);
    const before = (await first.candidates(queryFor(probe))).find((e) => e.id === events[2].id);
    expect(before?.members).to.have.length(1);

    // Another process (its own cache) adds an article to the wildfire event.
    const grown = joinEvent(events[2], article(61, stories[2], T0 + 2 * 24 * HOUR + 2 * HOUR));
    await saveEvents([grown]);

    const second = new EsCandidateSource(app.es, app.indices.events, caches);
    await second.prefetch([queryFor(probe)]);
    const after = (await second.candidates(queryFor(probe))).find((e) => e.id === events[2].id);
    expect(after?.members).to.have.length(2);
  });

  it('serves states this process saved from its cache', async () => {
    const caches = newClusterCaches();
    const probe = article(70, stories[3], T0 + 3 * 24 * HOUR + HOUR);
    const grown = joinEvent(events[3], probe);
    await saveEvents([grown], caches);
    const source = new EsCandidateSource(app.es, app.indices.events, caches);
    await source.prefetch([queryFor(probe)]);
    // The very object saved: no mget brought a copy.
    expect((await source.candidates(queryFor(probe))).find((e) => e.id === grown.id)).to.equal(grown);
  });

  it('fetches the window of a query outside every prefetched one', async () => {
    const source = new EsCandidateSource(app.es, app.indices.events, newClusterCaches());
    const fire = article(80, stories[2], T0 + 2 * 24 * HOUR);
    await source.prefetch([queryFor(article(81, stories[4], T0 + 4 * 24 * HOUR))]);
    const query = queryFor(fire);
    expect(ids(await source.candidates(query))).to.deep.equal(await scoredByElasticsearch(app, query));
    expect(ids(await source.candidates(query))).to.include(events[2].id);
  });

  it('sees the changes of a cycle still saving instead of what is stored: new, grown and merged-away events', async () => {
    const caches = newClusterCaches();
    const probe = article(90, stories[5], T0 + 5 * 24 * HOUR + HOUR);
    const grown = joinEvent(events[5], probe);
    const founded = foundEvent(article(91, stories[5], T0 + 5 * 24 * HOUR + 2 * HOUR));
    const fireQuery = queryFor(article(92, stories[2], T0 + 5 * 24 * HOUR));
    const stored = new EsCandidateSource(app.es, app.indices.events, newClusterCaches());
    expect(ids(await stored.candidates(fireQuery))).to.include(events[2].id);

    let release!: () => void;
    const saving = caches.unsaved.save(
      {
        events: [grown, founded],
        merges: [{ from: events[2].id, into: grown.id }],
        assignments: [{ articleId: probe.id, eventId: grown.id }],
        articles: [],
      },
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    const source = new EsCandidateSource(app.es, app.indices.events, caches);
    const query = queryFor(probe);
    await source.prefetch([query, fireQuery]);
    const seen = await source.candidates(query);
    expect(seen.find((e) => e.id === grown.id)).to.equal(grown);
    expect(ids(seen)).to.include(founded.id);
    expect(ids(await source.candidates(fireQuery))).to.not.include(events[2].id);
    const store = new EsClusterStore(app.es, app.indices, caches);
    expect(await store.eventsOfArticles([probe.id])).to.deep.equal(new Map([[probe.id, grown.id]]));
    release();
    await saving;
    expect(caches.unsaved.size).to.equal(0);
  });

  // One article dated long before the rest of its batch (a feed re-listing an old story, a replay line) made the
  // prefetch one window from the oldest query to the newest: every live event of the archive between them.
  it('fetches the windows of a batch spanning months, not every event between them', async () => {
    const T1 = Date.parse('2025-01-06T12:00:00Z');
    const fortnights = stories.flatMap((story, i) =>
      [0, 1, 2].map((k) => foundEvent(article(300 + 3 * i + k, story, T1 + (3 * i + k) * 14 * 24 * HOUR))),
    );
    await saveEvents(fortnights);
    const caches = newClusterCaches();
    const source = new EsCandidateSource(app.es, app.indices.events, caches);
    const first = article(400, stories[0], T1 + HOUR);
    const last = article(401, stories[5], T1 + 17 * 14 * 24 * HOUR + HOUR);
    await source.prefetch([queryFor(first), queryFor(last)]);
    // Fetched: the two events in those windows, not the 16 between them.
    expect(caches.states.size).to.equal(2);
    for (const probe of [first, last])
      expect(ids(await source.candidates(queryFor(probe)))).to.deep.equal(
        await scoredByElasticsearch(app, queryFor(probe)),
      );
  });
});
