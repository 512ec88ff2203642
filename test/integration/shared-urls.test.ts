// One URL listed in two outlets' feeds: it is stored once, under the outlet that owns it, and neither its outlet nor
// its content hash flips with whichever feed is read; and an item on another outlet's domain, which no feed may
// publish for that outlet, is refused and counted (fixture feeds → real ES, real Redis).
import { expect } from 'chai';
import type { IngestContext } from '../../src/ingest/ingest-context';
import { articleId, canonicalUrl } from '../../src/ingest/canonical-url';
import { runIngestCycle } from '../../src/ingest/cycle';
import { startFeedServer, type FeedServer } from '../support/feed-server';
import { rssFeed, type RssItem } from '../support/rss-feed';
import { TEST_PREFIX } from '../support/services';
import { dropTestStore, openTestStore } from '../support/test-store';

/** On Fox News's domain, also listed by CNN's feed, which may not speak for Fox (refused and counted). */
const ON_FOX = 'https://www.foxnews.com/politics/senate-budget-deal';
/** On no tracked outlet's domain, listed by both feeds. */
const SYNDICATED = 'https://wire.example.org/2026/11/20/port-strike-ends';

const cnnCopies: RssItem[] = [
  { title: 'Senate reaches budget deal', link: ON_FOX, description: 'CNN’s summary of the deal.' },
  { title: 'Port strike ends after talks', link: SYNDICATED, description: 'CNN’s summary of the strike.' },
];
const foxCopies: RssItem[] = [
  { title: 'Senate reaches budget deal', link: ON_FOX, description: 'Fox’s summary of the deal.' },
  { title: 'Port strike ends after talks', link: SYNDICATED, description: 'Fox’s summary of the strike.' },
];

describe('a URL listed in two outlets’ feeds, and one on another outlet’s domain', function () {
  this.timeout(60_000);
  const prefix = `${TEST_PREFIX}-shared`;
  let feeds: FeedServer;
  let app: IngestContext;
  const sources = () => [
    { outlet: 'cnn', url: feeds.url('/cnn.xml') },
    { outlet: 'fox-news', url: feeds.url('/fox.xml') },
  ];
  const fetchOptions = { timeoutMs: 2_000, backoffJitter: 0 };
  const stored = async (url: string) => {
    const doc = await app.es.get<{ outlet_slug: string; summary: string; content_hash: string }>({
      index: app.indices.articles,
      id: String(articleId(canonicalUrl(url))),
    });
    return doc._source!;
  };

  before(async () => {
    feeds = await startFeedServer();
    feeds.setFeed('/cnn.xml', rssFeed(cnnCopies));
    feeds.setFeed('/fox.xml', rssFeed(foxCopies));
    app = await openTestStore(prefix);
  });
  after(async () => {
    await feeds.stop();
    await dropTestStore(app);
  });

  let first: { onFox: Awaited<ReturnType<typeof stored>>; syndicated: Awaited<ReturnType<typeof stored>> };

  it('stores each once: under the host’s outlet, else the first claimant by slug, with that outlet’s copy', async () => {
    const report = await runIngestCycle(app, { sources: sources(), fetchOptions });
    expect(report).to.deep.include({ read: 4, indexed: 2, duplicates: 1, otherOutletsItems: 1, failed: 0 });
    first = { onFox: await stored(ON_FOX), syndicated: await stored(SYNDICATED) };
    expect(first.onFox).to.include({ outlet_slug: 'fox-news', summary: 'Fox’s summary of the deal.' });
    expect(first.syndicated).to.include({ outlet_slug: 'cnn', summary: 'CNN’s summary of the strike.' });
  });

  it('keeps outlet and content when only the other outlet’s feed lists them in a later cycle', async () => {
    // Fox's feed is unchanged (304); CNN's has a new item, so its copies of both URLs are read again, alone.
    const cnnNew = {
      title: 'Storm closes airports',
      link: 'https://www.cnn.com/weather/storm',
      description: 'x',
    };
    feeds.setFeed('/cnn.xml', rssFeed([...cnnCopies, cnnNew]));
    const second = await runIngestCycle(app, { sources: sources(), fetchOptions });
    expect(second.feeds).to.include({ ok: 1, not_modified: 1 });
    expect(second).to.deep.include({ read: 3, indexed: 1, updated: 0, duplicates: 1, otherOutletsItems: 1 });
    expect(await stored(ON_FOX)).to.deep.equal(first.onFox);
    expect(await stored(SYNDICATED)).to.deep.equal(first.syndicated);

    // Now the other way round: CNN's feed answers 304, Fox's is read again.
    const foxNew = {
      title: 'Jobs report beats forecasts',
      link: 'https://www.foxnews.com/us/jobs',
      description: 'y',
    };
    feeds.setFeed('/fox.xml', rssFeed([...foxCopies, foxNew]));
    const third = await runIngestCycle(app, { sources: sources(), fetchOptions });
    expect(third.feeds).to.include({ ok: 1, not_modified: 1 });
    expect(third).to.deep.include({ read: 3, indexed: 1, updated: 0, duplicates: 2, otherOutletsItems: 0 });
    expect(await stored(ON_FOX)).to.deep.equal(first.onFox);
    expect(await stored(SYNDICATED)).to.deep.equal(first.syndicated);
  });

  it('is stored neither as the host’s outlet nor as the listing one, and the cycle counts it', async () => {
    // Breitbart's feed lists a story on CNN's domain that CNN's own feed never carried; beside it, its own story,
    // one on a host of no tracked outlet (credited to Breitbart, as before) and a wire copy on apnews.com.
    const impersonated = 'https://www.cnn.com/2026/11/20/politics/fabricated-quote';
    const own = 'https://www.breitbart.com/politics/2026/11/20/budget-vote';
    const untracked = 'https://syndication.example/2026/11/20/harbour-reopens';
    const wire = 'https://apnews.com/article/port-strike-ends-20261120';
    feeds.setFeed(
      '/breitbart.xml',
      rssFeed([
        {
          title: 'CNN anchor admits the vote was rigged',
          link: impersonated,
          description: 'Not CNN’s words.',
        },
        { title: 'Budget vote delayed again', link: own, description: 'Breitbart’s story.' },
        { title: 'Harbour reopens after storm', link: untracked, description: 'A syndicated story.' },
        { title: 'Port strike ends after talks', link: wire, description: 'The AP’s story.' },
      ]),
    );
    const report = await runIngestCycle(app, {
      sources: [{ outlet: 'breitbart', url: feeds.url('/breitbart.xml') }],
      fetchOptions: { timeoutMs: 2_000, backoffJitter: 0 },
    });
    expect(report).to.deep.include({ read: 4, indexed: 3, otherOutletsItems: 1, failed: 0 });
    const found = await app.es.exists({
      index: app.indices.articles,
      id: String(articleId(canonicalUrl(impersonated))),
    });
    expect(found).to.equal(false);
    expect((await stored(own)).outlet_slug).to.equal('breitbart');
    expect((await stored(untracked)).outlet_slug).to.equal('breitbart');
    expect((await stored(wire)).outlet_slug).to.equal('associated-press');
  });
});
