// The explorer's /lookup page over HTTP and in headless Chromium, on articles replayed through the real ingest:
// the form and the bookmarklet, a match by URL and one by similarity, escaping and the pages' CSP, the 404 and 400
// pages; in the browser, the bookmarklet run on a news page opens /lookup for it, for a stored URL and for an
// untracked one (by its title), and axe-core finds no violation.
import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { startTestApi, type TestApi } from '../support/api';
import { accessibilityViolations, launchBrowser, screenshot } from '../support/browser';
import { ingestLookupStories, PORT_STRIKE } from '../support/lookup-fixtures';

const HOUR_MS = 60 * 60 * 1000;
const HOSTILE = '<script>alert("owned")</script> Drayton';

describe('web /lookup page', function () {
  this.timeout(180_000);
  let api: TestApi;

  const page = (params: Record<string, string> = {}) =>
    fetch(`${api.url}/lookup?${new URLSearchParams(params)}`).then(async (res) => ({
      status: res.status,
      csp: res.headers.get('content-security-policy') ?? '',
      body: await res.text(),
    }));

  before(async () => {
    api = await startTestApi({ name: 'web-lookup' });
    await ingestLookupStories(api.context, Date.now() - 6 * HOUR_MS);
  });
  after(async () => {
    await api?.close();
  });

  describe('over HTTP', () => {
    it('offers the form and a bookmarklet that opens /lookup on this service with the page it runs on', async () => {
      const { status, csp, body } = await page();
      expect(status).to.equal(200);
      expect(csp).to.include("script-src 'self'");
      expect(body).to.include('<form').and.include('name="url"');
      const href = /class="bookmarklet" href="([^"]+)"/.exec(body)?.[1];
      expect(href).to.match(/^javascript:/);
      expect(href).to.include(`${api.url}/lookup?url=`);
      expect(href).to.include('encodeURIComponent(location.href)');
    });

    it('shows the other outlets by side for a stored URL, and says a title match is by similarity', async () => {
      const byUrl = await page({ url: PORT_STRIKE.urls[0] });
      expect(byUrl.status).to.equal(200);
      expect(byUrl.body).to.include('Parallax stores this article');
      expect(byUrl.body).to.include(PORT_STRIKE.urls[2]); // Fox News, on the right
      const byTitle = await page({ url: 'https://news.example.org/a', title: PORT_STRIKE.paraphrase });
      expect(byTitle.status).to.equal(200);
      expect(byTitle.body).to.include('a match by similarity, not the same article');
      expect(byTitle.body).to.include(PORT_STRIKE.urls[0]);
    });

    it('escapes what the reader sent, and answers 404 and 400 pages', async () => {
      const hostile = await page({ url: 'https://news.example.org/b', title: HOSTILE });
      expect(hostile.body).to.not.include('<script>alert');
      expect(hostile.body).to.include('&lt;script&gt;');
      const none = await page({ url: 'https://www.cnn.com/never-stored' });
      expect(none.status).to.equal(404);
      expect(none.body).to.include('Parallax has no story near this article');
      const bad = await page({ url: 'not a url' });
      expect(bad.status).to.equal(400);
      expect(bad.body).to.include('<html');
    });
  });

  describe('in a browser', () => {
    let browser: Browser;
    let tab: Page;

    before(async () => {
      browser = await launchBrowser();
    });
    beforeEach(async () => {
      tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    });
    afterEach(() => tab?.close());
    after(() => browser?.close());

    /** Opens a news page (served by the browser itself: the network here is closed), runs the bookmarklet on it. */
    async function runBookmarklet(newsUrl: string, title: string): Promise<Page> {
      await tab.goto(`${api.url}/lookup`);
      const href = await tab.locator('a.bookmarklet').getAttribute('href');
      await tab.route(newsUrl, (route) =>
        route.fulfill({ contentType: 'text/html', body: `<title>${title}</title><h1>${title}</h1>` }),
      );
      await tab.goto(newsUrl);
      const [opened] = await Promise.all([
        tab.context().waitForEvent('page'),
        tab.evaluate(decodeURIComponent(href!.replace(/^javascript:/, ''))),
      ]);
      await opened.waitForLoadState();
      return opened;
    }

    it('opens /lookup for the stored article a reader is on, with its story by side', async () => {
      const opened = await runBookmarklet(PORT_STRIKE.urls[1], 'Dockworkers strike at Drayton port');
      expect(opened.url()).to.include(`/lookup?url=${encodeURIComponent(PORT_STRIKE.urls[1])}`);
      expect(await opened.locator('.event-card h3').count()).to.equal(1);
      const right = await opened.locator('.lookup-side[aria-label=Right] li').allTextContents();
      expect(right.join(' ')).to.include('Fox News');
      expect(await accessibilityViolations(opened)).to.deep.equal([]);
      await screenshot(opened, 'lookup');
      await opened.close();
    });

    it('opens /lookup for an untracked article and finds its story by the page title', async () => {
      const opened = await runBookmarklet('https://news.example.org/drayton', PORT_STRIKE.paraphrase);
      expect(await opened.locator('.lookup-similarity').textContent()).to.include('match by similarity');
      expect(await opened.locator('.event-card h3').first().textContent()).to.include('Drayton');
      expect(await accessibilityViolations(opened)).to.deep.equal([]);
      await opened.close();
    });
  });
});
