// Sign-ups over real HTTP against the real stores: every one carries a proof of work the server issued (signed,
// expiring, good once), and one address makes at most the day's number of Free accounts, however many sign-ups it
// sends at once. The page's script that solves the proof in a browser is exercised by web-account-browser.test.ts.
import { expect } from 'chai';
import { accountDocumentId, findAccount } from '../../src/access/user-accounts';
import { cursorSecret } from '../../src/services/pagination/secret';
import { ATTEMPT_LIMITS } from '../../src/web/account/attempt-limits';
import { PROOF_LIFETIME_SECONDS, SignUpProofs } from '../../src/web/account/sign-up-proof';
import { PAGE_CONTENT_SECURITY_POLICY } from '../../src/web/pages';
import { startTestApi, UNCAPPED_ANONYMOUS, type TestApi } from '../support/api';
import { freshLoopbackAddress } from '../support/http';
import { proofChallengeOf, solveProof, unsolvedCounter } from '../support/sign-up-proof';
import { newEmail, PASSWORD } from '../support/web-accounts';
import { csrfTokenOf, WebClient } from '../support/web-client';

const PER_DAY = ATTEMPT_LIMITS.freeAccountsPerDay;

describe('sign-up: proof of work and Free accounts per address', function () {
  this.timeout(180_000);
  let api: TestApi;

  before(async () => {
    // The hourly sign-up limit and the hash queue lifted, so the day's count is what refuses a burst.
    api = await startTestApi({
      server: { ...UNCAPPED_ANONYMOUS, attemptLimits: { signUps: 1000 } },
      env: { PASSWORD_HASH_QUEUE: '100' },
    });
  });
  after(() => api?.close());

  /** A visitor from an address of its own, with the sign-up page's CSRF token and proof challenge. */
  async function visitor(client = new WebClient(api.url, freshLoopbackAddress())) {
    const page = await client.get('/account/sign-up');
    return { client, page, token: csrfTokenOf(page.body), challenge: proofChallengeOf(page.body)! };
  }

  const exists = async (email: string) => (await findAccount(api.context, email)) !== null;

  it('serves the form with a challenge, its own script to solve it, the button off until then, under the page CSP', async () => {
    const { page, challenge } = await visitor();
    expect(challenge).to.match(/^\d{10}\.8\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(page.body).to.match(
      /<script defer src="\/assets\/[A-Za-z0-9_-]{12}\/sign-up-proof\.js"><\/script>/,
    );
    expect(page.body).to.match(/<button type="submit"\s+disabled\s*>Create account<\/button>/);
    expect(page.headers['content-security-policy']).to.equal(PAGE_CONTENT_SECURITY_POLICY);
    expect(page.headers['content-security-policy']).to.contain("script-src 'self'");
    const script = /src="(\/assets\/[^"]+\/sign-up-proof\.js)"/.exec(page.body)![1];
    const served = await fetch(`${api.url}${script}`);
    expect(served.status).to.equal(200);
    expect(await served.text()).to.contain("subtle.digest('SHA-256'");
  });

  it('refuses a sign-up without a proof, with a wrong one, a forged challenge or a spent one (400), making no account', async () => {
    const { client, token, challenge } = await visitor();
    const solution = solveProof(challenge);
    const [expires, , nonce, mac] = challenge.split('.');
    const easier = `${expires}.1.${nonce}.${mac}`;
    const cases: [Record<string, string>, string][] = [
      [{}, 'before your browser finished preparing it'],
      [{ proof_challenge: challenge, proof_solution: '' }, 'before your browser finished preparing it'],
      [
        { proof_challenge: challenge, proof_solution: unsolvedCounter(challenge) },
        'not prepared by this page',
      ],
      [{ proof_challenge: easier, proof_solution: solveProof(easier) }, 'not prepared by this page'],
      [{ proof_challenge: 'x'.repeat(5000), proof_solution: '1' }, 'not prepared by this page'],
    ];
    for (const [fields, message] of cases) {
      const email = newEmail();
      const res = await client.post('/account/sign-up', {
        email,
        password: PASSWORD,
        csrf_token: token,
        ...fields,
      });
      expect(res.status, JSON.stringify(fields).slice(0, 80)).to.equal(400);
      expect(res.body).to.contain(message);
      expect(proofChallengeOf(res.body), 'a new challenge comes with the form').to.not.equal(challenge);
      expect(await exists(email)).to.equal(false);
    }
    const first = newEmail();
    const used = { proof_challenge: challenge, proof_solution: solution, csrf_token: token };
    const made = await client.post('/account/sign-up', { email: first, password: PASSWORD, ...used });
    expect(made.status, made.body).to.equal(303);
    const again = new WebClient(api.url, freshLoopbackAddress());
    const secondToken = csrfTokenOf((await again.get('/account/sign-up')).body);
    const second = newEmail();
    const replayed = await again.post('/account/sign-up', {
      email: second,
      password: PASSWORD,
      ...used,
      csrf_token: secondToken,
    });
    expect(replayed.status).to.equal(400);
    expect(replayed.body).to.contain('already used once');
    expect(await exists(second)).to.equal(false);
  });

  it('refuses a challenge past its lifetime, and one that asks fewer bits than the server does', async () => {
    const proofs = (bits: number) =>
      new SignUpProofs(
        api.context.redis,
        api.context.config.indexPrefix,
        () => cursorSecret(api.context),
        bits,
      );
    const issuedAt = Date.parse('2026-03-01T12:00:00Z');
    const old = await proofs(8).issue(issuedAt);
    const after = issuedAt + PROOF_LIFETIME_SECONDS * 1000;
    expect(await proofs(8).spend(old, solveProof(old), after)).to.equal('expired');
    const easy = await proofs(8).issue(issuedAt);
    expect(await proofs(9).spend(easy, solveProof(easy), issuedAt)).to.equal('invalid');
    expect(await proofs(8).spend(easy, solveProof(easy), issuedAt)).to.equal('ok');
    expect(await proofs(8).spend(easy, solveProof(easy), issuedAt)).to.equal('spent');
  });

  it(`makes at most ${PER_DAY} Free accounts from one address in a day, from 20 sign-ups sent at once (429 beyond)`, async () => {
    const address = freshLoopbackAddress();
    // Each sign-up from its own client (its own form cookie and proof), all from the one address.
    const forms = await Promise.all(
      Array.from({ length: 20 }, () => visitor(new WebClient(api.url, address))),
    );
    const emails = forms.map(() => newEmail());
    const answers = await Promise.all(
      forms.map(({ client, token, challenge }, i) =>
        client.post('/account/sign-up', {
          email: emails[i],
          password: PASSWORD,
          csrf_token: token,
          proof_challenge: challenge,
          proof_solution: solveProof(challenge),
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 303)).to.have.length(PER_DAY);
    expect(statuses.filter((s) => s === 429)).to.have.length(20 - PER_DAY);
    const refused = answers.find((res) => res.status === 429)!;
    expect(refused.body).to.contain(`made ${PER_DAY} accounts today`);
    expect(Number(refused.headers['retry-after'])).to.be.within(1, 86_400);
    const made = await api.context.es.mget({
      index: api.context.indices.accounts,
      ids: emails.map(accountDocumentId),
    });
    expect(made.docs.filter((doc) => 'found' in doc && doc.found)).to.have.length(PER_DAY);

    // A sign-up whose email is taken gives its claim of the day back.
    const elsewhere = await visitor();
    const taken = await elsewhere.client.post('/account/sign-up', {
      email: emails[statuses.indexOf(303)],
      password: PASSWORD,
      csrf_token: elsewhere.token,
      proof_challenge: elsewhere.challenge,
      proof_solution: solveProof(elsewhere.challenge),
    });
    expect(taken.status).to.equal(409);
    const next = await visitor(elsewhere.client);
    const fresh = await elsewhere.client.post('/account/sign-up', {
      email: newEmail(),
      password: PASSWORD,
      csrf_token: next.token,
      proof_challenge: next.challenge,
      proof_solution: solveProof(next.challenge),
    });
    expect(fresh.status, fresh.body).to.equal(303);
  });
});
