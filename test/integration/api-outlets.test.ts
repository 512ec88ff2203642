// The outlets endpoints and the HTTP conventions every endpoint shares: fields, 404 and 405 bodies, unknown
// parameters refused, request ids, no body read, and store errors never leaked.
import { expect } from 'chai';
import { OUTLETS } from '../../src/outlets/catalog';
import { json, startTestApi, type TestApi } from '../support/api';
import { rawGet } from '../support/http';

const OUTLET_FIELDS = [
  'slug',
  'name',
  'short_name',
  'bias',
  'bias_position',
  'primary_color',
  'homepage',
  'articles_ingested',
  'avg_divergence_when_covered',
  'omission_rate',
];

describe('outlets API and the common HTTP conventions', function () {
  this.timeout(30_000);
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('GET /outlets lists all 45, left to right, with exactly the spec fields', async () => {
    const res = await api.get('/api/v2/outlets');
    expect(res.status).to.equal(200);
    const { data } = await json(res);
    expect(data).to.have.length(45);
    for (const outlet of data) {
      expect(Object.keys(outlet)).to.deep.equal(OUTLET_FIELDS);
      expect(outlet.primary_color).to.match(/^#[0-9a-f]{6}$/i);
      expect(outlet.articles_ingested).to.equal(0);
      expect(outlet.avg_divergence_when_covered).to.equal(null);
      expect(outlet.omission_rate).to.equal(null);
    }
    const positions = data.map((o: { bias_position: number }) => o.bias_position);
    expect(positions).to.deep.equal([...positions].sort((a, b) => a - b));
  });

  it('GET /outlets/{slug} returns the same object as the list entry', async () => {
    const slug = OUTLETS[0].slug;
    const one = await json(await api.get(`/api/v2/outlets/${slug}`));
    const list = await json(await api.get('/api/v2/outlets'));
    expect(one.data).to.deep.equal(list.data.find((o: { slug: string }) => o.slug === slug));
  });

  it('serves the omission rate the outlet statistics stored', async () => {
    const slug = OUTLETS[1].slug;
    const { es, indices } = api.context;
    await es.update({ index: indices.outlets, id: slug, doc: { omission_rate: 0.25 }, refresh: true });
    try {
      expect((await json(await api.get(`/api/v2/outlets/${slug}`))).data.omission_rate).to.equal(0.25);
    } finally {
      await es.update({ index: indices.outlets, id: slug, doc: { omission_rate: null }, refresh: true });
    }
  });

  it('GET /outlets/{unknown} is 404 not_found with the error body', async () => {
    const res = await api.get('/api/v2/outlets/no-such-outlet');
    expect(res.status).to.equal(404);
    expect(await json(res)).to.deep.equal({
      error: { code: 'not_found', message: 'no tracked outlet has the slug "no-such-outlet"', status: 404 },
    });
    // Longer than any document id the store takes: answered from the catalogue, never sent to the store.
    const long = await api.get(`/api/v2/outlets/${'x'.repeat(4000)}`);
    expect(long.status).to.equal(404);
    expect((await json(long)).error.code).to.equal('not_found');
  });

  it('refuses an unknown parameter on /outlets, /outlets/{slug}, /health and /usage with 400 invalid_parameter', async () => {
    for (const path of ['/outlets', `/outlets/${OUTLETS[0].slug}`, '/health', '/usage']) {
      const res = await api.get(`/api/v2${path}?colour=red`);
      expect(res.status, path).to.equal(400);
      const { error } = await json(res);
      expect(error, path).to.include({ code: 'invalid_parameter', status: 400 });
      expect(error.message, path).to.include('unknown parameter "colour"');
    }
  });

  it('answers an unknown path with a 404 error body', async () => {
    const res = await api.get('/api/v2/nowhere');
    expect(res.status).to.equal(404);
    expect((await json(res)).error).to.include({ code: 'not_found', status: 404 });
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const res = await fetch(`${api.url}/api/v2/outlets`, { method: 'DELETE' });
    expect(res.status).to.equal(405);
    expect(res.headers.get('allow')).to.equal('GET');
    expect((await json(res)).error).to.include({ code: 'method_not_allowed', status: 405 });
  });

  it('names every method a path answers in the Allow header of a 405', async () => {
    const res = await fetch(`${api.url}/api/v2/webhooks`, { method: 'PUT' });
    expect(res.status).to.equal(405);
    expect(res.headers.get('allow')).to.equal('GET, POST');
    expect((await json(res)).error).to.include({ code: 'method_not_allowed', status: 405 });
  });

  it('reads no request body: a GET with a malformed JSON body is answered as a plain GET', async () => {
    // fetch refuses a body on GET, so the request is written by hand.
    const res = await rawGet(
      `${api.url}/api/v2/outlets`,
      { 'Content-Type': 'application/json', 'Content-Length': '4' },
      { body: '{bad' },
    );
    const { status } = res;
    const body = res.body.toString('utf8');
    expect(status).to.equal(200);
    expect(JSON.parse(body).data).to.have.length(45);
  });

  it('sets a request id on every response, keeping a sane one from the caller', async () => {
    const fresh = await api.get('/api/v2/outlets');
    expect(fresh.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/);
    const echoed = await api.get('/api/v2/nowhere', { 'X-Request-Id': 'abc-123' });
    expect(echoed.headers.get('x-request-id')).to.equal('abc-123');
    const replaced = await api.get('/api/v2/outlets', { 'X-Request-Id': 'bad id with spaces' });
    expect(replaced.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/);
  });

  it('never leaks Elasticsearch errors: a broken store gives a bare 500 body', async () => {
    await api.context.es.indices.delete({ index: `${api.context.config.indexPrefix}-outlets-v1` });
    try {
      const res = await api.get('/api/v2/outlets');
      expect(res.status).to.equal(500);
      const body = await json(res);
      expect(body.error.code).to.equal('internal_error');
      expect(JSON.stringify(body)).to.not.match(/index_not_found|exception|at /);
    } finally {
      const { prepareStore } = await import('../../src/cli/prepare-store');
      await prepareStore(api.context.es, api.context.config.indexPrefix);
    }
  });
});
