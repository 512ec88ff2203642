// The sign-in limits at their production figures (10 failures per account from one address an hour), over real
// HTTP against the real stores: an attempt is counted before its password is hashed, so a burst of
// concurrent attempts cannot all pass a limit none of them has counted yet; and a stranger's failures lock an
// account out of the stranger's address only, never out of its owner's.
import { expect } from 'chai';
import { ATTEMPT_LIMITS } from '../../src/web/account/attempt-limits';
import { startTestApi, type TestApi } from '../support/api';
import { freshLoopbackAddress } from '../support/http';
import { PASSWORD, signUp } from '../support/web-accounts';
import { csrfTokenOf, WebClient } from '../support/web-client';

const LIMIT = ATTEMPT_LIMITS.accountFromAddressFailures;

describe('sign-in limits at their production figures', function () {
  // Before the fix every attempt of the burst was hashed: minutes of scrypt on a busy box, not a hang.
  this.timeout(300_000);
  let api: TestApi;

  before(async () => {
    api = await startTestApi(); // the production attempt limits: no override
  });
  after(() => api?.close());

  /** A client from an address of its own, with the sign-in form's token. */
  async function visitor(): Promise<{ client: WebClient; token: string }> {
    const client = new WebClient(api.url, freshLoopbackAddress());
    return { client, token: csrfTokenOf((await client.get('/account/sign-in')).body) };
  }

  it(`lets only ${LIMIT} of 200 concurrent wrong passwords for one account from one address reach the hash`, async () => {
    const { email } = await signUp(api.url);
    const { client, token } = await visitor();
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        client
          .post('/account/sign-in', { email, password: `wrong guess ${i}`, csrf_token: token })
          // 0: dropped unanswered (the server's 30 s request timeout), as a burst that is all hashed can be.
          .then(
            (res) => res.status,
            () => 0,
          ),
      ),
    );
    // A 401 is written only after the password was hashed and did not match; a 429 is refused before the hash.
    expect(
      statuses.filter((s) => s === 401),
      'attempts that reached the hash',
    ).to.have.length(LIMIT);
    expect(statuses.filter((s) => s === 429)).to.have.length(200 - LIMIT);
  });

  it(`refuses a stranger's address after ${LIMIT} failures for an account, and its owner still signs in from their own`, async () => {
    const { email } = await signUp(api.url);
    const stranger = await visitor();
    for (let i = 0; i < LIMIT; i++) {
      const res = await stranger.client.post('/account/sign-in', {
        email,
        password: `wrong guess ${i}`,
        csrf_token: stranger.token,
      });
      expect(res.status, `failure ${i + 1}`).to.equal(401);
    }
    const refused = await stranger.client.post('/account/sign-in', {
      email,
      password: PASSWORD,
      csrf_token: stranger.token,
    });
    expect(refused.status, 'the right password, from the stranger').to.equal(429);
    expect(Number(refused.headers['retry-after'])).to.be.within(1, 3600);

    const owner = await visitor();
    const res = await owner.client.post('/account/sign-in', {
      email,
      password: PASSWORD,
      csrf_token: owner.token,
    });
    expect(res.status, 'the owner, from another address').to.equal(303);
    expect(res.headers.location).to.equal('/account');
  });
});
