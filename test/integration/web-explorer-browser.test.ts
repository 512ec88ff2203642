// The explorer in headless Chromium against the real service, Elasticsearch and Redis: browse the events, filter
// them with the form, open an event and see its spectrum and ledger, see the trends chart drawn with data; axe-core
// finds no violation on any page, no page scrolls sideways at phone width, and each page leaves a screenshot.
import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { startTestApi, type TestApi } from '../support/api';
import { accessibilityViolations, launchBrowser, screenshot } from '../support/browser';
import {
  CHEAP_ID,
  explorerEvents,
  GAP_ID,
  HOSTILE_TITLE,
  indexExplorerArticles,
  SCORED_ID,
} from '../support/explorer-fixtures';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };

describe('web explorer in a browser', function () {
  this.timeout(180_000);
  let api: TestApi;
  let browser: Browser;
  let page: Page;

  before(async () => {
    api = await startTestApi({ name: 'api-web-explorer-browser' });
    await api.putEvents(...explorerEvents());
    await indexExplorerArticles(api.context);
    browser = await launchBrowser();
  });
  beforeEach(async () => {
    page = await browser.newPage({ viewport: DESKTOP });
  });
  afterEach(() => page?.close());
  after(async () => {
    await browser?.close();
    await api?.close();
  });

  async function expectAccessible(): Promise<void> {
    expect(await accessibilityViolations(page)).to.deep.equal([]);
  }

  it('browses the events, filters them with the form, and opens an event', async () => {
    await page.goto(`${api.url}/`);
    expect(await page.locator('h1').textContent()).to.equal('Events across the spectrum');
    expect(await page.locator('.event-card').count()).to.equal(20);
    expect(await page.locator('.event-card .spectrum-bar').count()).to.equal(20);
    expect(await page.locator('.event-card h3').first().textContent()).to.equal(HOSTILE_TITLE);
    await expectAccessible();
    await screenshot(page, 'events');

    await page.selectOption('#category', 'economy');
    await page.fill('#max_divergence', '50');
    await page.selectOption('#sort', 'recent');
    await Promise.all([page.waitForURL(/category=economy/), page.click('button[type=submit]')]);
    const titles = await page.locator('.event-card h3').allTextContents();
    expect(titles).to.deep.equal(['Central bank holds rates', 'Local union strike spreads']);
    expect(await page.locator('#category').inputValue()).to.equal('economy');

    await Promise.all([
      page.waitForURL(new RegExp(`/events/${CHEAP_ID}$`)),
      page.click('text=Central bank holds rates'),
    ]);
    expect(await page.locator('h1').textContent()).to.equal('Central bank holds rates');
  });

  it('shows an event: the outlets on the spectrum, the fact ledger, the score and its history', async () => {
    await page.goto(`${api.url}/events/${SCORED_ID}`);
    expect(await page.locator('h1').textContent()).to.equal(HOSTILE_TITLE);
    expect(await page.locator('.outlet-axis li').count()).to.equal(5);
    expect(await page.locator('.outlet-axis .axis-marker').count()).to.equal(5);
    // The markers stand where each outlet's bias position puts them (the pages' CSP must let the positions apply).
    const markerLefts = await page
      .locator('.outlet-axis .axis-marker')
      .evaluateAll((markers) => markers.map((m) => m.getBoundingClientRect().left));
    expect(new Set(markerLefts).size, 'distinct marker positions').to.equal(5);
    expect(
      await page.locator('section[aria-labelledby=outlets-title] .spectrum-text').textContent(),
    ).to.equal('Outlets covering it: left 2, centre 1, right 2');
    expect(await page.locator('.ledger li').count()).to.equal(2);
    expect(await page.locator('#divergence-title').textContent()).to.equal('Divergence: 78 / 100');
    expect(await page.locator('svg.sparkline circle').count()).to.equal(3);
    expect(await page.locator('.articles li').count()).to.equal(2);
    // The hostile headline arrived as text: no element was made from it.
    expect(await page.locator('.articles img').count()).to.equal(0);
    await expectAccessible();
    await screenshot(page, 'event');
  });

  it('shows the gaps and the outlets', async () => {
    await page.goto(`${api.url}/gaps`);
    expect(await page.locator('.event-card').count()).to.equal(1);
    expect(await page.locator('.event-card h3 a').getAttribute('href')).to.equal(`/events/${GAP_ID}`);
    await expectAccessible();
    await screenshot(page, 'gaps');

    await page.goto(`${api.url}/outlets`);
    expect(await page.locator('table.outlets tbody tr').count()).to.equal(45);
    await expectAccessible();
    await screenshot(page, 'outlets');
  });

  it('draws the trends chart from the data, one line per category, beside the table', async () => {
    await page.goto(`${api.url}/trends`);
    const chart = page.locator('#trends-chart');
    await chart.locator('canvas').waitFor();
    expect(await chart.getAttribute('data-drawn-series')).to.equal('6');
    expect(Number(await chart.getAttribute('data-drawn-points'))).to.be.at.least(7);
    const box = await chart.locator('canvas').boundingBox();
    expect(box?.width).to.be.above(200);
    // The canvas is not blank: some pixel differs from the first one.
    const painted = await page.evaluate<boolean>(`(() => {
      const canvas = document.querySelector('#trends-chart canvas');
      const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 4; i < pixels.length; i += 4) if (pixels[i + 3] !== pixels[3]) return true;
      return false;
    })()`);
    expect(painted).to.equal(true);
    expect(await page.locator('table.trends tbody tr').count()).to.be.at.least(7);
    await expectAccessible();
    await screenshot(page, 'trends');
  });

  it('fits every page into a phone-width screen without sideways scrolling', async () => {
    const phone = await browser.newPage({ viewport: PHONE });
    try {
      for (const [path, name] of [
        ['/', 'events-phone'],
        [`/events/${SCORED_ID}`, 'event-phone'],
        ['/gaps', 'gaps-phone'],
        ['/outlets', 'outlets-phone'],
        ['/trends', 'trends-phone'],
      ]) {
        await phone.goto(`${api.url}${path}`);
        const scrollWidth = await phone.evaluate<number>('document.documentElement.scrollWidth');
        expect(scrollWidth, `${path} scroll width`).to.be.at.most(PHONE.width);
        await screenshot(phone, name);
      }
    } finally {
      await phone.close();
    }
  });

  it('reaches the filter form and its button from the keyboard', async () => {
    await page.goto(`${api.url}/`);
    await page.focus('#category');
    await page.keyboard.press('ArrowDown');
    // The date field holds several stops (day, month, year), so count no exact number of them.
    const focused = () =>
      page.evaluate<string | null>('document.activeElement && document.activeElement.textContent');
    for (let presses = 0; (await focused()) !== 'Show events' && presses < 20; presses += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await focused()).to.equal('Show events');
    await Promise.all([page.waitForURL(/category=war/), page.keyboard.press('Enter')]);
    expect(await page.locator('.empty').textContent()).to.contain('No events match these filters');
  });
});
