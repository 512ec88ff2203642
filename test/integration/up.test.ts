// `parallax up`'s serving phase against the real stores: the API listens at once, one ingest cycle runs at start in
// the background, and a failing demo ingest is logged while the service keeps serving.
import { Writable } from 'node:stream';
import { expect } from 'chai';
import pino from 'pino';
import { serve, type Serving } from '../../src/cli/up';
import type { IngestContext } from '../../src/ingest/ingest-context';
import { runIngestCycle } from '../../src/ingest/cycle';
import { freePort } from '../../src/runtime/processes';
import { startFeedServer, type FeedServer } from '../support/feed-server';
import { TEST_PREFIX } from '../support/services';
import { dropTestStore, openTestStore } from '../support/test-store';

const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Fixture</title>
<item><title>Senate passes climate bill in narrow vote</title><link>https://www.theguardian.com/us/climate-bill</link>
<pubDate>Fri, 20 Nov 2026 09:00:00 GMT</pubDate></item>
<item><title>Tesla shares slide after deliveries miss</title><link>https://www.theguardian.com/business/tesla</link>
<pubDate>Fri, 20 Nov 2026 09:10:00 GMT</pubDate></item>
</channel></rss>`;

/** A store on its own prefix whose JSON log lines are kept for the test to read. */
async function loggingStore(
  prefix: string,
): Promise<{ app: IngestContext; logs: Record<string, unknown>[] }> {
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { app: await openTestStore(prefix, { logger: pino({ level: 'info' }, sink) }), logs };
}

describe('parallax up: serving and the start-up ingest', function () {
  this.timeout(120_000);
  let feeds: FeedServer;
  const contexts: IngestContext[] = [];

  before(async () => {
    feeds = await startFeedServer();
    feeds.setFeed('/guardian.xml', FEED);
  });
  after(async () => {
    await feeds.stop();
    for (const app of contexts) await dropTestStore(app);
  });

  async function setUp(name: string) {
    const prefix = `${TEST_PREFIX}-up-${name}`;
    const { app, logs } = await loggingStore(prefix);
    contexts.push(app);
    const count = async () => {
      await app.es.indices.refresh({ index: app.indices.articles });
      return (await app.es.count({ index: app.indices.articles })).count;
    };
    return { app, logs, count };
  }

  it('answers before the start-up cycle is done, and that cycle fills the index without waiting for the worker', async () => {
    const { app, count } = await setUp('cycle');
    // The feed holds its answer until the API has answered, so the cycle is still running when it is asked.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    feeds.route('/held.xml', (_req, res) => {
      void released.then(() => res.writeHead(200, { 'Content-Type': 'application/rss+xml' }).end(FEED));
    });
    const runCycle = () =>
      runIngestCycle(app, {
        sources: [{ outlet: 'the-guardian', url: feeds.url('/held.xml') }],
        fetchOptions: { timeoutMs: 30_000, backoffJitter: 0 },
      });
    const serving: Serving = await serve(app, {
      runCycle,
      probeUrls: [feeds.url('/guardian.xml')],
      print: () => undefined,
    });
    try {
      let startupDone = false;
      void serving.startup.then(() => (startupDone = true));
      const res = await fetch(`${serving.server.url}/api/v2/outlets`);
      expect(res.status).to.equal(200);
      expect(startupDone, 'the API waited for the start-up ingest').to.equal(false);
      expect(await count()).to.equal(0);
      release();
      expect(await serving.startup).to.deep.equal({ demo: 'not needed', cycle: 'done' });
      expect(await count()).to.equal(2);
    } finally {
      release();
      await serving.stop();
    }
  });

  it('logs a failing demo ingest and keeps serving, then still runs its cycle', async () => {
    const { app, logs, count } = await setUp('demo');
    // A real failure: the events index refuses writes, so the demo corpus cannot save its events.
    const blockEvents = (blocked: boolean) =>
      app.es.indices.putSettings({ index: app.indices.events, settings: { 'index.blocks.write': blocked } });
    await blockEvents(true);
    let cycles = 0;
    const serving = await serve(app, {
      runCycle: async () => {
        cycles += 1;
        await blockEvents(false);
        return runIngestCycle(app, {
          sources: [{ outlet: 'the-guardian', url: feeds.url('/guardian.xml') }],
          fetchOptions: { timeoutMs: 10_000, backoffJitter: 0 },
        });
      },
      // Offline: nothing listens there.
      probeUrls: [`http://127.0.0.1:${await freePort()}/feed.xml`],
      demoArticles: 40,
      print: () => undefined,
    });
    try {
      expect(await serving.startup).to.deep.equal({ demo: 'failed', cycle: 'done' });
      expect(cycles).to.equal(1);
      expect(
        logs.some(
          (line) => line.level === 50 && line.msg === 'demo corpus ingest failed; serving without it',
        ),
      ).to.equal(true);
      expect((await fetch(`${serving.server.url}/api/v2/health`)).status).to.equal(200);
      expect((await fetch(`${serving.server.url}/api/v2/outlets`)).status).to.equal(200);
      expect(await count()).to.equal(2);
    } finally {
      await serving.stop();
      await blockEvents(false);
    }
  });
});
