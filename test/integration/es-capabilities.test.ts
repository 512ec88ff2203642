// Runs, against the real node, every query, aggregation and API call Parallax relies on, so a distribution or
// cluster that lacks one fails here, loudly, and not in production. Each probe names the code that relies on it;
// probes marked "planned" cover what the REST API (SPEC §3) will use and nothing uses yet.
import type { Client } from '@elastic/elasticsearch';
import { expect } from 'chai';
import { createEsClient } from '../../src/store/es-client';
import { TEST_PREFIX, testConfig, testServices } from '../support/services';

const INDEX = `${TEST_PREFIX}-capabilities`;
const ALIAS = `${INDEX}-alias`;

const docs = [
  { id: 1, title: 'Senate passes budget bill after long debate', side: 'left', day: '2026-11-01' },
  { id: 2, title: 'Budget bill clears Senate in late night vote', side: 'right', day: '2026-11-01' },
  { id: 3, title: 'Central bank raises interest rates again', side: 'center', day: '2026-11-02' },
  { id: 4, title: 'Storm floods coastal towns', side: 'left', day: '2026-11-03' },
].map((d) => ({
  ...d,
  summary: `Coverage from the ${d.side}`,
  published_at: `${d.day}T12:00:00Z`,
  status: d.id === 4 ? 'merged' : 'developing',
  article_ids: [d.id * 10, d.id * 10 + 1],
  divergence_score: d.id * 10,
  sources: [
    { outlet_slug: `${d.side}-outlet`, bias_position: d.side === 'left' ? 20 : d.side === 'right' ? 80 : 50 },
  ],
}));

describe('Elasticsearch capabilities the code relies on', function () {
  this.timeout(60_000);
  let es: Client;

  before(async () => {
    const services = await testServices();
    es = createEsClient(testConfig(), services.esUrl);
    await es.indices.create({
      index: INDEX,
      settings: { analysis: { analyzer: { parallax_text: { type: 'standard', stopwords: '_english_' } } } },
      mappings: {
        dynamic: 'strict',
        properties: {
          id: { type: 'long' },
          title: { type: 'text', analyzer: 'parallax_text' },
          summary: { type: 'text', analyzer: 'parallax_text' },
          side: { type: 'keyword' },
          day: { type: 'keyword' },
          status: { type: 'keyword' },
          published_at: { type: 'date' },
          article_ids: { type: 'long' },
          divergence_score: { type: 'float' },
          sources: {
            type: 'nested',
            properties: { outlet_slug: { type: 'keyword' }, bias_position: { type: 'integer' } },
          },
        },
      },
      aliases: { [ALIAS]: { is_write_index: true } },
    });
    const result = await es.helpers.bulk({
      datasource: docs,
      onDocument: (doc) => ({ index: { _index: ALIAS, _id: String(doc.id) } }),
      refreshOnCompletion: true,
    });
    expect(result.failed).to.equal(0);
  });

  after(async () => {
    await es.indices.delete({ index: INDEX, ignore_unavailable: true });
    await es.close();
  });

  const search = (body: Record<string, unknown>) => es.search({ index: INDEX, ...body });

  // mappings/*.json: the `parallax_text` analyzer of every text field (no analysis-common in the distribution).
  it('standard analyzer with _english_ stopwords', async () => {
    const res = await es.indices.analyze({
      index: INDEX,
      analyzer: 'parallax_text',
      text: 'The bill and the vote',
    });
    expect(res.tokens?.map((t) => t.token)).to.deep.equal(['bill', 'vote']);
  });

  // src/store/es-client.ts esHealth: `GET /` is not served by the integ-test distribution.
  it('cluster health', async () => {
    const health = await es.cluster.health({ timeout: '2s' });
    expect(['green', 'yellow']).to.include(health.status);
  });

  // mappings/*.json: `dynamic: strict` on every index.
  it('strict mappings reject unknown fields', async () => {
    let error: unknown;
    try {
      await es.index({ index: INDEX, id: '9', document: { id: 9, surprise: true } });
    } catch (err) {
      error = err;
    }
    expect((error as { body?: { error?: { type?: string } } }).body?.error?.type).to.equal(
      'strict_dynamic_mapping_exception',
    );
  });

  // src/store/indices.ts setupIndices and dropIndices: a write alias on a versioned index, a field added to an
  // existing mapping in place, and deletion by pattern.
  it('write aliases, in-place mapping additions and deletion by pattern', async () => {
    const name = `${TEST_PREFIX}-capabilities-setup`;
    await es.indices.create({
      index: `${name}-v1`,
      mappings: { dynamic: 'strict', properties: { a: { type: 'keyword' } } },
      aliases: { [name]: { is_write_index: true } },
    });
    expect(await es.indices.existsAlias({ name })).to.equal(true);
    expect(Object.keys(await es.indices.getAlias({ name }))).to.deep.equal([`${name}-v1`]);
    await es.indices.putMapping({ index: `${name}-v1`, properties: { b: { type: 'long' } } });
    const mapping = await es.indices.getMapping({ index: `${name}-v1` });
    expect(Object.keys(mapping[`${name}-v1`].mappings.properties ?? {})).to.deep.equal(['a', 'b']);
    await es.indices.delete({
      index: `${name}-*`,
      ignore_unavailable: true,
      allow_no_indices: true,
      expand_wildcards: ['open', 'closed'],
    });
    expect(await es.indices.exists({ index: `${name}-v1` })).to.equal(false);
  });

  // src/cluster/es/candidate-source.ts fetchRegion: live events of a time window, ids and revisions only, paged by
  // search_after over a unique sort; src/cluster/es/cluster-store.ts: events holding given article ids (terms on a
  // long array), tombstones pointing at given events.
  it('bool filters (range in epoch_millis, terms, must_not term), search_after, docvalue_fields, filter_path', async () => {
    const from = Date.parse('2026-11-01T00:00:00Z');
    const to = Date.parse('2026-11-03T23:00:00Z');
    const page = (after?: (string | number)[]) =>
      search({
        size: 2,
        _source: false,
        stored_fields: '_none_',
        docvalue_fields: ['divergence_score'],
        track_total_hits: false,
        query: {
          bool: {
            filter: [{ range: { published_at: { gte: from, lte: to, format: 'epoch_millis' } } }],
            must_not: [{ term: { status: 'merged' } }],
          },
        },
        sort: [{ id: { order: 'asc' } }],
        ...(after ? { search_after: after } : {}),
        filter_path: ['hits.hits.fields', 'hits.hits.sort'],
      });
    const first = await page();
    const second = await page(first.hits.hits[1].sort as number[]);
    expect([...first.hits.hits, ...second.hits.hits].map((h) => h.sort?.[0])).to.deep.equal([1, 2, 3]);
    expect(first.hits.hits[0].fields).to.deep.equal({ divergence_score: [10] });
    expect(first.hits.hits[0]).to.not.have.property('_id');
    const byArticle = await search({
      _source: ['id'],
      docvalue_fields: ['article_ids'],
      query: { bool: { filter: [{ terms: { article_ids: [21, 30] } }] } },
      sort: [{ id: { order: 'asc' } }],
    });
    expect(byArticle.hits.hits.map((h) => h.fields?.article_ids)).to.deep.equal([
      [20, 21],
      [30, 31],
    ]);
  });

  // src/outlets/stats.ts refreshOutletStats: articles per outlet, and events and their mean divergence per outlet
  // through the nested source rows.
  it('terms, nested, reverse_nested and avg aggregations', async () => {
    const res = await search({
      size: 0,
      query: { bool: { must_not: { term: { status: 'merged' } } } },
      aggs: {
        sides: { terms: { field: 'side', size: 10 } },
        sources: {
          nested: { path: 'sources' },
          aggs: {
            outlets: {
              terms: { field: 'sources.outlet_slug', size: 10 },
              aggs: {
                events: { reverse_nested: {}, aggs: { divergence: { avg: { field: 'divergence_score' } } } },
              },
            },
          },
        },
      },
    });
    const aggs = res.aggregations as any;
    expect(aggs.sides.buckets.map((b: { key: string }) => b.key).sort()).to.deep.equal([
      'center',
      'left',
      'right',
    ]);
    const left = aggs.sources.outlets.buckets.find((b: { key: string }) => b.key === 'left-outlet');
    expect(left.events.doc_count).to.equal(1);
    expect(left.events.divergence.value).to.equal(10);
  });

  // src/cluster/es/cluster-store.ts and src/outlets/load.ts: bulk updates that create a missing document
  // (doc_as_upsert, upsert); src/ingest/cluster-stage/refresh-events.ts and src/outlets/stats.ts: partial updates;
  // src/ingest/index-articles.ts and the clusterer: mget with _source_includes; src/services/outlets.ts: a get that
  // may miss; src/ingest/offline-check.ts: count.
  it('bulk partial updates and upserts, mget with _source_includes, get of a missing id, count', async () => {
    const res = await es.bulk({
      refresh: 'wait_for',
      operations: [
        { update: { _index: ALIAS, _id: '3' } },
        { doc: { divergence_score: 33 } },
        { update: { _index: ALIAS, _id: '5' } },
        { doc: { id: 5, title: 'Upserted', status: 'developing' }, doc_as_upsert: true },
        { update: { _index: ALIAS, _id: '6' } },
        { doc: { divergence_score: 60 }, upsert: { id: 6, title: 'Inserted', divergence_score: 0 } },
      ],
    });
    expect(res.errors).to.equal(false);
    const read = await es.mget<Record<string, unknown>>({
      index: INDEX,
      ids: ['3', '5', '6', '404'],
      _source_includes: ['id', 'divergence_score'],
    });
    expect(read.docs.map((d) => ('found' in d && d.found ? d._source : null))).to.deep.equal([
      { id: 3, divergence_score: 33 },
      { id: 5 },
      { id: 6, divergence_score: 0 },
      null,
    ]);
    const missing = await es.get({ index: INDEX, id: '404' }, { ignore: [404] });
    expect(missing.found).to.equal(false);
    expect((await es.count({ index: INDEX })).count).to.equal(6);
    await es.bulk({
      refresh: true,
      operations: [{ delete: { _index: INDEX, _id: '5' } }, { delete: { _index: INDEX, _id: '6' } }],
    });
  });

  // Planned: GET /search (SPEC §3 Search, rule 4: all terms must match, across title and summary).
  it('multi_match with operator and, and cross_fields (planned)', async () => {
    const and = await search({
      query: { multi_match: { query: 'senate budget', fields: ['title'], operator: 'and' } },
    });
    expect(and.hits.hits.map((h) => h._id).sort()).to.deep.equal(['1', '2']);
    const cross = await search({
      query: {
        multi_match: {
          query: 'senate left',
          fields: ['title', 'summary'],
          type: 'cross_fields',
          operator: 'and',
        },
      },
    });
    expect(cross.hits.hits.map((h) => h._id)).to.deep.equal(['1']);
  });

  // Planned: GET /outlets/{slug}/events and the side filters of GET /events (SPEC §3): events by their source rows.
  it('nested queries (planned)', async () => {
    const res = await search({
      query: { nested: { path: 'sources', query: { range: { 'sources.bias_position': { gte: 65 } } } } },
    });
    expect(res.hits.hits.map((h) => h._id)).to.deep.equal(['2']);
  });

  // Planned: cursor pagination (SPEC §3 Pagination): a stable order while documents change between pages.
  it('search_after over a point in time, with a unique tie-breaker (planned)', async () => {
    const pit = await es.openPointInTime({ index: INDEX, keep_alive: '1m' });
    const page1 = await es.search({
      pit: { id: pit.id, keep_alive: '1m' },
      size: 2,
      sort: [{ published_at: 'desc' }, { id: 'asc' }],
    });
    const page2 = await es.search({
      pit: { id: pit.id, keep_alive: '1m' },
      size: 2,
      sort: [{ published_at: 'desc' }, { id: 'asc' }],
      search_after: page1.hits.hits[1].sort,
    });
    await es.closePointInTime({ id: pit.id });
    expect(
      [...page1.hits.hits, ...page2.hits.hits].map((h) => (h._source as { id: number }).id),
    ).to.deep.equal([4, 3, 1, 2]);
  });

  // Planned: GET /stats/timeseries (SPEC §3, hour and day intervals) and the tag counts of GET /market/tags.
  it('date_histogram and terms aggregations for timeseries and tag counts (planned)', async () => {
    const res = await search({
      size: 0,
      aggs: {
        days: { date_histogram: { field: 'published_at', calendar_interval: 'day' } },
        hours: { date_histogram: { field: 'published_at', fixed_interval: '1h', min_doc_count: 1 } },
        sides: { terms: { field: 'side', order: [{ _count: 'desc' }, { _key: 'asc' }] } },
      },
    });
    const aggs = res.aggregations as any;
    expect(aggs.days.buckets.map((b: { doc_count: number }) => b.doc_count)).to.deep.equal([2, 1, 1]);
    expect(aggs.hours.buckets).to.have.length(3);
    expect(aggs.sides.buckets[0]).to.deep.include({ key: 'left', doc_count: 2 });
  });
  // mappings/articles.json `meaning_vector` (src/documents/article-document.ts): a dense_vector indexed as int8 HNSW,
  // left out of a whole _source (the API's responses) but returned when named (event analysis's member fields);
  // kNN search with a filter: semantic search, similar events and the article lookup.
  it('dense_vector with int8_hnsw: kNN with a filter, vectors only in a _source that names them', async () => {
    const index = `${INDEX}-vectors`;
    await es.indices.create({
      index,
      mappings: {
        dynamic: 'strict',
        properties: {
          side: { type: 'keyword' },
          v: {
            type: 'dense_vector',
            dims: 3,
            index: true,
            similarity: 'cosine',
            index_options: { type: 'int8_hnsw' },
          },
        },
      },
    });
    try {
      await es.bulk({
        refresh: true,
        operations: [
          { index: { _index: index, _id: '1' } },
          { side: 'left', v: [1, 0, 0] },
          { index: { _index: index, _id: '2' } },
          { side: 'right', v: [0.8, 0.6, 0] },
          { index: { _index: index, _id: '3' } },
          { side: 'right', v: [0, 0, 1] },
        ],
      });
      const near = await es.search({
        index,
        knn: {
          field: 'v',
          query_vector: [1, 0, 0],
          k: 1,
          num_candidates: 10,
          filter: { term: { side: 'right' } },
        },
      });
      expect(near.hits.hits.map((hit) => hit._id)).to.deep.equal(['2']);
      expect(near.hits.hits[0]._source).to.deep.equal({ side: 'right' });
      const named = await es.mget({ index, ids: ['2'], _source_includes: ['v'] });
      expect((named.docs[0] as any)._source.v).to.have.length(3);
    } finally {
      await es.indices.delete({ index, ignore_unavailable: true });
    }
  });
});
