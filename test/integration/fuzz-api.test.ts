// Schema-driven fuzzing of every operation of the OpenAPI document against the real app on Elasticsearch and
// Redis with seeded events and articles: requests drawn from each operation's parameter schemas
// (test/support/fuzz/), valid and hostile. Whatever is sent, no answer is a 5xx, every answer matches the
// document, and every 4xx carries the error body. Seeded and bounded (test/support/fuzz/settings.ts).
import { expect } from 'chai';
import fc from 'fast-check';
import { API_BASE_PATH } from '../../src/spec';
import { OUTLETS } from '../../src/outlets/catalog';
import { REDOC_ASSET_PATH } from '../../src/http/routes/docs';
import { json, startTestApi, type TestApi } from '../support/api';
import { indexArticles } from '../support/article-fixtures';
import { indexEvents } from '../support/event-fixtures';
import { operationRequests, type FuzzRequest } from '../support/fuzz/openapi-requests';
import { announce, runFuzz } from '../support/fuzz/settings';
import { createTestKey } from '../support/keys';
import { expectToMatchOpenApi, openApiDocument } from '../support/openapi';
import { pathTemplateOf } from '../support/openapi-every-response';

const HOUR = 60 * 60 * 1000;

/** Sends one drawn request and holds the answer to the three rules; returns nothing, throws on a breach. */
async function sendAndCheck(api: TestApi, request: FuzzRequest): Promise<void> {
  const url = new URL(request.target, api.url);
  const res = await fetch(url, { method: request.method, headers: request.headers, redirect: 'manual' });
  const text = await res.text();
  const body: unknown =
    (res.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : text;
  const what = `${request.method} ${request.target.slice(0, 300)} → ${res.status} ${text.slice(0, 300)}`;
  expect(res.status, what).to.be.below(500);
  expect(res.headers.get('x-content-type-options'), what).to.equal('nosniff');
  expect(res.headers.get('content-security-policy'), what).to.include("frame-ancestors 'none'");
  expectToMatchOpenApi(res, body, request.method, pathTemplateOf(url.pathname.slice(API_BASE_PATH.length)));
  if (res.status >= 400) {
    const error = (body as { error?: { code?: unknown; status?: unknown; message?: unknown } }).error;
    expect(error, what).to.be.an('object');
    expect(error?.code, what)
      .to.be.a('string')
      .and.match(/^[a-z_]+$/);
    expect(error?.status, what).to.equal(res.status);
    expect(error?.message, what).to.be.a('string').with.length.above(0);
  }
}

describe('fuzzing every /api/v2 operation from its OpenAPI parameter schemas', function () {
  this.timeout(60_000);
  let api: TestApi;
  let key: string;
  const document = openApiDocument();
  const now = Date.now();

  before(async () => {
    announce('REST fuzzing');
    api = await startTestApi({ name: 'fuzz' });
    key = await createTestKey(api.context, 'max');
    await indexEvents(
      api.context,
      [
        { id: 11, category: 'economy', divergence_score: 70, outlets: ['cnn', 'msnbc', 'vox'] },
        { id: 12, category: 'war', divergence_score: 20 },
        { id: 13, category: 'ai', first_seen_at: new Date(now - 40 * 24 * HOUR) },
        { id: 14, merged_into: 11 },
      ],
      now,
    );
    await indexArticles(
      api.context,
      [
        {
          id: 501,
          outlet: 'reuters',
          tickers: ['AAPL'],
          topics: ['earnings'],
          sentiment: 'positive',
          event_id: 11,
        },
        { id: 502, outlet: 'cnbc', topics: ['fed'], hoursAgo: 30 },
        { id: 503, outlet: 'fox-news', hoursAgo: 500 },
      ],
      now,
    );
  });

  after(async () => {
    await api?.close();
  });

  /** What the seeded data makes meaningful, offered beside each schema's own draws. */
  const known = () => ({
    id: [11, 12, 13, 14, 1, 2 ** 53],
    event_id: [11, 12],
    slug: OUTLETS.map((o) => o.slug).slice(0, 10),
    outlet: ['cnn', 'reuters', 'Reuters', 'CNBC'],
    tag: ['ticker:AAPL', 'topic:earnings', 'topic:fed'],
    asset: [REDOC_ASSET_PATH.split('/').pop() as string],
    q: ['event number', 'Summary', 'zz'],
  });

  // The GET operations; the POST and DELETE actions (a reader's flag, the webhooks) are driven by
  // api-feedback.test.ts and webhooks.test.ts.
  for (const template of Object.keys(document.paths).filter((path) => document.paths[path].get)) {
    it(`GET ${template}: no 5xx, every answer as documented with security headers, every 4xx with the error body`, async () => {
      await runFuzz(
        `GET ${template}`,
        fc.asyncProperty(operationRequests(document, API_BASE_PATH, template, key, known()), (request) =>
          sendAndCheck(api, request),
        ),
      );
    });
  }

  it('still answers normally after the fuzzing', async () => {
    const res = await api.get('/api/v2/events/11', { 'X-API-Key': key });
    expect(res.status).to.equal(200);
    expect((await json(res)).data.id).to.equal(11);
  });
});
