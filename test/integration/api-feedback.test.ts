// POST /api/v2/events/{id}/feedback and the counts of GET /api/v2/events/{id}, over real HTTP on the real ES and
// Redis: a flag, a re-flag that updates it, one flag per reader across two keys of one account, the flag limit,
// the counts two API processes on one store both read, and every refusal with the error body.
import { expect } from 'chai';
import { createApiKey, insertApiKey, newApiKey } from '../../src/access/accounts';
import { hashPassword } from '../../src/access/password';
import { createAccount } from '../../src/access/user-accounts';
import { factId } from '../../src/feedback/items';
import { json, startTestApi, type TestApi, UNCAPPED_ANONYMOUS } from '../support/api';
import { explorerEvents, GAP_ID, MERGED_ID, OLD_ID, SCORED_ID } from '../support/explorer-fixtures';

const FLAGS_PER_WINDOW = 4;

describe('reader feedback on the API', function () {
  this.timeout(60_000);
  let api: TestApi;
  let second: TestApi;
  let accounts = 0;

  /** A key without an account: a reader of its own. */
  const loneKey = async (tier: 'free' | 'pro' = 'pro') => (await createApiKey(api.context, tier, 'lone')).key;

  /** Two keys of one new account. */
  async function accountKeys(): Promise<[string, string]> {
    const account = await createAccount(
      api.context,
      `flagger-${process.pid}-${++accounts}@example.com`,
      await hashPassword('a password for the feedback test'),
    );
    const keys: string[] = [];
    for (const name of ['one', 'two']) {
      const { key, record } = newApiKey('pro', name, account!.account_id);
      await insertApiKey(api.context, record);
      keys.push(key);
    }
    return [keys[0], keys[1]];
  }

  const flag = (key: string | undefined, body: unknown, id: number | string = SCORED_ID, base = api.url) =>
    fetch(`${base}/api/v2/events/${id}/feedback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(key ? { 'X-API-Key': key } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const feedbackOf = async (key: string, id = SCORED_ID, base = api.url) => {
    const res = await fetch(`${base}/api/v2/events/${id}`, { headers: { 'X-API-Key': key } });
    expect(res.status).to.equal(200);
    return (await json(res)).data.feedback;
  };

  const expectError = async (res: Response, status: number, code: string) => {
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).to.equal(status);
    expect(body.error.code).to.equal(code);
    return body.error.message as string;
  };

  before(async () => {
    api = await startTestApi({
      name: 'api-feedback',
      server: {
        ...UNCAPPED_ANONYMOUS,
        feedbackFlags: { flags: FLAGS_PER_WINDOW, windowSeconds: 3600 },
      },
    });
    await api.putEvents(...explorerEvents());
    // A second API process on the same store: its counts come from the index, not from the first one's memory.
    second = await startTestApi({
      env: { PARALLAX_INDEX_PREFIX: api.context.config.indexPrefix },
      server: { ...UNCAPPED_ANONYMOUS, feedbackFlags: { flags: FLAGS_PER_WINDOW, windowSeconds: 3600 } },
      prepare: false,
    });
  });
  after(async () => {
    await second?.close();
    await api?.close();
  });

  it('GET /events/{id} shows zero flags and the ids of the ledger entries and framing summaries', async () => {
    const key = await loneKey();
    const feedback = await feedbackOf(key);
    const event = explorerEvents().find((e) => e.id === SCORED_ID)!;
    expect(feedback).to.deep.equal({
      score: 0,
      gap: null,
      facts: event.facts!.map((f) => ({ id: factId(f.text), readers: 0 })),
      framing: event.outlets!.map((slug) => ({ outlet_slug: slug, readers: 0 })),
    });
    expect((await feedbackOf(key, GAP_ID)).gap).to.equal(0);
  });

  it('a flag is 201 with the count; flagging the item again updates it (200) and counts the reader once', async () => {
    const key = await loneKey();
    const first = await flag(key, {
      item: 'score',
      reason: 'too_high',
      comment: 'Same figures on both sides.',
    });
    const created = await json(first);
    expect(first.status, JSON.stringify(created)).to.equal(201);
    expect(created.data).to.include({
      event_id: SCORED_ID,
      item: 'score',
      item_id: 'score',
      reason: 'too_high',
      comment_shared: false,
      readers: 1,
    });
    expect(first.headers.get('cache-control')).to.equal('no-store');

    const again = await flag(key, {
      item: 'score',
      item_id: 'score',
      reason: 'too_low',
      share_comment: true,
    });
    const updated = await json(again);
    expect(again.status).to.equal(200);
    expect(updated.data).to.include({ reason: 'too_low', readers: 1, comment_shared: false });
    expect(updated.data.created_at).to.equal(created.data.created_at);
    expect((await feedbackOf(key)).score).to.equal(1);

    const stored = await api.context.es.search({
      index: api.context.indices.feedback,
      query: { bool: { filter: [{ term: { event_id: SCORED_ID } }, { term: { item_kind: 'score' } }] } },
    });
    expect(stored.hits.hits).to.have.length(1);
    expect(stored.hits.hits[0]._source).to.include({ reason: 'too_low', comment: null, score: 78 });
  });

  it('two keys of one account are one reader; another account is another', async () => {
    const [one, two] = await accountKeys();
    const fact = factId('The vote was 51 to 49');
    expect((await flag(one, { item: 'fact', item_id: fact, reason: 'wrong_status' })).status).to.equal(201);
    const viaSecondKey = await flag(two, { item: 'fact', item_id: fact, reason: 'not_in_articles' });
    expect(viaSecondKey.status).to.equal(200);
    expect((await json(viaSecondKey)).data.readers).to.equal(1);
    const [other] = await accountKeys();
    const byOther = await json(await flag(other, { item: 'fact', item_id: fact, reason: 'wrong_status' }));
    expect(byOther.data.readers).to.equal(2);
    const facts = (await feedbackOf(one)).facts;
    expect(facts.find((f: { id: string }) => f.id === fact).readers).to.equal(2);
  });

  it('counts framing summaries and the gap per item, and a second API process reads the same counts', async () => {
    const [a, b] = [await loneKey(), await loneKey()];
    for (const key of [a, b]) {
      expect(
        (await flag(key, { item: 'framing', item_id: 'fox-news', reason: 'wrong_frame' })).status,
      ).to.equal(201);
    }
    expect((await flag(a, { item: 'gap', reason: 'other_side_covered' }, GAP_ID)).status).to.equal(201);
    for (const base of [api.url, second.url]) {
      const framing = (await feedbackOf(a, SCORED_ID, base)).framing;
      expect(framing.find((f: { outlet_slug: string }) => f.outlet_slug === 'fox-news').readers).to.equal(2);
      expect(framing.find((f: { outlet_slug: string }) => f.outlet_slug === 'cnn').readers).to.equal(0);
      expect((await feedbackOf(a, GAP_ID, base)).gap).to.equal(1);
    }
  });

  it(`takes at most ${FLAGS_PER_WINDOW} flags a window from a reader sending at once through two processes`, async () => {
    const key = await loneKey();
    const items = [
      ...['msnbc', 'cnn', 'reuters', 'fox-news', 'breitbart'].map((slug) => ({
        item: 'framing',
        item_id: slug,
        reason: 'unclear',
      })),
      { item: 'score', reason: 'too_low' },
    ];
    const answers = await Promise.all(
      items.map((body, i) => flag(key, body, SCORED_ID, i % 2 === 0 ? api.url : second.url)),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).to.deep.equal([201, 201, 201, 201, 429, 429]);
    for (const res of answers) {
      if (res.status !== 429) {
        await res.body?.cancel();
        continue;
      }
      await expectError(res, 429, 'feedback_rate_limited');
      expect(Number(res.headers.get('retry-after'))).to.be.within(1, 3600);
    }
    const another = await loneKey();
    expect((await flag(another, { item: 'score', reason: 'too_low' })).status, 'another reader').to.equal(
      201,
    );
  });

  it('counts a flag as one request on the daily cap', async () => {
    const key = await loneKey('free');
    const res = await flag(key, { item: 'score', reason: 'mixed_stories' });
    expect(res.status).to.equal(201);
    expect(res.headers.get('ratelimit')).to.match(/^"daily";r=99;t=\d+$/);
  });

  it('refuses anonymous callers, unknown events and items, and bad bodies with the error body', async () => {
    const key = await loneKey();
    await expectError(await flag(undefined, { item: 'score', reason: 'too_high' }), 401, 'api_key_required');
    await expectError(await flag(key, { item: 'score', reason: 'too_high' }, 999_999), 404, 'not_found');
    expect(
      await expectError(await flag(key, { item: 'score', reason: 'too_high' }, MERGED_ID), 404, 'not_found'),
    ).to.contain(`merged into event ${SCORED_ID}`);
    await expectError(
      await flag(key, { item: 'score', reason: 'too_high' }, 'abc'),
      400,
      'invalid_parameter',
    );
    const freeKey = await loneKey('free');
    await expectError(
      await flag(freeKey, { item: 'score', reason: 'too_high' }, OLD_ID),
      401,
      'archive_token_required',
    );
    await expectError(
      await flag(key, { item: 'fact', item_id: 'fact_0000000000000000', reason: 'wrong_status' }),
      404,
      'not_found',
    );
    await expectError(
      await flag(key, { item: 'framing', item_id: 'bbc', reason: 'unclear' }),
      404,
      'not_found',
    );
    await expectError(await flag(key, { item: 'gap', reason: 'too_minor' }), 404, 'not_found');
    await expectError(
      await flag(key, { item: 'score', item_id: 'gap', reason: 'too_high' }),
      404,
      'not_found',
    );
    const bad: unknown[] = [
      '{"item": "score",',
      '[1, 2]',
      '"score"',
      {},
      { item: 'headline', reason: 'too_high' },
      { item: 'score', reason: 'wrong_status' },
      { item: 'fact', reason: 'wrong_status' },
      { item: 'fact', item_id: 'FACT!', reason: 'wrong_status' },
      { item: 'score', reason: 'too_high', comment: 'x'.repeat(501) },
      { item: 'score', reason: 'too_high', share_comment: 'yes' },
      { item: 'score', reason: 'too_high', reader: 'someone else' },
    ];
    for (const body of bad) await expectError(await flag(key, body), 400, 'invalid_parameter');
    const form = await fetch(`${api.url}/api/v2/events/${SCORED_ID}/feedback`, {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'item=score&reason=too_high',
    });
    await expectError(form, 400, 'invalid_parameter');
    const huge = { item: 'score', reason: 'too_high', comment: 'x'.repeat(5000) };
    await expectError(await flag(key, huge), 413, 'payload_too_large');
    await expectError(
      await fetch(`${api.url}/api/v2/events/${SCORED_ID}/feedback?x=1`, {
        method: 'POST',
        headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
        body: JSON.stringify({ item: 'score', reason: 'too_high' }),
      }),
      400,
      'invalid_parameter',
    );
    const get = await fetch(`${api.url}/api/v2/events/${SCORED_ID}/feedback`, {
      headers: { 'X-API-Key': key },
    });
    await expectError(get, 405, 'method_not_allowed');
    expect(get.headers.get('allow')).to.equal('POST');
  });
});
