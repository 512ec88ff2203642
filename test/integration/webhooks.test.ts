// Webhooks end to end against the real Elasticsearch and Redis and a real receiver: subscriptions over the API
// (tier, ownership, validation, SSRF targets refused), occurrences from the real ingest (a replayed story opening
// and closing a gap) and from event writes watched as the ingest watches them, Standard Webhooks signatures
// verified with the reference package, retries after 500s and timeouts with one webhook id, a worker killed with
// SIGKILL mid-delivery and its job delivered by another, no webhook id delivered twice by two workers, automatic
// disabling, secret rotation and the delivery log's pagination.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as pause } from 'node:timers/promises';
import { expect } from 'chai';
import { Webhook } from 'standardwebhooks';
import { findAccount, setAccountTier } from '../../src/access/user-accounts';
import { loadConfig } from '../../src/config';
import type { RawArticle } from '../../src/ingest/article';
import { replayLines } from '../../src/ingest/replay';
import { startDeliveryWorker, type DeliveryWorkerOptions } from '../../src/webhooks/delivery-worker';
import type { EventSnapshot } from '../../src/webhooks/occurrences';
import { DeliveryQueue } from '../../src/webhooks/queue';
import { disableSubscription } from '../../src/webhooks/subscriptions';
import { targetFormProblem } from '../../src/webhooks/target';
import { jobsFor, watchEventChanges } from '../../src/webhooks/watch';
import { json, startTestApi, type TestApi } from '../support/api';
import { createTestKey } from '../support/keys';
import { TEST_PREFIX, testServices } from '../support/services';
import { createKey, signUp } from '../support/web-accounts';
import {
  startWebhookReceiver,
  type ReceivedRequest,
  type WebhookReceiver,
} from '../support/webhook-receiver';
import { replayLinesOf } from '../support/replay-lines';

const PREFIX = `${TEST_PREFIX}-webhooks`;
/** Short retries, timeouts and claims, so a test sees a whole schedule in seconds. */
const FAST: DeliveryWorkerOptions = {
  retryDelaysMs: [200, 200, 200, 200],
  timeoutMs: 1500,
  claimIdleMs: 3000,
  blockMs: 100,
  disableAfterFailures: 4,
};

async function waitUntil<T>(
  read: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(100);
  }
}

describe('webhooks', function () {
  this.timeout(120_000);
  let api: TestApi;
  let receiver: WebhookReceiver;
  let business: string;
  let otherBusiness: string;
  let max: string;
  let nextEventId = 900_000;

  const call = (method: string, route: string, key: string, body?: unknown) =>
    fetch(`${api.url}/api/v2${route}`, {
      method,
      headers: { 'X-API-Key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  async function subscribe(body: Record<string, unknown>, key = business) {
    const res = await call('POST', '/webhooks', key, body);
    expect(res.status, JSON.stringify(await res.clone().json())).to.equal(201);
    return (await json(res)).data as { id: string; secret: string };
  }

  /** Writes an event document the way the ingest writes one: watched, so its occurrences are enqueued. */
  async function writeEvent(event: Partial<EventSnapshot> & { id: number }) {
    const { es, indices } = api.context;
    const document = {
      title: 'Port strike',
      category: 'economy',
      outlets: ['reuters'],
      tickers: [],
      ...event,
    };
    await watchEventChanges(api.context, [event.id], () =>
      es.index({
        index: indices.events,
        id: String(event.id),
        document: { ...document, updated_at: new Date().toISOString() },
        refresh: true,
      }),
    );
  }

  const to = (route: string) => (requests: ReceivedRequest[]) => requests.filter((r) => r.path === route);

  async function deliveries(id: string, query = '') {
    await api.context.es.indices.refresh({ index: api.context.indices.webhooks });
    const res = await call('GET', `/webhooks/${id}/deliveries${query}`, business);
    expect(res.status).to.equal(200);
    return json(res);
  }

  before(async () => {
    receiver = await startWebhookReceiver();
    api = await startTestApi({ name: 'webhooks', env: { WEBHOOKS_ALLOW_LOOPBACK: String(receiver.port) } });
    business = await createTestKey(api.context, 'business');
    otherBusiness = await createTestKey(api.context, 'business');
    max = await createTestKey(api.context, 'max');
  });
  after(async () => {
    await receiver?.close();
    await api?.close();
  });

  describe('subscriptions over the API', () => {
    it('creates one with its secret shown once, lists, reads and deletes it, for its owner only', async () => {
      const res = await call('POST', '/webhooks', business, {
        url: `${receiver.url}/crud`,
        event_types: ['gap.opened', 'divergence.crossed'],
        categories: ['politics'],
        threshold: 60,
      });
      expect(res.status).to.equal(201);
      const created = (await json(res)).data;
      expect(created.secret).to.match(/^whsec_[A-Za-z0-9+/]+=*$/);
      expect(res.headers.get('location')).to.equal(`/api/v2/webhooks/${created.id}`);
      const listed = await json(await call('GET', '/webhooks', business));
      expect(listed.data.map((s: { id: string }) => s.id)).to.include(created.id);
      expect(listed.data.every((s: object) => !('secret' in s))).to.equal(true);
      const one = await json(await call('GET', `/webhooks/${created.id}`, business));
      expect(one.data).to.deep.include({ status: 'active', threshold: 60, categories: ['politics'] });
      expect((await call('GET', `/webhooks/${created.id}`, otherBusiness)).status).to.equal(404);
      expect((await call('DELETE', `/webhooks/${created.id}`, otherBusiness)).status).to.equal(404);
      expect((await call('DELETE', `/webhooks/${created.id}`, business)).status).to.equal(204);
      expect((await call('GET', `/webhooks/${created.id}`, business)).status).to.equal(404);
    });

    it('is for tier Business: Max is refused with dev_tier_required', async () => {
      const res = await call('GET', '/webhooks', max);
      expect(res.status).to.equal(401);
      expect((await json(res)).error.code).to.equal('dev_tier_required');
    });

    it('refuses a malformed subscription with a 400 naming what is wrong', async () => {
      const url = `${receiver.url}/bad`;
      const cases: [unknown, RegExp][] = [
        [{ url, event_types: ['gap.moved'] }, /event_types/],
        [{ url, event_types: ['divergence.crossed'] }, /threshold/],
        [{ url, event_types: ['gap.opened'], threshold: 50 }, /threshold/],
        [{ url, event_types: ['gap.opened'], outlets: ['nowhere-news'] }, /nowhere-news/],
        [{ url, event_types: ['gap.opened'], tickers: ['aapl'] }, /upper-case/],
        [{ url, event_types: ['gap.opened'], colour: 'red' }, /colour/],
        [[1, 2], /JSON object/],
      ];
      for (const [body, message] of cases) {
        const res = await call('POST', '/webhooks', business, body);
        expect(res.status, JSON.stringify(body)).to.equal(400);
        expect((await json(res)).error.message).to.match(message);
      }
      const notJson = await fetch(`${api.url}/api/v2/webhooks`, {
        method: 'POST',
        headers: { 'X-API-Key': business, 'content-type': 'application/json' },
        body: '{"url": ',
      });
      expect(notJson.status).to.equal(400);
      expect((await json(notJson)).error.code).to.equal('invalid_parameter');
    });

    it('refuses targets on loopback, private, link-local and metadata addresses, after DNS too', async () => {
      for (const url of [
        'http://127.0.0.1:1/in',
        'http://localhost:1/in',
        'http://[::1]:1/in',
        'http://[::ffff:127.0.0.1]:1/in',
        'http://10.1.2.3/in',
        'http://192.168.0.10/in',
        'http://169.254.169.254/latest/meta-data',
        'http://[fd00:ec2::254]/in',
        'ftp://example.com/in',
        'https://user:pw@example.com/in',
      ]) {
        const res = await call('POST', '/webhooks', business, { url, event_types: ['event.created'] });
        expect(res.status, url).to.equal(400);
        expect((await json(res)).error.code).to.equal('invalid_parameter');
      }
    });

    it('takes only https targets in production, where the loopback setting is refused', () => {
      expect(
        targetFormProblem('http://hooks.example/in', { httpsOnly: true, loopbackPorts: 'none' }),
      ).to.equal('url must be https');
      expect(
        targetFormProblem('https://hooks.example/in', { httpsOnly: true, loopbackPorts: 'none' }),
      ).to.equal(undefined);
      expect(() => loadConfig({ NODE_ENV: 'production', WEBHOOKS_ALLOW_LOOPBACK: 'true' })).to.throw(
        /WEBHOOKS_ALLOW_LOOPBACK/,
      );
    });
  });

  describe('deliveries', () => {
    it('sends the ingest’s gap.opened, event.created and gap.closed of a replayed story, signed by the standard', async () => {
      const sub = await subscribe({
        url: `${receiver.url}/ingest`,
        event_types: ['event.created', 'gap.opened', 'gap.closed'],
        outlets: ['the-guardian'],
      });
      const worker = startDeliveryWorker(api.context, FAST);
      try {
        const story = (outlet: string, url: string, title: string, hour: number): RawArticle => ({
          outlet,
          url,
          title,
          summary: `${title}. The harbour authority said the strike at the port of Brennmoor halted cargo for a third day.`,
          published_at: `2026-11-20T${String(hour).padStart(2, '0')}:00:00Z`,
        });
        const left = [
          story(
            'the-guardian',
            'https://www.theguardian.com/world/2026/nov/20/brennmoor-port-strike',
            'Brennmoor port strike halts cargo for third day',
            9,
          ),
          story(
            'cnn',
            'https://www.cnn.com/2026/11/20/business/brennmoor-port-strike',
            'Port strike in Brennmoor halts cargo for a third day',
            10,
          ),
          story(
            'msnbc',
            'https://www.msnbc.com/news/brennmoor-port-strike-third-day',
            'Brennmoor dock strike halts port cargo a third day',
            11,
          ),
        ];
        await replayLines(api.context, replayLinesOf(left));
        const opened = await receiver.waitFor((r) => to('/ingest')(r).length >= 2);
        const types = to('/ingest')(opened).map((r) => JSON.parse(r.body).type);
        expect(types).to.have.members(['event.created', 'gap.opened']);
        for (const request of to('/ingest')(opened)) {
          const payload = new Webhook(sub.secret).verify(
            request.body,
            request.headers as Record<string, string>,
          );
          expect(payload).to.have.nested.property('data.event_id');
        }
        const gap = to('/ingest')(opened)
          .map((r) => JSON.parse(r.body))
          .find((b) => b.type === 'gap.opened');
        expect(gap.data.gap).to.deep.equal({ covered_by: 'left', ignored_by: 'right' });
        await replayLines(
          api.context,
          replayLinesOf([
            story(
              'fox-news',
              'https://www.foxnews.com/us/brennmoor-port-strike-third-day',
              'Brennmoor port strike halts cargo for third day',
              12,
            ),
          ]),
        );
        const closed = await receiver.waitFor((r) =>
          to('/ingest')(r).some((x) => JSON.parse(x.body).type === 'gap.closed'),
        );
        const closing = to('/ingest')(closed).find((x) => JSON.parse(x.body).type === 'gap.closed')!;
        expect(JSON.parse(closing.body).data.event_id).to.equal(gap.data.event_id);
      } finally {
        await worker.stop();
      }
    });

    it('retries after a 500 and a timeout with the same webhook id, logging each attempt, paginated', async () => {
      receiver.script('/flaky', [500, 'hang', 200]);
      const sub = await subscribe({
        url: `${receiver.url}/flaky`,
        event_types: ['event.created'],
        tickers: ['FLAKY'],
      });
      const worker = startDeliveryWorker(api.context, FAST);
      try {
        await writeEvent({ id: (nextEventId += 1), tickers: ['FLAKY'] });
        const seen = to('/flaky')(await receiver.waitFor((r) => to('/flaky')(r).length >= 3));
        expect(new Set(seen.map((r) => r.headers['webhook-id'])).size).to.equal(1);
        for (const request of seen)
          new Webhook(sub.secret).verify(request.body, request.headers as Record<string, string>);
        const log = await waitUntil(async () => {
          const page = await deliveries(sub.id);
          return page.data.some((d: { outcome: string }) => d.outcome === 'delivered') ? page : undefined;
        }, 'the delivered attempt in the log');
        const attempts = [...log.data].sort(
          (a: { attempt: number }, b: { attempt: number }) => a.attempt - b.attempt,
        );
        expect(attempts.map((a: { outcome: string }) => a.outcome)).to.deep.equal([
          'failed',
          'failed',
          'delivered',
        ]);
        expect(attempts[0]).to.include({ http_status: 500, error: 'HTTP 500' });
        expect(attempts[1]).to.include({ http_status: null, error: 'timed out' });
        expect(attempts[0].next_attempt_at).to.be.a('string');
        const first = await deliveries(sub.id, '?limit=2');
        expect(first.meta).to.include({ count: 2, has_more: true });
        const second = await deliveries(
          sub.id,
          `?limit=2&cursor=${encodeURIComponent(first.meta.next_cursor)}`,
        );
        expect(second.meta).to.include({ count: 1, has_more: false });
      } finally {
        await worker.stop();
      }
    });

    it('crosses a threshold up and down, and signs with both secrets during a rotation', async () => {
      const sub = await subscribe({
        url: `${receiver.url}/crossed`,
        event_types: ['divergence.crossed'],
        tickers: ['CROSS'],
        threshold: 60,
      });
      const worker = startDeliveryWorker(api.context, FAST);
      try {
        const id = (nextEventId += 1);
        await writeEvent({ id, tickers: ['CROSS'], divergence_score: 40 });
        await writeEvent({ id, tickers: ['CROSS'], divergence_score: 70 });
        await writeEvent({ id, tickers: ['CROSS'], divergence_score: 75 });
        const rotated = (await json(await call('POST', `/webhooks/${sub.id}/rotate-secret`, business))).data;
        expect(rotated.secret).to.not.equal(sub.secret);
        await writeEvent({ id, tickers: ['CROSS'], divergence_score: 50 });
        const seen = to('/crossed')(await receiver.waitFor((r) => to('/crossed')(r).length >= 2));
        expect(seen.map((r) => JSON.parse(r.body).data.direction)).to.deep.equal(['up', 'down']);
        const down = seen[1];
        for (const secret of [sub.secret, rotated.secret])
          new Webhook(secret).verify(down.body, down.headers as Record<string, string>);
      } finally {
        await worker.stop();
      }
    });

    it('delivers a job whose worker was killed mid-delivery, with the same webhook id', async () => {
      receiver.script('/kill', ['hang', 200]);
      const sub = await subscribe({
        url: `${receiver.url}/kill`,
        event_types: ['event.created'],
        tickers: ['KILL'],
      });
      const { esUrl, redisUrl } = await testServices();
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(__dirname, '../support/webhook-worker-process.ts')],
        {
          env: {
            ...process.env,
            ES_URL: esUrl,
            REDIS_URL: redisUrl,
            PARALLAX_INDEX_PREFIX: PREFIX,
            WEBHOOKS_ALLOW_LOOPBACK: String(receiver.port),
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        await new Promise<void>((resolve) =>
          createInterface({ input: child.stdout! }).once('line', () => resolve()),
        );
        await writeEvent({ id: (nextEventId += 1), tickers: ['KILL'] });
        const first = to('/kill')(await receiver.waitFor((r) => to('/kill')(r).length >= 1))[0];
        child.kill('SIGKILL');
        await exited;
        const worker = startDeliveryWorker(api.context, FAST);
        try {
          const seen = to('/kill')(await receiver.waitFor((r) => to('/kill')(r).length >= 2));
          expect(seen.map((r) => r.headers['webhook-id'])).to.deep.equal([
            first.headers['webhook-id'],
            first.headers['webhook-id'],
          ]);
          const log = await waitUntil(async () => {
            const page = await deliveries(sub.id);
            return page.data.length > 0 ? page : undefined;
          }, 'the delivery in the log');
          expect(log.data.map((d: { outcome: string }) => d.outcome)).to.deep.equal(['delivered']);
        } finally {
          await worker.stop();
        }
      } finally {
        child.kill('SIGKILL');
        await exited;
      }
    });

    it('enqueues an occurrence once, and two workers deliver each webhook id once', async () => {
      await subscribe({
        url: `${receiver.url}/once`,
        event_types: ['event.created', 'gap.opened'],
        tickers: ['ONCE'],
      });
      const ids = Array.from({ length: 20 }, () => (nextEventId += 1));
      const events = new Map(
        ids.map((id) => [
          id,
          {
            id,
            tickers: ['ONCE'],
            updated_at: '2026-11-20T10:00:00.000Z',
            gap: { covered_by: 'right', ignored_by: 'left' },
          },
        ]),
      );
      const jobs = await jobsFor(api.context, new Map(), events, ids);
      const again = await jobsFor(api.context, new Map(), events, ids);
      expect(again.map((j) => j.webhook_id)).to.deep.equal(jobs.map((j) => j.webhook_id));
      const queue = new DeliveryQueue(api.context.redis, PREFIX);
      expect(await queue.enqueue(jobs)).to.equal(40);
      expect(await queue.enqueue(again)).to.equal(0);
      // No claims here: on a busy box an attempt can outlast the fast tests' 1 s idle, and a claim of a job still
      // in flight sends it twice (with one webhook id: at least once, by design). Only the consumer group shares.
      const workers = [
        startDeliveryWorker(api.context, { ...FAST, consumer: 'a', claimIdleMs: 60_000 }),
        startDeliveryWorker(api.context, { ...FAST, consumer: 'b', claimIdleMs: 60_000 }),
      ];
      try {
        const seen = to('/once')(await receiver.waitFor((r) => to('/once')(r).length >= 40));
        const webhookIds = seen.map((r) => r.headers['webhook-id']);
        expect(new Set(webhookIds).size).to.equal(40);
        expect(webhookIds.length).to.equal(40);
      } finally {
        await Promise.all(workers.map((w) => w.stop()));
      }
    });

    it('checks the target again at delivery and follows no redirect', async () => {
      receiver.script('/redirect', [{ redirect: `${receiver.url}/elsewhere` }]);
      const redirected = await subscribe({
        url: `${receiver.url}/redirect`,
        event_types: ['event.created'],
        tickers: ['REDIR'],
      });
      const refused = await subscribe({
        url: `${receiver.url}/refused`,
        event_types: ['event.created'],
        tickers: ['REDIR'],
      });
      // A worker of a deployment that allows no loopback target: the subscription made under the test setting is refused.
      const strict = {
        ...api.context,
        config: { ...api.context.config, webhooks: { loopbackPorts: 'none' as const, httpsOnly: false } },
      };
      const worker = startDeliveryWorker(strict, { ...FAST, retryDelaysMs: [] });
      try {
        await writeEvent({ id: (nextEventId += 1), tickers: ['REDIR'] });
        const refusedLog = await waitUntil(async () => {
          const page = await deliveries(refused.id);
          return page.data.length > 0 ? page : undefined;
        }, 'the refused attempt');
        expect(refusedLog.data[0].error).to.match(/refused loopback address 127\.0\.0\.1/);
        const redirectLog = await waitUntil(async () => {
          const page = await deliveries(redirected.id);
          return page.data.length > 0 ? page : undefined;
        }, 'the redirected attempt');
        expect(redirectLog.data[0]).to.include({ outcome: 'failed' });
        expect(to('/redirect')(receiver.requests)).to.have.length(0);
        expect(to('/elsewhere')(receiver.requests)).to.have.length(0);
      } finally {
        await worker.stop();
      }
    });

    it('disables a subscription after its run of failures and resumes it on request', async () => {
      receiver.script('/down', [500]);
      const sub = await subscribe({
        url: `${receiver.url}/down`,
        event_types: ['event.created'],
        tickers: ['DOWN'],
      });
      const worker = startDeliveryWorker(api.context, FAST);
      try {
        await writeEvent({ id: (nextEventId += 1), tickers: ['DOWN'] });
        const disabled = await waitUntil(async () => {
          const one = (await json(await call('GET', `/webhooks/${sub.id}`, business))).data;
          return one.status === 'disabled' ? one : undefined;
        }, 'the subscription disabled');
        expect(disabled.disabled_reason).to.match(/4 delivery attempts failed in a row/);
        expect(to('/down')(receiver.requests)).to.have.length(4);
        const enabled = await call('POST', `/webhooks/${sub.id}/enable`, business);
        expect((await json(enabled)).data.status).to.equal('active');
      } finally {
        await worker.stop();
      }
    });
  });

  describe('on the account page', () => {
    it('subscribes with the secret shown once, shows a disabled one with a notice, resumes and deletes it', async () => {
      const { client, email } = await signUp(api.url);
      expect((await client.get('/account')).body).to.include('Webhooks come with the Business tier.');
      await setAccountTier(api.context, (await findAccount(api.context, email))!, 'business');
      const made = await client.submit('/account', '/account/webhooks', {
        url: `${receiver.url}/page`,
        event_types: 'gap.opened',
        categories: 'politics, war',
      });
      expect(made.status, made.body).to.equal(303);
      const page = (await client.get('/account')).body;
      const secret = /<code id="new-secret">([^<]+)<\/code>/.exec(page)?.[1];
      expect(secret).to.match(/^whsec_/);
      const id = /\/account\/webhooks\/(wh_[A-Za-z0-9_-]+)\/delete/.exec(page)![1];
      expect((await client.get('/account')).body).to.not.include(secret!);
      const key = await createKey(client, 'hooks');
      const listed = await json(await call('GET', '/webhooks', key));
      expect(listed.data.map((s: { id: string }) => s.id)).to.deep.equal([id]);
      expect(listed.data[0].categories).to.deep.equal(['politics', 'war']);

      await disableSubscription(api.context, id, '50 delivery attempts failed in a row; the last: HTTP 500');
      const notice = (await client.get('/account')).body;
      expect(notice).to.include('Disabled').and.include('HTTP 500');
      expect((await client.submit('/account', `/account/webhooks/${id}/enable`, {})).status).to.equal(303);
      expect((await json(await call('GET', `/webhooks/${id}`, key))).data.status).to.equal('active');
      expect((await client.submit('/account', `/account/webhooks/${id}/delete`, {})).status).to.equal(303);
      expect((await call('GET', `/webhooks/${id}`, key)).status).to.equal(404);
    });

    it('comes back with the problem when the form is wrong, the target refused included', async () => {
      const { client, email } = await signUp(api.url);
      await setAccountTier(api.context, (await findAccount(api.context, email))!, 'business');
      const refused = await client.submit('/account', '/account/webhooks', {
        url: 'http://169.254.169.254/latest/meta-data',
        event_types: 'gap.opened',
      });
      expect(refused.status).to.equal(303);
      const page = (await client.get('/account')).body;
      expect(page).to.include('The subscription was not made').and.include('refused');
      expect(page).to.include('You have no subscriptions yet.');
    });
  });
});
