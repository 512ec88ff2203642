// Security headers (src/http/middleware/security-headers.ts) on every kind of answer: API data, API errors, paths
// outside the API, MCP, and the Redoc page with its own policy; no HSTS over plain HTTP, whatever a client claims.
// HSTS over HTTPS is shown where HTTPS really is: test/integration/reverse-proxy.test.ts and server-tls.test.ts.
// The policies are written out here, not imported: a change to the code's constants must change this test too.
import { expect } from 'chai';
import { startTestApi, type TestApi } from '../support/api';

const API_POLICY = "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'";
const PAGE_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; " +
  "img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
const DOCS_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self' data:; connect-src 'self'; worker-src blob:; base-uri 'none'; form-action 'none'; " +
  "frame-ancestors 'none'";

function expectApiSecurityHeaders(headers: Headers, what: string): void {
  expect(headers.get('content-security-policy'), what).to.equal(API_POLICY);
  expect(headers.get('x-content-type-options'), what).to.equal('nosniff');
  expect(headers.get('x-frame-options'), what).to.equal('DENY');
  expect(headers.get('referrer-policy'), what).to.equal('no-referrer');
  expect(headers.get('cross-origin-resource-policy'), what).to.equal('cross-origin');
  expect(headers.get('cross-origin-opener-policy'), what).to.equal('same-origin');
  expect(headers.get('x-powered-by'), what).to.equal(null);
  expect(headers.get('strict-transport-security'), `${what}: no HSTS over plain HTTP`).to.equal(null);
}

describe('security headers on every response', function () {
  this.timeout(30_000);
  let api: TestApi;

  before(async () => {
    api = await startTestApi();
  });
  after(() => api?.close());

  it('sends the JSON API policy on data, errors, unknown API paths, MCP refusals and the OpenAPI document', async () => {
    for (const [what, res] of [
      ['data', await api.get('/api/v2/outlets')],
      ['400', await api.get('/api/v2/events?limit=ten')],
      ['401', await api.get('/api/v2/outlets', { 'X-API-Key': 'nope' })],
      ['404 under the API', await api.get('/api/v2/nowhere')],
      ['405', await fetch(`${api.url}/api/v2/outlets`, { method: 'POST' })],
      ['MCP 401', await fetch(`${api.url}/mcp`, { method: 'POST' })],
      ['document', await api.get('/api/v2/openapi.json')],
    ] as const) {
      expectApiSecurityHeaders(res.headers, what);
    }
  });

  it('gives the web pages their own policy (this origin only, no framing) beside the same other headers', async () => {
    for (const [what, res] of [
      ['404 page', await api.get('/nowhere')],
      ['sign-in page', await api.get('/account/sign-in')],
    ] as const) {
      expect(res.headers.get('content-security-policy'), what).to.equal(PAGE_POLICY);
      expect(res.headers.get('x-content-type-options'), what).to.equal('nosniff');
      expect(res.headers.get('x-frame-options'), what).to.equal('DENY');
      expect(res.headers.get('x-powered-by'), what).to.equal(null);
    }
  });

  it('gives the Redoc page its own policy (scripts from this origin, its search worker from a blob), not a second one', async () => {
    const res = await api.get('/api/v2/docs');
    const policy = res.headers.get('content-security-policy') as string;
    // One policy: the page's replaced the API's rather than joining it.
    expect(policy).to.equal(DOCS_POLICY);
    expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
    // With nosniff a browser runs a script only when it is labelled JavaScript, and the page fetches JSON.
    const document = await api.get('/api/v2/openapi.json');
    expect(document.headers.get('content-type')).to.match(/^application\/json\b/);
  });

  it('does not send HSTS when a client claims HTTPS through X-Forwarded-Proto (the proxy is not trusted)', async () => {
    const res = await api.get('/api/v2/outlets', { 'X-Forwarded-Proto': 'https' });
    expect(res.headers.get('strict-transport-security')).to.equal(null);
  });
});
