// The deployment of the README: the project's own server behind a real nginx that terminates TLS on loopback, with
// TRUST_PROXY naming nginx's address and PUBLIC_URL its https origin. Through the proxy, sessions are Secure and
// HSTS is sent; clients with different addresses are counted apart by the per-address limits (the anonymous daily
// cap, failed sign-ins); and an X-Forwarded-For written by a client, through the proxy or straight to the
// server, names no one.
import { expect } from 'chai';
import { freePort } from '../../src/runtime/processes';
import { startTestApi, type TestApi } from '../support/api';
import { freshLoopbackAddress } from '../support/http';
import { startNginx, type TestProxy } from '../support/nginx';
import { makeTestCertificate, type TestCertificate } from '../support/tls-certificate';
import { formFieldsOf, WebClient, type WebResponse } from '../support/web-client';

/** Small limits, so a test reaches them in a few requests. */
const ANONYMOUS_CAP = 3;
const ADDRESS_FAILURES = 2;
const HSTS = 'max-age=31536000; includeSubDomains';

describe('behind a TLS reverse proxy (nginx, TRUST_PROXY, PUBLIC_URL)', function () {
  // The first run on a fresh machine installs nginx with apt-get.
  this.timeout(300_000);
  let certificate: TestCertificate;
  let api: TestApi;
  let proxy: TestProxy;

  before(async () => {
    certificate = await makeTestCertificate();
    // The API must know its public address before nginx is pointed at the API's own.
    const port = await freePort();
    api = await startTestApi({
      server: {
        dailyCaps: { anonymous: ANONYMOUS_CAP },
        attemptLimits: {
          addressFailures: ADDRESS_FAILURES,
          accountFromAddressFailures: 100,
          accountDailyFailures: 100,
        },
      },
      env: { TRUST_PROXY: '127.0.0.1', PUBLIC_URL: `https://localhost:${port}` },
    });
    proxy = await startNginx(port, api.url, certificate);
  });
  after(async () => {
    await proxy?.close();
    await api?.close();
    certificate?.remove();
  });

  /** A browser or API client at its own address, reaching the service through the proxy over HTTPS. */
  const throughProxy = (): WebClient => new WebClient(proxy.url, freshLoopbackAddress(), certificate.cert);
  /** A client that reaches the server's own port, bypassing the proxy. */
  const direct = (): WebClient => new WebClient(api.url, freshLoopbackAddress());

  const outlets = (client: WebClient, headers: Record<string, string> = {}): Promise<WebResponse> =>
    client.get('/api/v2/outlets', headers);

  async function useUpCap(client: WebClient, headers: Record<string, string> = {}): Promise<void> {
    for (let i = 1; i <= ANONYMOUS_CAP; i++)
      expect((await outlets(client, headers)).status, `request ${i}`).to.equal(200);
    expect((await outlets(client, headers)).status, 'over the cap').to.equal(429);
  }

  it('marks the form and session cookies Secure and sends HSTS, on pages and API answers', async () => {
    const client = throughProxy();
    const form = await client.get('/account/sign-up');
    expect(form.status).to.equal(200);
    expect(form.headers['strict-transport-security']).to.equal(HSTS);
    const formCookie = form.setCookies.find((cookie) => cookie.name === 'parallax_form');
    expect(formCookie?.attributes).to.include({ secure: true, httponly: true, samesite: 'lax' });
    const signedUp = await client.post('/account/sign-up', {
      email: `proxied-${process.pid}@example.com`,
      password: 'correct horse battery staple',
      ...formFieldsOf(form.body),
    });
    expect(signedUp.status, signedUp.body).to.equal(303);
    const session = signedUp.setCookies.find((cookie) => cookie.name === 'parallax_session');
    expect(session?.attributes).to.include({ secure: true, httponly: true, samesite: 'lax', path: '/' });
    const page = await client.get('/account');
    expect(page.status).to.equal(200);
    const answer = await outlets(throughProxy());
    expect(answer.status).to.equal(200);
    expect(answer.headers['strict-transport-security']).to.equal(HSTS);
  });

  it('counts two clients of the proxy apart against the anonymous daily cap', async () => {
    const first = throughProxy();
    await useUpCap(first);
    expect((await outlets(throughProxy())).status, 'another address, its own cap').to.equal(200);
  });

  it('counts failed sign-ins per client address, not per proxy', async () => {
    const signIn = async (client: WebClient, n: number): Promise<number> => {
      const res = await client.submit('/account/sign-in', '/account/sign-in', {
        email: `nobody-${process.pid}-${n}@example.com`,
        password: 'not the password of anyone',
      });
      return res.status;
    };
    const first = throughProxy();
    for (let n = 1; n <= ADDRESS_FAILURES; n++) expect(await signIn(first, n), `failure ${n}`).to.equal(401);
    expect(await signIn(first, 99), 'the address has failed enough').to.equal(429);
    expect(await signIn(throughProxy(), 100), 'another address is not locked out').to.equal(401);
  });

  it('ignores an X-Forwarded-For that a client sends through the proxy', async () => {
    const spentAddress = freshLoopbackAddress();
    await useUpCap(new WebClient(proxy.url, spentAddress, certificate.cert));
    // nginx appends the real peer ("<forged>, <client>"): naming a spent client does not spend its cap...
    const forger = throughProxy();
    expect((await outlets(forger, { 'X-Forwarded-For': spentAddress })).status).to.equal(200);
    // ...and naming a new address every time buys no new cap: every request is the forger's.
    for (let i = 2; i <= ANONYMOUS_CAP; i++) {
      expect((await outlets(forger, { 'X-Forwarded-For': `198.51.100.${i}` })).status).to.equal(200);
    }
    expect((await outlets(forger, { 'X-Forwarded-For': '198.51.100.200' })).status).to.equal(429);
  });

  it('ignores X-Forwarded-For from a peer that is not the trusted proxy', async () => {
    const namedAddress = freshLoopbackAddress();
    const forger = direct();
    await useUpCap(forger, { 'X-Forwarded-For': namedAddress });
    expect((await outlets(forger, { 'X-Forwarded-For': '198.51.100.78' })).status).to.equal(429);
    // The address it named was never charged.
    expect((await outlets(new WebClient(api.url, namedAddress))).status).to.equal(200);
  });
});
