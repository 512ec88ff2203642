// Password hashing bounded per process, over real HTTP against the real stores: with one hash running and none
// waiting, a burst of sign-ins and sign-ups gets some answers at once as 503 pages with Retry-After, instead of
// queueing behind each other's scrypt; a sign-in refused that way is not counted as a failure. (How much this
// spares the API under a sign-in flood is measured by bench/sign-in-flood.ts.)
import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { capSubject } from '../../src/access/client-address';
import { redisKey } from '../../src/store/redis-client';
import { startTestApi, UNCAPPED_ANONYMOUS, type TestApi } from '../support/api';
import { freshLoopbackAddress } from '../support/http';
import { newEmail, PASSWORD } from '../support/web-accounts';
import { csrfTokenOf, formFieldsOf, WebClient } from '../support/web-client';

const BURST = 12;

describe('password hashes bounded per process', function () {
  this.timeout(180_000);
  let api: TestApi;

  before(async () => {
    api = await startTestApi({
      server: { ...UNCAPPED_ANONYMOUS, attemptLimits: { signUps: 1000, freeAccountsPerDay: 1000 } },
      env: { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '0' },
    });
  });
  after(() => api?.close());

  it(`answers a burst of ${BURST} sign-ins beyond the one slot with 503 and Retry-After, uncounted`, async () => {
    const address = freshLoopbackAddress();
    const client = new WebClient(api.url, address);
    const token = csrfTokenOf((await client.get('/account/sign-in')).body);
    const answers = await Promise.all(
      Array.from({ length: BURST }, () =>
        client.post('/account/sign-in', { email: newEmail(), password: PASSWORD, csrf_token: token }),
      ),
    );
    const busy = answers.filter((res) => res.status === 503);
    const hashed = answers.filter((res) => res.status === 401);
    expect(busy.length + hashed.length, 'every answer a 401 or a 503').to.equal(BURST);
    expect(busy.length, 'refused at once').to.be.at.least(1);
    expect(hashed.length, 'hashed').to.be.at.least(1);
    expect(busy[0].headers['retry-after']).to.equal('2');
    expect(busy[0].headers['content-type']).to.match(/^text\/html/);
    expect(busy[0].body).to.contain('The service is busy checking other passwords');
    const failures = await api.context.redis.get(
      redisKey(api.context.config.indexPrefix, 'web', 'sign-in-failures', 'address', capSubject(address)),
    );
    expect(Number(failures), 'only the hashed attempts count as failures').to.equal(hashed.length);
  });

  it(`answers a burst of ${BURST} sign-ups beyond the one slot with 503 and Retry-After, making no account for them`, async () => {
    const forms = await Promise.all(
      Array.from({ length: BURST }, async () => {
        const client = new WebClient(api.url, freshLoopbackAddress());
        return {
          client,
          fields: formFieldsOf((await client.get('/account/sign-up')).body),
          email: newEmail(),
        };
      }),
    );
    const answers = await Promise.all(
      forms.map(({ client, fields, email }) =>
        client.post('/account/sign-up', { email, password: PASSWORD, ...fields }),
      ),
    );
    const busy = answers.flatMap((res, i) => (res.status === 503 ? [forms[i].email] : []));
    expect(answers.filter((res) => res.status === 303).length + busy.length).to.equal(BURST);
    expect(busy.length, 'refused at once').to.be.at.least(1);
    expect(answers.find((res) => res.status === 503)!.headers['retry-after']).to.equal('2');
    const made = await api.context.es.mget({
      index: api.context.indices.accounts,
      ids: busy.map((email) => `account_${createHash('sha256').update(email).digest('hex')}`),
    });
    expect(made.docs.filter((doc) => 'found' in doc && doc.found)).to.have.length(0);
  });
});
