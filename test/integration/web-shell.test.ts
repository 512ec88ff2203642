// The web shell every page shares: HTML errors for paths outside the API, hashed immutable assets, and the
// browser support the page tests use (Chromium, axe-core, screenshots), exercised on the not-found page.
import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import { startTestApi, type TestApi } from '../support/api';
import { accessibilityViolations, launchBrowser, screenshot } from '../support/browser';
import { PAGE_CONTENT_SECURITY_POLICY } from '../../src/web/pages';
import { assetUrl } from '../../src/web/static-assets';

describe('web shell', function () {
  this.timeout(120_000);
  let api: TestApi;
  let browser: Browser;

  before(async () => {
    api = await startTestApi();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await api?.close();
  });

  it('answers an unknown page with an HTML 404 a person can read, and keeps JSON errors for the API', async () => {
    const page = await api.get('/no/such/page');
    expect(page.status).to.equal(404);
    expect(page.headers.get('content-type')).to.match(/^text\/html/);
    expect(await page.text()).to.contain('Page not found');
    expect(page.headers.get('content-security-policy')).to.equal(PAGE_CONTENT_SECURITY_POLICY);
    const apiMiss = await api.get('/api/v2/no-such-endpoint');
    expect(apiMiss.status).to.equal(404);
    expect(((await apiMiss.json()) as { error: { code: string } }).error.code).to.equal('not_found');
  });

  it('serves assets under a content-hashed URL that browsers may keep, and 404s any other asset path', async () => {
    const res = await api.get(assetUrl('site.css'));
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('text/css; charset=utf-8');
    expect(res.headers.get('cache-control')).to.contain('immutable');
    expect(await res.text()).to.contain('--left');
    expect((await api.get('/assets/0000/site.css')).status).to.equal(404);
  });

  it('renders the not-found page in Chromium with no accessibility violations, at desktop and phone width', async () => {
    for (const [name, viewport] of [
      ['not-found', { width: 1280, height: 800 }],
      ['not-found-phone', { width: 375, height: 740 }],
    ] as const) {
      const page = await browser.newPage({ viewport });
      await page.goto(`${api.url}/no/such/page`);
      expect(await page.locator('h1').textContent()).to.equal('Page not found');
      expect(await accessibilityViolations(page)).to.deep.equal([]);
      const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
      expect(scrollWidth, 'no horizontal scrolling').to.be.at.most(viewport.width);
      await screenshot(page, name);
      await page.close();
    }
  });

  it('moves keyboard focus to the skip link first, and the skip link leads to the main content', async () => {
    const page = await browser.newPage();
    await page.goto(`${api.url}/no/such/page`);
    await page.keyboard.press('Tab');
    expect(await page.locator(':focus').textContent()).to.equal('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.locator(':focus').getAttribute('id')).to.equal('main');
    await page.close();
  });
});
