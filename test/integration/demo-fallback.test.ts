import { expect } from 'chai';
import type { IngestContext } from '../../src/ingest/ingest-context';
import { fallbackCorpus } from '../../src/demo/fallback';
import { ingestRecords } from '../../src/ingest/ingest-records';
import { articlesIndexEmpty, feedsReachable } from '../../src/ingest/offline-check';
import { startFeedServer, type FeedServer } from '../support/feed-server';
import { TEST_PREFIX } from '../support/services';
import { dropTestStore, openTestStore } from '../support/test-store';

describe('demo corpus fallback', function () {
  this.timeout(60_000);
  const prefix = `${TEST_PREFIX}-demo`;
  let app: IngestContext;
  let feeds: FeedServer;

  before(async () => {
    feeds = await startFeedServer();
    app = await openTestStore(prefix);
  });
  after(async () => {
    await feeds.stop();
    await dropTestStore(app);
  });

  it('tells reachable feeds from unreachable ones', async () => {
    expect(await feedsReachable([feeds.url('/news-rss.xml')], 2000)).to.equal(true);
    expect(await feedsReachable([feeds.url('/hang'), 'http://127.0.0.1:1/feed'], 500)).to.equal(false);
  });

  it('ingests the synthetic corpus into an empty index, marked as demo, and never twice', async () => {
    expect(await articlesIndexEmpty(app)).to.equal(true);
    const now = new Date('2026-11-20T12:00:00Z');
    const first = await ingestRecords(app, fallbackCorpus({ articles: 300, now }), 'demo');
    expect(first).to.deep.include({ read: 300, skipped: 0, failed: 0 });
    expect(first.indexed).to.equal(300);
    expect(await articlesIndexEmpty(app)).to.equal(false);
    const sample = await app.es.search<{ url: string; origin: string }>({
      index: app.indices.articles,
      size: 5,
    });
    for (const hit of sample.hits.hits) {
      expect(hit._source?.origin).to.equal('demo');
      expect(hit._source?.url).to.match(/\/parallax-demo\//);
    }
    const again = await ingestRecords(app, fallbackCorpus({ articles: 300, now }), 'demo');
    expect(again).to.deep.include({ indexed: 0, duplicates: 300 });
  });
});
