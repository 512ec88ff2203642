// The ingest cycle end to end, over real HTTP from the fixture feed server into the real ES, with the real Redis.
import { expect } from 'chai';
import type { IngestContext } from '../../src/ingest/ingest-context';
import { ingestLockKey } from '../../src/ingest/clustering-lock';
import { runIngestCycle } from '../../src/ingest/cycle';
import { readIngestStatus } from '../../src/ingest/ingest-status';
import { LockBusyError } from '../../src/ingest/lock';
import { freePort } from '../../src/runtime/processes';
import { closeContext } from '../../src/server';
import { startFeedServer, type FeedServer } from '../support/feed-server';
import { rssFeed, type RssItem } from '../support/rss-feed';
import { TEST_PREFIX } from '../support/services';
import { dropTestStore, openTestStore } from '../support/test-store';

const LEFT = [
  {
    title: 'Senate passes climate bill in narrow vote',
    link: 'https://www.theguardian.com/us/climate-bill',
    description: 'The measure passed 51-49.',
  },
  {
    title: 'Tesla shares slide after quarterly deliveries miss',
    link: 'https://www.theguardian.com/business/tesla',
  },
];
const RIGHT = [
  {
    title: 'Senate Democrats force through costly climate bill',
    link: 'https://www.foxnews.com/politics/climate-bill',
  },
];

describe('ingest cycle (fixture feeds → real ES, real Redis)', function () {
  this.timeout(60_000);
  const prefix = `${TEST_PREFIX}-cycle`;
  let feeds: FeedServer;
  let app: IngestContext;
  const sources = () => [
    { outlet: 'the-guardian', url: feeds.url('/guardian.xml') },
    { outlet: 'fox-news', url: feeds.url('/fox.atom.xml') },
    { outlet: 'cnn', url: feeds.url('/status/500') },
  ];
  const fetchOptions = { timeoutMs: 2_000, backoffJitter: 0 };
  /** The Guardian's feed: the LEFT items, then `added`. */
  const setGuardianFeed = (...added: RssItem[]) =>
    feeds.setFeed('/guardian.xml', rssFeed([...LEFT, ...added]));
  const count = async () => {
    await app.es.indices.refresh({ index: app.indices.articles });
    return (await app.es.count({ index: app.indices.articles })).count;
  };
  const indexedTotal = async () => {
    const stats = await app.es.indices.stats({ index: app.indices.articles, metric: 'indexing' });
    return stats._all.primaries?.indexing?.index_total ?? 0;
  };

  before(async () => {
    feeds = await startFeedServer();
    setGuardianFeed();
    feeds.setFeed('/fox.atom.xml', rssFeed(RIGHT), { contentType: 'application/rss+xml' });
    app = await openTestStore(prefix);
  });
  after(async () => {
    await feeds.stop();
    await dropTestStore(app);
  });

  it('fetches every feed, indexes their items, isolates the broken one and records the time', async () => {
    const report = await runIngestCycle(app, { sources: sources(), fetchOptions });
    expect(report.feeds).to.deep.equal({ ok: 2, not_modified: 0, backoff: 0, error: 1 });
    expect(report.feedErrors[0]).to.include({ outlet: 'cnn' });
    expect(report.indexed).to.equal(3);
    expect(await count()).to.equal(3);
    const status = await readIngestStatus(app.redis, prefix, 10);
    expect(Date.parse(status.last_ingest_at as string)).to.be.closeTo(Date.now(), 10_000);
  });

  it('writes nothing to Elasticsearch when every feed answers 304 (the failed one is backing off)', async () => {
    const before = await indexedTotal();
    const report = await runIngestCycle(app, { sources: sources(), fetchOptions });
    expect(report.feeds).to.deep.equal({ ok: 0, not_modified: 2, backoff: 1, error: 0 });
    expect(report.read).to.equal(0);
    expect(await indexedTotal()).to.equal(before);
  });

  it('picks up changed and new items without duplicating the old ones', async () => {
    setGuardianFeed({ title: 'Fed holds rates steady', link: 'https://www.theguardian.com/business/fed' });
    const report = await runIngestCycle(app, { sources: sources(), fetchOptions });
    expect(report).to.deep.include({ indexed: 1, duplicates: 2 });
    expect(await count()).to.equal(4);
  });

  it('lets only one cycle run at a time', async () => {
    await app.redis.set(ingestLockKey(prefix), 'another-process', 'PX', 10_000);
    let error: unknown;
    try {
      await runIngestCycle(app, { sources: sources(), fetchOptions });
    } catch (err) {
      error = err;
    }
    expect(error).to.be.instanceOf(LockBusyError);
    await app.redis.del(ingestLockKey(prefix));
  });

  it('loses nothing when Elasticsearch is down: the next cycle fetches the same items again', async () => {
    setGuardianFeed({
      title: 'Storm closes ports along the coast',
      link: 'https://www.theguardian.com/world/storm',
    });
    const down = await openTestStore(prefix, { stores: { esUrl: `http://127.0.0.1:${await freePort()}` } });
    let error: unknown;
    try {
      await runIngestCycle(down, { sources: sources(), fetchOptions });
    } catch (err) {
      error = err;
    } finally {
      await closeContext(down);
    }
    expect(error).to.be.instanceOf(Error);
    expect(await count()).to.equal(4);
    // The validators were not saved, so the feed is fetched in full again, not answered with a 304.
    const report = await runIngestCycle(app, { sources: sources(), fetchOptions });
    expect(report.feeds.ok).to.be.at.least(1);
    expect(report.indexed).to.equal(1);
    expect(await count()).to.equal(5);
  });
});
