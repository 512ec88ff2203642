// Two ingest workers on one index prefix: the second waits on the Redis lock while the first works, and when the
// first is killed with SIGKILL in the middle of its batch, the second takes over once the lease runs out and
// finishes the work: every feed item stored once, every article in an event that exists, every event's members
// there.
import { expect } from 'chai';
import type { IngestContext } from '../../src/ingest/ingest-context';
import { startFeedServer, type FeedServer } from '../support/feed-server';
import { GrowingFeeds } from '../support/growing-feeds';
import { auditIngestedStore } from '../support/ingested-store';
import { TEST_PREFIX, testServices } from '../support/services';
import { dropTestStore, openTestStore } from '../support/test-store';
import { waitFor } from '../support/wait-for';
import { startWorkerProcess, type WorkerProcess } from '../support/worker-processes';

const PREFIX = `${TEST_PREFIX}-failover`;
const LEASE_MS = 3_000;

describe('ingest worker failover', function () {
  this.timeout(240_000);
  let server: FeedServer;
  let app: IngestContext;
  const workers: WorkerProcess[] = [];

  before(async () => {
    server = await startFeedServer();
    app = await openTestStore(PREFIX);
  });
  after(async () => {
    for (const worker of workers) await worker.kill('SIGTERM');
    await server.stop();
    await dropTestStore(app);
  });

  it('a standby worker takes over within the lease from one killed mid-batch; nothing lost, doubled or half-written', async () => {
    const feeds = new GrowingFeeds(server);
    // Enough items that clustering the batch after its articles are written takes a while even on an idle box:
    // that stretch is the "mid-batch" the kill must land in.
    feeds.publish(150);
    const { esUrl, redisUrl } = await testServices();
    const start = () =>
      startWorkerProcess({
        esUrl,
        redisUrl,
        prefix: PREFIX,
        sources: feeds.sources(),
        leaseMs: LEASE_MS,
        cyclePauseMs: 500,
      });
    const first = start();
    workers.push(first);
    const fetched = () => feeds.sources().every((s) => server.hits(new URL(s.url).pathname) > 0);
    await waitFor('the first worker to fetch the feeds', fetched, 60_000);
    const second = start();
    workers.push(second);
    // Mid-batch: the first worker has written articles and not finished its cycle. The batch's articles are
    // written with a refresh, so a plain count sees them; polled often, so the kill comes soon after.
    const stored = async () => (await app.es.count({ index: app.indices.articles })).count;
    await waitFor('the first articles', async () => (await stored()) > 0, 60_000, 10);
    expect(first.cycles.filter((c) => c.cycle === 'done')).to.deep.equal([]);
    const killedAt = Date.now();
    await first.kill('SIGKILL');

    await waitFor(
      'the second worker to finish a cycle',
      () => second.cycles.some((c) => c.cycle === 'done'),
      180_000,
    );
    const done = second.cycles.find((c) => c.cycle === 'done')!;
    expect(second.cycles.filter((c) => c.cycle === 'failed')).to.deep.equal([]);
    expect(done.at - killedAt).to.be.above(0);

    const audit = await auditIngestedStore(app, feeds.urls());
    expect(audit).to.deep.include({
      articles: feeds.urls().length,
      missing: [],
      duplicated: [],
      unexpected: [],
      orphanArticles: [],
      brokenEvents: [],
    });
    expect(audit.events).to.be.greaterThan(0);
  });
});
