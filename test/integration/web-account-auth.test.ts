// The account pages' rules over real HTTP against the real stores: CSRF tokens on every form, the session cookie's
// flags and its new id at each sign-in, the sign-in limits per account and per address, one answer for "no such
// account" and "wrong password", form problems as 4xx pages, and revocations that the very next API request
// sees, on the API process that made them and on another one. The cookies' Secure flag over HTTPS is shown where
// HTTPS really is: behind nginx (reverse-proxy.test.ts) and with the server's own TLS (server-tls.test.ts).
import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { redisKey } from '../../src/store/redis-client';
import { startTestApi, UNCAPPED_ANONYMOUS, type TestApi } from '../support/api';
import { freshLoopbackAddress } from '../support/http';
import { csrfTokenOf, formFieldsOf, WebClient, type SetCookie } from '../support/web-client';
import { createKey, keyIdOf, newEmail, PASSWORD, signUp as signUpOn } from '../support/web-accounts';

const signUp = (api: TestApi) => signUpOn(api.url);

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
/** Smaller than the production limits (10, 50 and 100), since every attempt costs a password hash. */
const ACCOUNT_FROM_ADDRESS_FAILURES = 4;
const ADDRESS_FAILURES = 10;
const ACCOUNT_DAILY_FAILURES = 8;

const cookieNamed = (cookies: SetCookie[], name: string): SetCookie => {
  const cookie = cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie in ${JSON.stringify(cookies)}`);
  return cookie;
};

describe('account pages: auth rules', function () {
  this.timeout(180_000);
  let api: TestApi;
  let other: TestApi;

  before(async () => {
    const options = {
      ...UNCAPPED_ANONYMOUS,
      attemptLimits: {
        accountFromAddressFailures: ACCOUNT_FROM_ADDRESS_FAILURES,
        addressFailures: ADDRESS_FAILURES,
        accountDailyFailures: ACCOUNT_DAILY_FAILURES,
      },
    };
    api = await startTestApi({ server: options });
    // A second API on the same stores, with its own key caches: another process, as far as revocation goes.
    other = await startTestApi({ server: options, prepare: false });
  });
  after(async () => {
    await other?.close();
    await api?.close();
  });

  describe('session cookie', () => {
    it('is HttpOnly, SameSite=Lax, path /, without Secure over plain HTTP, and names a session in Redis', async () => {
      const client = new WebClient(api.url, freshLoopbackAddress());
      const form = await client.get('/account/sign-up');
      const formCookie = cookieNamed(form.setCookies, 'parallax_form');
      expect(formCookie.attributes).to.include({ httponly: true, samesite: 'lax', path: '/' });
      const res = await client.post('/account/sign-up', {
        email: newEmail(),
        password: PASSWORD,
        ...formFieldsOf(form.body),
      });
      expect(res.status).to.equal(303);
      expect(res.headers.location).to.equal('/account');
      const session = cookieNamed(res.setCookies, 'parallax_session');
      expect(session.value).to.match(/^[A-Za-z0-9_-]{43}$/);
      expect(session.attributes).to.include({ httponly: true, samesite: 'lax', path: '/' });
      expect(session.attributes).to.not.have.property('secure');
      expect(session.attributes, 'a browser-session cookie').to.not.have.any.keys('expires', 'max-age');
      const stored = redisKey(api.context.config.indexPrefix, 'web', 'session', sha256(session.value));
      const ttl = await api.context.redis.ttl(stored);
      expect(ttl, 'kept under the hash of its id, for 12 idle hours').to.be.within(12 * 3600 - 60, 12 * 3600);
      expect(
        await api.context.redis.exists(
          redisKey(api.context.config.indexPrefix, 'web', 'session', session.value),
        ),
      ).to.equal(0);
      const page = await client.get('/account');
      expect(page.status).to.equal(200);
      expect(page.headers['cache-control']).to.equal('no-store');
    });

    it('gets a new id at every sign-in, and the id it replaced, or one signed out, opens nothing', async () => {
      const { client, email, formToken } = await signUp(api);
      const first = client.cookies.get('parallax_session')!;
      // Signing in again while signed in (the sign-in form's token is the one of the visitor's form cookie).
      const again = await client.post('/account/sign-in', {
        email,
        password: PASSWORD,
        csrf_token: formToken,
      });
      expect(again.status).to.equal(303);
      const second = client.cookies.get('parallax_session')!;
      expect(second).to.not.equal(first);

      const stale = new WebClient(api.url);
      stale.cookies.set('parallax_session', first);
      const refused = await stale.get('/account');
      expect(refused.status).to.equal(303);
      expect(refused.headers.location).to.equal('/account/sign-in');

      const signedOut = await client.submit('/account', '/account/sign-out', {});
      expect(signedOut.status).to.equal(303);
      expect(signedOut.headers.location).to.equal('/account/sign-in?notice=signed-out');
      expect(client.cookies.has('parallax_session')).to.equal(false);
      const reused = new WebClient(api.url);
      reused.cookies.set('parallax_session', second);
      expect((await reused.get('/account')).status).to.equal(303);
    });
  });

  describe('CSRF', () => {
    it("refuses the anonymous forms without a token, with a wrong one, or with another visitor's (403)", async () => {
      const client = new WebClient(api.url, freshLoopbackAddress());
      const stranger = new WebClient(api.url, freshLoopbackAddress());
      const strangersToken = csrfTokenOf((await stranger.get('/account/sign-in')).body);
      const ownToken = csrfTokenOf((await client.get('/account/sign-in')).body);
      const fields = { email: newEmail(), password: PASSWORD };
      for (const path of ['/account/sign-in', '/account/sign-up']) {
        for (const token of [undefined, '', 'x'.repeat(43), strangersToken]) {
          const res = await client.post(
            path,
            token === undefined ? fields : { ...fields, csrf_token: token },
          );
          expect(res.status, `${path} with ${String(token)}`).to.equal(403);
          expect(res.headers['content-type']).to.match(/^text\/html/);
          expect(res.body).to.contain('The form had expired or did not come from this site');
        }
      }
      // A visitor without the form cookie has nothing a token could match.
      const cookieless = new WebClient(api.url, freshLoopbackAddress());
      expect(
        (await cookieless.post('/account/sign-in', { ...fields, csrf_token: ownToken })).status,
      ).to.equal(403);
    });

    it("refuses every signed-in form without the session's token, and does nothing (403)", async () => {
      const { client, formToken: anonymousToken } = await signUp(api);
      const { client: someoneElse } = await signUp(api);
      await createKey(client, 'kept');
      const page = (await client.get('/account')).body;
      const keyId = keyIdOf(page, 'kept');
      const othersToken = csrfTokenOf((await someoneElse.get('/account')).body);
      const forms: [string, Record<string, string>][] = [
        ['/account/keys', { name: 'forged' }],
        [`/account/keys/${keyId}/revoke`, {}],
        [`/account/keys/${keyId}/mcp-token`, {}],
        [`/account/keys/${keyId}/mcp-token/revoke`, {}],
        ['/account/sign-out', {}],
      ];
      for (const [path, fields] of forms) {
        for (const token of [undefined, 'not-a-token', othersToken, anonymousToken]) {
          const res = await client.post(
            path,
            token === undefined ? fields : { ...fields, csrf_token: token },
          );
          expect(res.status, `${path} with ${String(token)}`).to.equal(403);
        }
      }
      const after = (await client.get('/account')).body;
      expect(after, 'still signed in').to.contain('Your account');
      expect(after).to.not.contain('forged');
      expect(keyIdOf(after, 'kept'), 'the key is still active').to.equal(keyId);
    });
  });

  describe('sign-in limits and enumeration', () => {
    it('answers an unknown address and a wrong password alike: status, headers and page', async () => {
      const { email: known } = await signUp(api);
      const unknown = newEmail();
      const attempt = async (email: string) => {
        const client = new WebClient(api.url, freshLoopbackAddress());
        const res = await client.submit('/account/sign-in', '/account/sign-in', {
          email,
          password: 'not the password at all',
        });
        const token = csrfTokenOf(res.body);
        const comparable = Object.fromEntries(
          Object.entries(res.headers).filter(
            ([name]) => !['date', 'x-request-id', 'set-cookie'].includes(name),
          ),
        );
        return {
          status: res.status,
          headers: comparable,
          body: res.body.replaceAll(token, 'TOKEN').replaceAll(email, 'EMAIL'),
        };
      };
      const wrongPassword = await attempt(known);
      const noAccount = await attempt(unknown);
      expect(wrongPassword.status).to.equal(401);
      expect(wrongPassword.body).to.contain('That email address and password do not match an account.');
      expect(noAccount).to.deep.equal(wrongPassword);
    });

    it(`refuses an account everywhere after ${ACCOUNT_DAILY_FAILURES} failures from any addresses, right password included, whether it exists or not (429)`, async () => {
      const { email } = await signUp(api);
      for (const target of [email, newEmail()]) {
        // Spread over addresses, each under its own limit for the account: the backstop alone must stop them.
        let failures = 0;
        while (failures < ACCOUNT_DAILY_FAILURES) {
          const client = new WebClient(api.url, freshLoopbackAddress());
          const token = csrfTokenOf((await client.get('/account/sign-in')).body);
          for (let i = 1; i < ACCOUNT_FROM_ADDRESS_FAILURES && failures < ACCOUNT_DAILY_FAILURES; i++) {
            const res = await client.post('/account/sign-in', {
              email: target,
              password: `wrong ${++failures}`,
              csrf_token: token,
            });
            expect(res.status, `failure ${failures}`).to.equal(401);
          }
        }
        const refused = await new WebClient(api.url, freshLoopbackAddress()).submit(
          '/account/sign-in',
          '/account/sign-in',
          { email: target, password: PASSWORD },
        );
        expect(refused.status).to.equal(429);
        expect(Number(refused.headers['retry-after'])).to.be.within(1, 24 * 3600);
        expect(refused.body).to.contain('Too many failed sign-ins');
        expect(refused.setCookies.map((c) => c.name)).to.not.include('parallax_session');
      }
    });

    it(`refuses an address after ${ADDRESS_FAILURES} failures over any emails (429), and clears an account's count on success`, async () => {
      const { email } = await signUp(api);
      const address = freshLoopbackAddress();
      const client = new WebClient(api.url, address);
      const token = csrfTokenOf((await client.get('/account/sign-in')).body);
      // A success between failures clears the account's count: twice one short of the limit on one account.
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < ACCOUNT_FROM_ADDRESS_FAILURES - 1; i++) {
          const res = await client.post('/account/sign-in', { email, password: 'wrong', csrf_token: token });
          expect(res.status).to.equal(401);
        }
        const res = await client.post('/account/sign-in', { email, password: PASSWORD, csrf_token: token });
        expect(res.status, `round ${round}`).to.equal(303);
      }
      const failuresLeft = ADDRESS_FAILURES - 2 * (ACCOUNT_FROM_ADDRESS_FAILURES - 1);
      for (let i = 0; i < failuresLeft; i++) {
        const res = await client.post('/account/sign-in', {
          email: newEmail(),
          password: 'x',
          csrf_token: token,
        });
        expect(res.status).to.equal(401);
      }
      const refused = await client.post('/account/sign-in', {
        email: newEmail(),
        password: 'x',
        csrf_token: token,
      });
      expect(refused.status).to.equal(429);
      const elsewhere = new WebClient(api.url, freshLoopbackAddress());
      const res = await elsewhere.submit('/account/sign-in', '/account/sign-in', {
        email,
        password: PASSWORD,
      });
      expect(res.status, 'another address is not limited').to.equal(303);
    });
  });

  describe('form problems', () => {
    it('answers bad input with the form again, a message and a 4xx, never a 500', async () => {
      const client = new WebClient(api.url, freshLoopbackAddress());
      const cases: [Record<string, string>, number, string][] = [
        [
          { email: 'not an address', password: PASSWORD },
          400,
          'Enter an email address like name@example.com.',
        ],
        [{ email: newEmail(), password: 'too short' }, 400, 'at least 15 characters'],
        [{ email: newEmail(), password: 'aaaaaaaaaaaaaaaaaaaaaa' }, 400, 'repeats one or two characters'],
        [{ email: newEmail() }, 400, 'Enter your password.'],
        [{ email: newEmail(), password: 'x'.repeat(9000) }, 413, 'That form was too large'],
      ];
      for (const [fields, status, message] of cases) {
        const res = await client.submit('/account/sign-up', '/account/sign-up', fields);
        expect(res.status, JSON.stringify(fields).slice(0, 80)).to.equal(status);
        expect(res.headers['content-type']).to.match(/^text\/html/);
        expect(res.body).to.contain(message);
      }
      const { email } = await signUp(api);
      const taken = await client.submit('/account/sign-up', '/account/sign-up', {
        email,
        password: PASSWORD,
      });
      expect(taken.status).to.equal(409);
      expect(taken.body).to.contain('There is already an account with this email address');

      const { client: signedIn } = await signUp(api);
      for (const name of ['', '   ', 'n'.repeat(61), 'tab\there']) {
        const res = await signedIn.submit('/account', '/account/keys', { name });
        expect(res.status, JSON.stringify(name)).to.equal(400);
        expect(res.body).to.contain('The key was not created');
      }
      const nested = await signedIn.submit('/account', '/account/keys', { 'name[a]': 'b' });
      expect(nested.status).to.equal(400);
      const unknownKey = await signedIn.submit('/account', '/account/keys/key_000000000000/revoke', {});
      expect(unknownKey.status).to.equal(404);
    });

    it(`lets an account hold at most 5 active keys (409 beyond), and sends anonymous visitors to sign in`, async () => {
      const { client } = await signUp(api);
      for (let i = 1; i <= 5; i++) await createKey(client, `key ${i}`);
      const sixth = await client.submit('/account', '/account/keys', { name: 'key 6' });
      expect(sixth.status).to.equal(409);
      expect(sixth.body).to.contain('The key was not created: You already have 5 active keys');
      const anonymous = new WebClient(api.url);
      const res = await anonymous.get('/account');
      expect(res.status).to.equal(303);
      expect(res.headers.location).to.equal('/account/sign-in');
      expect(res.headers['cache-control']).to.equal('no-store');
      const post = await anonymous.post('/account/keys', { name: 'x' });
      expect(post.status).to.equal(303);
      expect(post.headers.location).to.equal('/account/sign-in?notice=session-ended');
    });
  });

  describe('revocation', () => {
    it('refuses a key revoked on the page at the very next API request, on this API process and another', async () => {
      const { client } = await signUp(api);
      const key = await createKey(client, 'short-lived');
      // Both processes now hold the key in their 30 s caches.
      for (const target of [api, other])
        expect((await target.get('/api/v2/usage', { 'X-API-Key': key })).status).to.equal(200);
      const keyId = keyIdOf((await client.get('/account')).body, 'short-lived');
      const revoked = await client.submit('/account', `/account/keys/${keyId}/revoke`, {});
      expect(revoked.status).to.equal(303);
      for (const target of [api, other]) {
        const res = await target.get('/api/v2/usage', { 'X-API-Key': key });
        expect(res.status, target === api ? 'this process' : 'the other process').to.equal(401);
        expect(((await res.json()) as { error: { code: string } }).error.code).to.equal('invalid_api_key');
      }
      const page = (await client.get('/account')).body;
      expect(page).to.contain('Key “short-lived” is revoked');
      expect(page).to.match(/revoked \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    });
  });
});
