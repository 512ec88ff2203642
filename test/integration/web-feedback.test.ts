// Reader feedback on the event page: in headless Chromium a reader signs up, flags the score from the event page
// and sees the count, which the API shows too, while an anonymous visitor sees the count and no form (axe-core on
// both); over HTTP, a flag form posted without the session's CSRF token, with another's, or by an anonymous
// visitor is refused with 403 and stores nothing.
import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { factId } from '../../src/feedback/items';
import { createTestKey } from '../support/keys';
import { json, startTestApi, type TestApi } from '../support/api';
import { accessibilityViolations, launchBrowser, screenshot } from '../support/browser';
import { explorerEvents, indexExplorerArticles, SCORED_ID } from '../support/explorer-fixtures';
import { signUp } from '../support/web-accounts';
import { csrfTokenOf, WebClient } from '../support/web-client';

const PASSWORD = 'flags are counted, never shown';

describe('reader feedback on the event page', function () {
  this.timeout(240_000);
  let api: TestApi;

  const flagsStored = async () => {
    await api.context.es.indices.refresh({ index: api.context.indices.feedback });
    return (await api.context.es.count({ index: api.context.indices.feedback })).count;
  };

  before(async () => {
    api = await startTestApi({ name: 'api-web-feedback' });
    await api.putEvents(...explorerEvents());
    await indexExplorerArticles(api.context);
  });
  after(() => api?.close());

  describe('in a browser', () => {
    let browser: Browser;
    let page: Page;

    before(async () => {
      browser = await launchBrowser();
      page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    });
    after(() => browser?.close());

    const text = async (selector: string) =>
      ((await page.locator(selector).textContent()) ?? '').replace(/\s+/g, ' ');

    it('a signed-in reader flags the score from the event page and sees the count', async () => {
      await page.goto(`${api.url}/account/sign-up`);
      await page.getByLabel('Email address').fill(`page-flagger-${process.pid}@example.com`);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL(`${api.url}/account`);

      await page.goto(`${api.url}/events/${SCORED_ID}`);
      const block = page.locator('#flag-score-score');
      expect(await block.locator('.flag-count').count(), 'no flags yet').to.equal(0);
      await block.getByText('Flag the score as wrong').click();
      await block.getByLabel('The score is too high: the sides tell it more alike than it says').check();
      await block.getByLabel(/Anything to add/).fill('Both sides quote the same vote count.');
      expect(await accessibilityViolations(page)).to.deep.equal([]);
      await screenshot(page, 'event-flag-form');
      await Promise.all([
        page.waitForURL(/flagged=1/),
        block.getByRole('button', { name: 'Send flag' }).click(),
      ]);

      expect(page.url()).to.equal(`${api.url}/events/${SCORED_ID}?flagged=1#flag-score-score`);
      expect(await text('[role=status]')).to.contain('Thank you: your flag is recorded.');
      expect(await text('#flag-score-score .flag-count')).to.equal('1 reader flagged this as wrong');
      expect(await accessibilityViolations(page)).to.deep.equal([]);
      await screenshot(page, 'event-flagged');

      const key = await createTestKey(api.context, 'pro');
      const res = await api.get(`/api/v2/events/${SCORED_ID}`, { 'X-API-Key': key });
      expect((await json(res)).data.feedback.score).to.equal(1);
    });

    it('an anonymous visitor sees the counts and an invitation to sign in, and no form', async () => {
      const context = await browser.newContext();
      const anonymous = await context.newPage();
      try {
        await anonymous.goto(`${api.url}/events/${SCORED_ID}`);
        expect(await anonymous.locator('#flag-score-score .flag-count').textContent()).to.equal(
          '1 reader flagged this as wrong',
        );
        expect(await anonymous.locator('form[action$="/feedback"]').count()).to.equal(0);
        expect(await anonymous.getByRole('link', { name: 'Sign in' }).count()).to.be.greaterThan(0);
        expect(await accessibilityViolations(anonymous)).to.deep.equal([]);
      } finally {
        await context.close();
      }
    });
  });

  describe('over HTTP', () => {
    const fields = { item: 'fact', item_id: factId('The vote was 51 to 49'), reason: 'wrong_status' };
    const action = `/events/${SCORED_ID}/feedback`;

    it('refuses a flag form without the CSRF token of the session, or from an anonymous visitor', async () => {
      const before = await flagsStored();
      const { client } = await signUp(api.url);
      const other = await signUp(api.url);
      const othersToken = csrfTokenOf((await other.client.get(`/events/${SCORED_ID}`)).body);

      const missing = await client.post(action, fields);
      expect(missing.status).to.equal(403);
      expect(missing.body).to.contain('did not come from this site');
      expect((await client.post(action, { ...fields, csrf_token: othersToken })).status).to.equal(403);
      const anonymous = new WebClient(api.url);
      expect((await anonymous.post(action, { ...fields, csrf_token: othersToken })).status).to.equal(403);
      expect(await flagsStored(), 'nothing stored').to.equal(before);

      const sent = await client.submit(`/events/${SCORED_ID}`, action, fields);
      expect(sent.status, sent.body).to.equal(303);
      expect(sent.headers.location).to.equal(`/events/${SCORED_ID}?flagged=1#flag-fact-${fields.item_id}`);
      expect(await flagsStored()).to.equal(before + 1);
    });

    it('answers a flag form with a reason of another kind with a 400 page', async () => {
      const { client } = await signUp(api.url);
      const res = await client.submit(`/events/${SCORED_ID}`, action, { ...fields, reason: 'too_high' });
      expect(res.status).to.equal(400);
      expect(res.headers['content-type']).to.contain('text/html');
      expect(res.body).to.contain('must be one of not_in_articles');
    });
  });
});
