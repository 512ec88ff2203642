// Runs, against the real node, every query and aggregation type Parallax relies on, so a distribution or
// cluster that lacks one fails here, loudly, and not in production.
import type { Client } from '@elastic/elasticsearch';
import { expect } from 'chai';
import { createEsClient } from '../../src/store/es-client';
import { TEST_PREFIX, testConfig, testServices } from '../support/services';

const INDEX = `${TEST_PREFIX}-capabilities`;

const docs = [
  {
    id: 1,
    title: 'Senate passes budget bill after long debate',
    side: 'left',
    day: '2026-11-01',
    v: [1, 0, 0],
  },
  {
    id: 2,
    title: 'Budget bill clears Senate in late night vote',
    side: 'right',
    day: '2026-11-01',
    v: [0.9, 0.1, 0],
  },
  {
    id: 3,
    title: 'Central bank raises interest rates again',
    side: 'center',
    day: '2026-11-02',
    v: [0, 1, 0],
  },
  { id: 4, title: 'Storm floods coastal towns', side: 'left', day: '2026-11-03', v: [0, 0, 1] },
].map((d) => ({
  ...d,
  summary: `Coverage from the ${d.side}`,
  published_at: `${d.day}T12:00:00Z`,
  event_id: d.id <= 2 ? 100 : d.id,
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
          published_at: { type: 'date' },
          event_id: { type: 'long' },
          v: { type: 'dense_vector', dims: 3, similarity: 'cosine' },
          sources: {
            type: 'nested',
            properties: { outlet_slug: { type: 'keyword' }, bias_position: { type: 'integer' } },
          },
        },
      },
      aliases: { [`${INDEX}-alias`]: { is_write_index: true } },
    });
    const result = await es.helpers.bulk({
      datasource: docs,
      onDocument: (doc) => ({ index: { _index: `${INDEX}-alias`, _id: String(doc.id) } }),
      refreshOnCompletion: true,
    });
    expect(result.failed).to.equal(0);
  });

  after(async () => {
    await es.indices.delete({ index: INDEX, ignore_unavailable: true });
    await es.close();
  });

  const search = (body: Record<string, unknown>) => es.search({ index: INDEX, ...body });

  it('standard analyzer with _english_ stopwords', async () => {
    const res = await es.indices.analyze({
      index: INDEX,
      analyzer: 'parallax_text',
      text: 'The bill and the vote',
    });
    expect(res.tokens?.map((t) => t.token)).to.deep.equal(['bill', 'vote']);
  });

  it('multi_match with operator and, and cross_fields', async () => {
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

  it('nested queries and nested / reverse_nested aggregations', async () => {
    const res = await search({
      query: { nested: { path: 'sources', query: { range: { 'sources.bias_position': { gte: 65 } } } } },
      aggs: {
        src: {
          nested: { path: 'sources' },
          aggs: {
            outlets: { terms: { field: 'sources.outlet_slug' }, aggs: { back: { reverse_nested: {} } } },
          },
        },
      },
    });
    expect(res.hits.hits.map((h) => h._id)).to.deep.equal(['2']);
    expect((res.aggregations as any).src.outlets.buckets[0].back.doc_count).to.equal(1);
  });

  it('search_after over a point in time, with a unique tie-breaker', async () => {
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
    const plain = await search({ size: 1, sort: [{ id: 'asc' }], search_after: [2] });
    expect(plain.hits.hits[0]._id).to.equal('3');
  });

  it('collapse on a field', async () => {
    const res = await search({ collapse: { field: 'event_id' }, sort: [{ id: 'asc' }] });
    expect(res.hits.hits.map((h) => h._id)).to.deep.equal(['1', '3', '4']);
  });

  it('terms, date_histogram, composite, cardinality, filters and top_hits aggregations', async () => {
    const res = await search({
      size: 0,
      aggs: {
        sides: { terms: { field: 'side', order: [{ _count: 'desc' }, { _key: 'asc' }] } },
        days: { date_histogram: { field: 'published_at', calendar_interval: 'day' } },
        pages: { composite: { size: 2, sources: [{ side: { terms: { field: 'side' } } }] } },
        events: { cardinality: { field: 'event_id' } },
        split: {
          filters: { filters: { left: { term: { side: 'left' } }, right: { term: { side: 'right' } } } },
        },
        newest: { top_hits: { size: 1, sort: [{ published_at: 'desc' }] } },
      },
    });
    const aggs = res.aggregations as any;
    expect(aggs.sides.buckets[0]).to.deep.include({ key: 'left', doc_count: 2 });
    expect(aggs.days.buckets).to.have.length(3);
    expect(aggs.pages.after_key).to.deep.equal({ side: 'left' });
    expect(aggs.events.value).to.equal(3);
    expect(aggs.split.buckets.left.doc_count).to.equal(2);
    expect(aggs.newest.hits.hits[0]._id).to.equal('4');
  });

  it('significant_text aggregation', async () => {
    const res = await search({
      size: 0,
      query: { match: { title: 'budget' } },
      aggs: { sig: { significant_text: { field: 'title', min_doc_count: 1 } } },
    });
    expect((res.aggregations as any).sig.buckets.map((b: { key: string }) => b.key)).to.include('senate');
  });

  it('more_like_this', async () => {
    const res = await search({
      query: {
        more_like_this: {
          fields: ['title'],
          like: 'Senate budget bill vote',
          min_term_freq: 1,
          min_doc_freq: 1,
          minimum_should_match: '30%',
        },
      },
    });
    expect(
      res.hits.hits
        .map((h) => h._id)
        .slice(0, 2)
        .sort(),
    ).to.deep.equal(['1', '2']);
  });

  it('filtered kNN over dense_vector', async () => {
    const res = await search({
      knn: {
        field: 'v',
        query_vector: [1, 0, 0],
        k: 2,
        num_candidates: 10,
        filter: { term: { side: 'right' } },
      },
    });
    expect(res.hits.hits[0]._id).to.equal('2');
  });

  it('partial-document updates and bulk updates, read back after refresh', async () => {
    await es.update({ index: INDEX, id: '3', doc: { event_id: 300 }, refresh: 'wait_for' });
    await es.bulk({
      refresh: 'wait_for',
      operations: [{ update: { _index: INDEX, _id: '4' } }, { doc: { event_id: 400 } }],
    });
    const res = await es.mget<{ event_id: number }>({ index: INDEX, ids: ['3', '4'] });
    expect(res.docs.map((d) => ('_source' in d ? d._source?.event_id : undefined))).to.deep.equal([300, 400]);
  });

  it('index templates and aliases', async () => {
    const name = `${TEST_PREFIX}-tpl`;
    await es.indices.putIndexTemplate({
      name,
      index_patterns: [`${name}-*`],
      template: { settings: { number_of_shards: 1 } },
    });
    await es.indices.create({ index: `${name}-a`, aliases: { [`${name}-alias`]: {} } });
    const alias = await es.indices.getAlias({ name: `${name}-alias` });
    expect(Object.keys(alias)).to.deep.equal([`${name}-a`]);
    await es.indices.delete({ index: `${name}-a` });
    await es.indices.deleteIndexTemplate({ name });
  });

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
});
