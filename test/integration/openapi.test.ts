import { expect } from 'chai';
import { FRAMES } from '../../src/enrich/framing';
import { buildOpenApiDocument } from '../../src/http/openapi/document';
import { REDOC_ASSET_PATH } from '../../src/http/routes/docs';
import { CATEGORIES, EVENT_SORTS, MARKET, PAGE, TIMESERIES_INTERVALS } from '../../src/spec';
import { json, startTestApi, type TestApi } from '../support/api';
import { expectToMatchOpenApi } from '../support/openapi';

/** Every endpoint the API serves, under /api/v2, and the script of the docs page. */
const ENDPOINTS = [
  '/export/events.ndjson',
  '/export/articles.ndjson',
  '/health',
  '/outlets',
  '/outlets/{slug}',
  '/outlets/{slug}/events',
  '/events',
  '/events/{id}',
  '/events/{id}/feedback',
  '/events/{id}/similar',
  '/search',
  '/divergence/top',
  '/divergence/{category}',
  '/divergence/gaps',
  '/divergence/timeseries',
  '/market/articles',
  '/market/tags',
  '/stats',
  '/stats/timeseries',
  '/articles',
  '/articles/lookup',
  '/sentiment/{category}',
  '/categories',
  '/usage',
  '/openapi.json',
  '/docs',
  '/docs/assets/{asset}',
  '/feeds/divergent.rss',
  '/feeds/divergent.atom',
  '/feeds/gaps.rss',
  '/feeds/gaps.atom',
  '/webhooks',
  '/webhooks/{id}',
  '/webhooks/{id}/rotate-secret',
  '/webhooks/{id}/enable',
  '/webhooks/{id}/deliveries',
];

describe('OpenAPI document and docs page', function () {
  this.timeout(30_000);
  let api: TestApi;
  // fetch() adds `Cache-Control: no-cache` to a conditional request unless one is given, and a no-cache
  // request always gets the full response; a browser revalidating its cache sends this instead.
  const revalidate = (res: Response) => ({
    'If-None-Match': res.headers.get('etag') as string,
    'Cache-Control': 'max-age=0',
  });
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  describe('the document', () => {
    const document = buildOpenApiDocument();
    const parameter = (path: string, name: string) =>
      document.paths[path].get?.parameters?.find((p) => 'name' in p && p.name === name) as {
        schema: any;
        description: string;
      };

    it('describes exactly the endpoints of the API', () => {
      expect(Object.keys(document.paths).sort()).to.deep.equal([...ENDPOINTS].sort());
    });

    it('takes enums, defaults and limits from src/spec.ts and the framing labels from the tagger', () => {
      expect(document.components.schemas.Category.enum).to.deep.equal(CATEGORIES);
      expect(document.components.parameters.Limit.schema.default).to.equal(PAGE.defaultLimit);
      expect(parameter('/events', 'sort').schema.enum).to.deep.equal(EVENT_SORTS);
      expect(parameter('/market/articles', 'limit').schema.default).to.equal(MARKET.defaultLimit);
      expect(parameter('/market/articles', 'limit').description).to.include(`1 to ${MARKET.maxLimit}`);
      expect(parameter('/market/tags', 'hours').schema.default).to.equal(MARKET.defaultHours);
      expect(parameter('/stats/timeseries', 'interval').schema.enum).to.deep.equal(TIMESERIES_INTERVALS);
      expect(parameter('/events', 'framing').schema.enum).to.deep.equal(FRAMES.map((f) => f.framing));
    });

    it('names every error code the API sends', () => {
      const codes = (document.components.schemas.Error.properties as any).error.properties.code.enum;
      expect(codes).to.include.members([
        'invalid_parameter',
        'invalid_cursor',
        'invalid_api_key',
        'archive_token_required',
        'dev_tier_required',
        'not_found',
        'method_not_allowed',
        'daily_cap_exceeded',
        'service_unavailable',
        'internal_error',
      ]);
    });
  });

  describe('GET /openapi.json', () => {
    it('serves the document with a relative server, cacheable with an ETag', async () => {
      const res = await api.get('/api/v2/openapi.json');
      const body = await json(res);
      expectToMatchOpenApi(res, body, 'GET', '/openapi.json');
      expect(body).to.deep.equal(JSON.parse(JSON.stringify(buildOpenApiDocument())));
      expect(body.openapi).to.equal('3.1.0');
      expect(body.servers).to.deep.equal([{ url: '/api/v2', description: 'This service.' }]);
      expect(res.headers.get('cache-control')).to.equal('public, max-age=300');

      const again = await api.get('/api/v2/openapi.json', revalidate(res));
      expect(again.status).to.equal(304);
      expectToMatchOpenApi(again, await again.text(), 'GET', '/openapi.json');
    });
  });

  describe('GET /docs', () => {
    it('renders the document with assets from this origin only', async () => {
      const res = await api.get('/api/v2/docs');
      const html = await res.text();
      expectToMatchOpenApi(res, html, 'GET', '/docs');
      expect(res.headers.get('content-type')).to.equal('text/html; charset=utf-8');
      expect(res.headers.get('content-security-policy'))
        .to.include("default-src 'none'")
        .and.include("script-src 'self'");
      expect(html).to.include('<redoc spec-url="/api/v2/openapi.json"');

      const references = [...html.matchAll(/\b(?:src|href|spec-url)="([^"]*)"/g)].map((m) => m[1]);
      expect(references).to.have.length.above(2);
      for (const reference of references) {
        expect(reference, reference).to.match(/^(\/(?!\/)|data:)/);
        if (reference.startsWith('data:')) continue;
        const asset = await api.get(reference);
        expect(asset.status, reference).to.equal(200);
      }
      expect(references).to.include(`/api/v2${REDOC_ASSET_PATH}`);
      expect(html).to.not.match(/https?:\/\//);
    });

    it('serves the Redoc bundle from node_modules as JavaScript, cacheable for good', async () => {
      const res = await api.get(`/api/v2${REDOC_ASSET_PATH}`);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.match(/^text\/javascript\b/);
      expect(res.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
      expectToMatchOpenApi(res, await res.clone().text(), 'GET', '/docs/assets/{asset}');
      const script = await res.text();
      expect(script.length).to.be.above(500_000);
      expect(script).to.include('spec-url');
      const again = await api.get(`/api/v2${REDOC_ASSET_PATH}`, revalidate(res));
      expect(again.status).to.equal(304);
    });

    it('answers another asset name with a 404 error body', async () => {
      const res = await api.get('/api/v2/docs/assets/redoc-0.0.0.standalone.js');
      expect(res.status).to.equal(404);
      const body = await json(res);
      expect(body.error.code).to.equal('not_found');
      expectToMatchOpenApi(res, body, 'GET', '/docs/assets/{asset}');
    });
  });

  describe('real responses match the document', () => {
    it('GET /health', async () => {
      const res = await api.get('/api/v2/health');
      expectToMatchOpenApi(res, await json(res), 'GET', '/health');
    });

    it('GET /outlets and GET /outlets/{slug}', async () => {
      const list = await api.get('/api/v2/outlets');
      const body = await json(list);
      expectToMatchOpenApi(list, body, 'GET', '/outlets');
      const one = await api.get(`/api/v2/outlets/${body.data[0].slug}`);
      expectToMatchOpenApi(one, await json(one), 'GET', '/outlets/{slug}');
    });

    it('404 for an unknown outlet, and for an unknown path', async () => {
      const unknown = await api.get('/api/v2/outlets/no-such-outlet');
      expect(unknown.status).to.equal(404);
      expectToMatchOpenApi(unknown, await json(unknown), 'GET', '/outlets/{slug}');
      const nowhere = await api.get('/api/v2/nowhere');
      expectToMatchOpenApi(nowhere, await json(nowhere), 'GET', '/nowhere');
    });

    it('405 for another method on a documented path', async () => {
      for (const path of ['/outlets', '/openapi.json', '/docs']) {
        const res = await fetch(`${api.url}/api/v2${path}`, { method: 'DELETE' });
        expectToMatchOpenApi(res, await json(res), 'DELETE', path);
      }
    });
  });

  describe('the response checker is strict', () => {
    const outlet = {
      slug: 'reuters',
      name: 'Reuters',
      short_name: 'Reuters',
      bias: 'center',
      bias_position: 50,
      primary_color: '#ff8000',
      homepage: 'https://www.reuters.com/',
      articles_ingested: 3,
      avg_divergence_when_covered: 12.5,
      omission_rate: 0.25,
    };
    const reply = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'abc', ...headers },
      });
    const checks = (body: unknown, status?: number, headers?: Record<string, string>) => () =>
      expectToMatchOpenApi(reply(body, status, headers), body, 'GET', '/outlets/{slug}');

    it('accepts a conforming response', () => {
      expect(checks({ data: outlet })).to.not.throw();
    });

    it('rejects an extra field, a missing field and a wrong type', () => {
      expect(checks({ data: { ...outlet, extra: 1 } })).to.throw(/must NOT have additional properties/);
      const withoutSlug: Record<string, unknown> = { ...outlet };
      delete withoutSlug.slug;
      expect(checks({ data: withoutSlug })).to.throw(/must have required property 'slug'/);
      expect(checks({ data: { ...outlet, bias_position: '50' } })).to.throw(/must be integer/);
    });

    it('rejects an undocumented status, a wrong error code and a header the operation does not list', () => {
      expect(checks({ data: outlet }, 201)).to.throw(/status 201 is not documented/);
      const wrongCode = { error: { code: 'invalid_cursor', message: 'x', status: 404 } };
      expect(checks(wrongCode, 404)).to.throw(/must be equal to one of the allowed values/);
      expect(checks({ data: outlet }, 200, { Link: '</x>; rel="next"' })).to.throw(
        /header link is sent but not documented/,
      );
      expect(checks({ data: outlet }, 200, { RateLimit: 'lots' })).to.throw(/header RateLimit/);
      const unlisted = reply({ data: outlet });
      expect(() => expectToMatchOpenApi(unlisted, { data: outlet }, 'GET', '/nowhere')).to.throw(
        /must answer 404/,
      );
    });
  });
});
