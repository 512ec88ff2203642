// A key made on the account page waits in Redis for the page that shows it once; Redis holds it sealed under the
// session cookie, so a copy of Redis shows no key (src/web/account/sessions.ts).
import { expect } from 'chai';
import { startTestApi, type TestApi } from '../support/api';
import { signUp } from '../support/web-accounts';

describe('the new key on its way to the account page', function () {
  this.timeout(60_000);
  let api: TestApi;

  before(async () => {
    api = await startTestApi();
  });
  after(() => api?.close());

  it('sits in Redis sealed, never as the key, and the next page shows it once', async () => {
    const { client } = await signUp(api.url);
    const created = await client.submit('/account', '/account/keys', { name: 'sealed' });
    expect(created.status, created.body).to.equal(303);
    const prefix = api.context.config.indexPrefix;
    const flashes = await api.context.redis.keys(`${prefix}:web:flash:*`);
    expect(flashes, 'a flash waits for the next page').to.not.have.length(0);
    for (const name of flashes) {
      const stored = (await api.context.redis.get(name)) ?? '';
      expect(stored).to.not.include('plx_');
      expect(stored).to.not.include('sealed');
    }
    const page = (await client.get('/account')).body;
    expect(
      /<code id="new-secret">(plx_[A-Za-z0-9_-]{43})<\/code>/.exec(page),
      'the key on the page',
    ).to.not.equal(null);
    expect((await client.get('/account')).body).to.not.include('id="new-secret"');
  });
});
