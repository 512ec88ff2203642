// The account pages in headless Chromium, as a new user goes through them: sign up, create a key and use it on
// the REST API, revoke it and see it refused, sign out and in again, move to Max with the CLI, issue an MCP token
// and use it on /mcp. axe-core checks every page, at desktop and phone width; screenshots go to test-artifacts.
import { expect } from 'chai';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Browser, Locator, Page } from 'playwright-core';
import { startTestApi, type TestApi } from '../support/api';
import { accessibilityViolations, launchBrowser, screenshot } from '../support/browser';
import { runCli } from '../support/cli';
import { connectMcp, structured } from '../support/mcp';
import { TEST_PREFIX, testServices } from '../support/services';

const PASSWORD = 'four random words are plenty';
const PHONE = { width: 375, height: 740 };

/** The text of an element with its white space collapsed, as a reader sees it. */
async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ');
}

async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await accessibilityViolations(page), what).to.deep.equal([]);
}

async function expectNoSideScrolling(page: Page, width: number): Promise<void> {
  const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(scrollWidth, 'no horizontal scrolling').to.be.at.most(width);
}

describe('account pages in a browser', function () {
  this.timeout(240_000);
  let api: TestApi;
  let browser: Browser;
  let page: Page;
  const email = `Reader.${process.pid}@Example.com`;

  const apiGet = (path: string, key: string) => fetch(`${api.url}${path}`, { headers: { 'X-API-Key': key } });

  async function createKey(name: string): Promise<string> {
    await page.getByLabel('Name of the new key').fill(name);
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.waitForURL(`${api.url}/account`);
    return await textOf(page.locator('#new-secret'));
  }

  before(async () => {
    api = await startTestApi();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  after(async () => {
    await browser?.close();
    await api?.close();
  });

  it('signs up on an accessible form and lands on the account page, on Free', async () => {
    await page.goto(`${api.url}/account`);
    expect(page.url(), 'anonymous visitors are sent to sign in').to.equal(`${api.url}/account/sign-in`);
    await page.getByRole('link', { name: 'Create one' }).click();
    expect(await textOf(page.locator('h1'))).to.equal('Create an account');
    await expectAccessible(page, 'sign-up page');
    await screenshot(page, 'sign-up');

    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('too short');
    await page.getByRole('button', { name: 'Create account' }).click();
    expect(await textOf(page.getByRole('alert'))).to.contain('at least 15 characters');
    expect(await page.getByLabel('Password').getAttribute('aria-invalid')).to.equal('true');
    await expectAccessible(page, 'sign-up page with a problem');
    await screenshot(page, 'sign-up-problem');

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${api.url}/account`);
    expect(await textOf(page.locator('h1'))).to.equal('Your account');
    const text = await textOf(page.locator('main'));
    expect(text).to.contain(`Signed in as ${email.toLowerCase()}`);
    expect(text).to.contain('on the Free tier');
    expect(text).to.contain('There is no billing on this site');
    await expectAccessible(page, 'account page, no keys');
  });

  it('creates a key shown once, which works on the API until it is revoked (401 at the next request)', async () => {
    const key = await createKey('laptop');
    expect(key).to.match(/^plx_[A-Za-z0-9_-]{43}$/);
    const card = page.locator('.key-card', { hasText: 'laptop' });
    expect(await textOf(card)).to.contain(`${key.slice(0, 8)}…${key.slice(-4)}`);
    await expectAccessible(page, 'account page with a new key');
    await screenshot(page, 'account-new-key');

    const events = await apiGet('/api/v2/events', key);
    expect(events.status).to.equal(200);
    await page.reload();
    expect(await page.locator('#new-secret').count(), 'the key is shown once').to.equal(0);
    expect(await textOf(page.locator('#used-today'))).to.match(/Used today:\s*1 of 100 requests/);
    expect(await textOf(card)).to.contain('the last 7 days');

    await card.getByRole('button', { name: 'Revoke key laptop' }).click();
    await page.waitForURL(`${api.url}/account`);
    expect(await textOf(page.getByRole('status'))).to.contain('Key “laptop” is revoked');
    const refused = await apiGet('/api/v2/events', key);
    expect(refused.status).to.equal(401);
  });

  it('signs out and back in on an accessible sign-in page', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/account\/sign-in/);
    expect(await textOf(page.getByRole('status'))).to.contain('You are signed out.');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('not my password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await textOf(page.getByRole('alert'))).to.contain(
      'That email address and password do not match an account.',
    );
    await expectAccessible(page, 'sign-in page with a refusal');
    await page.goto(`${api.url}/account/sign-in`);
    await expectAccessible(page, 'sign-in page');
    await screenshot(page, 'sign-in');
    await page.getByLabel('Email address').fill(email.toUpperCase());
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${api.url}/account`);
  });

  it('moves to Max with `parallax accounts tier`, then issues an MCP token that works on /mcp', async () => {
    const { esUrl, redisUrl } = await testServices();
    const env = {
      ES_URL: esUrl,
      REDIS_URL: redisUrl,
      PARALLAX_INDEX_PREFIX: TEST_PREFIX,
      LOG_LEVEL: 'silent',
    };
    const moved = await runCli(['accounts', 'tier', email, 'max'], env);
    expect(moved.code, moved.stderr).to.equal(0);
    expect(moved.stdout).to.match(/tier free -> max, with its 1 key; in effect at once/);

    await page.reload();
    expect(await textOf(page.locator('main'))).to.contain('on the Max tier');
    const key = await createKey('assistant');
    expect((await apiGet('/api/v2/usage', key)).status).to.equal(200);
    const card = page.locator('.key-card', { hasText: 'assistant' });
    expect(await textOf(card)).to.contain('the full archive');
    await card.getByRole('button', { name: 'Issue MCP token for key assistant' }).click();
    await page.waitForURL(`${api.url}/account`);
    const token = await textOf(page.locator('#new-secret'));
    expect(token).to.match(/^plxmcp_[A-Za-z0-9_-]{43}$/);
    await expectAccessible(page, 'account page with an MCP token');
    await screenshot(page, 'account');

    const client = await connectMcp(new URL('/mcp', api.url), token);
    try {
      const result = await client.callTool({ name: 'get_top_divergent', arguments: { limit: 1 } });
      const top = structured(result as CallToolResult);
      expect(top.events).to.be.an('array');
    } finally {
      await client.close();
    }
  });

  it('reads at phone width without sideways scrolling, and stays accessible', async () => {
    const phone = await browser.newPage({ viewport: PHONE });
    try {
      await phone.goto(`${api.url}/account/sign-in`);
      await expectNoSideScrolling(phone, PHONE.width);
      await screenshot(phone, 'sign-in-phone');
      await phone.getByLabel('Email address').fill(email);
      await phone.getByLabel('Password').fill(PASSWORD);
      await phone.getByRole('button', { name: 'Sign in' }).click();
      await phone.waitForURL(`${api.url}/account`);
      await expectNoSideScrolling(phone, PHONE.width);
      await expectAccessible(phone, 'account page at phone width');
      await screenshot(phone, 'account-phone');
    } finally {
      await phone.close();
    }
  });
});
