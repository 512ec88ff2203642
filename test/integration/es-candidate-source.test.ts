// Candidate retrieval from the real events index: answers from a prefetched working set must equal the answers
// of the per-query Elasticsearch search, and a state another process saved must never be served from this
// process's cache.
import { expect } from 'chai';
import type { CandidateQuery } from '../../src/cluster/candidates';
import { foundEvent, joinEvent, type EventState } from '../../src/cluster/event-state';
import { articleFeatures, type ArticleFeatures } from '../../src/cluster/features';
import type { AppContext } from '../../src/context';
import { closeContext, createContext } from '../../src/server';
import { EsCandidateSource } from '../../src/store/es-candidate-source';
import { EsClusterStore } from '../../src/store/es-cluster-store';
import { newClusterCaches } from '../../src/store/cluster-caches';
import { dropIndices } from '../../src/store/indices';
import { prepareStore } from '../../src/store/prepare';
import { TEST_PREFIX, testConfig, testServices } from '../support/services';

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
    size,
    exclude: [],
  };
}

const ids = (events: EventState[]) => events.map((e) => e.id);

describe('EsCandidateSource: candidate events from the real events index', function () {
  this.timeout(60_000);
  const prefix = `${TEST_PREFIX}-candidates`;
  let app: AppContext;
  let events: EventState[];

  before(async () => {
    app = createContext(testConfig({ PARALLAX_INDEX_PREFIX: prefix }), await testServices());
    await prepareStore(app.es, prefix);
    // One event per story, a day apart, and a settled one two weeks earlier that no window reaches.
    events = stories.map((story, i) => foundEvent(article(i, story, T0 + i * 24 * HOUR)));
    events.push(foundEvent(article(99, stories[0], T0 - 14 * 24 * HOUR)));
    await new EsClusterStore(app.es, app.indices, newClusterCaches()).save({
      events,
      merges: [],
      assignments: [],
      articles: [],
    });
  });
  after(async () => {
    await dropIndices(app.es, prefix);
    await closeContext(app);
  });

  it('answers prefetched queries exactly as the per-query search does', async () => {
    const probes = stories.map((story, i) => article(50 + i, story, T0 + i * 24 * HOUR + HOUR));
    const queries = [
      ...probes.map((p) => queryFor(p)),
      { ...queryFor(probes[0], 1), exclude: [events[0].id] },
    ];
    const direct = new EsCandidateSource(app.es, app.indices.events, newClusterCaches().states);
    const prefetched = new EsCandidateSource(app.es, app.indices.events, newClusterCaches().states);
    await prefetched.prefetch(queries);
    for (const query of queries)
      expect(ids(await prefetched.candidates(query))).to.deep.equal(ids(await direct.candidates(query)));
    const senate = ids(await prefetched.candidates(queries[0]));
    expect(senate[0]).to.equal(events[0].id);
    expect(senate).to.not.include(events[6].id);
  });

  it('fetches a state again when another process saved a newer revision', async () => {
    const caches = newClusterCaches();
    const probe = article(60, stories[2], T0 + 2 * 24 * HOUR + HOUR);
    const first = new EsCandidateSource(app.es, app.indices.events, caches.states);
    await first.prefetch([queryFor(probe)]);
    const before = (await first.candidates(queryFor(probe))).find((e) => e.id === events[2].id);
    expect(before?.members).to.have.length(1);

    // Another process (its own cache) adds an article to the wildfire event.
    const grown = joinEvent(events[2], article(61, stories[2], T0 + 2 * 24 * HOUR + 2 * HOUR));
    await new EsClusterStore(app.es, app.indices, newClusterCaches()).save({
      events: [grown],
      merges: [],
      assignments: [],
      articles: [],
    });

    const second = new EsCandidateSource(app.es, app.indices.events, caches.states);
    await second.prefetch([queryFor(probe)]);
    const after = (await second.candidates(queryFor(probe))).find((e) => e.id === events[2].id);
    expect(after?.members).to.have.length(2);
  });

  it('serves states this process saved from its cache', async () => {
    const caches = newClusterCaches();
    const probe = article(70, stories[3], T0 + 3 * 24 * HOUR + HOUR);
    const grown = joinEvent(events[3], probe);
    await new EsClusterStore(app.es, app.indices, caches).save({
      events: [grown],
      merges: [],
      assignments: [],
      articles: [],
    });
    const source = new EsCandidateSource(app.es, app.indices.events, caches.states);
    await source.prefetch([queryFor(probe)]);
    // The very object saved: no mget brought a copy.
    expect((await source.candidates(queryFor(probe))).find((e) => e.id === grown.id)).to.equal(grown);
  });

  it('sends a query outside every prefetched region to Elasticsearch', async () => {
    const source = new EsCandidateSource(app.es, app.indices.events, newClusterCaches().states);
    const fire = article(80, stories[2], T0 + 2 * 24 * HOUR);
    await source.prefetch([queryFor(article(81, stories[4], T0 + 4 * 24 * HOUR))]);
    expect(ids(await source.candidates(queryFor(fire)))).to.include(events[2].id);
  });
});
