// People's accounts for tests, made the way a person makes them: sign up on the page from an address of its own,
// create keys and MCP tokens on the account page and read the secret off the page it is shown on once, revoke on
// the page. Every step goes over real HTTP to the test API.
import { expect } from 'chai';
import { freshLoopbackAddress } from './http';
import { csrfTokenOf, formFieldsOf, WebClient } from './web-client';

export const PASSWORD = 'correct horse battery staple';

let accounts = 0;
/** A new address for every account, all of one length (so pages that echo it have one length too). */
export const newEmail = (): string =>
  `person-${process.pid}-${String(++accounts).padStart(4, '0')}@example.com`;

/** A new account, signed in; `formToken` is the anonymous forms' token of its client (its form cookie's). */
export async function signUp(
  baseUrl: string,
): Promise<{ client: WebClient; email: string; formToken: string }> {
  const email = newEmail();
  const client = new WebClient(baseUrl, freshLoopbackAddress());
  const form = (await client.get('/account/sign-up')).body;
  const formToken = csrfTokenOf(form);
  const res = await client.post('/account/sign-up', { email, password: PASSWORD, ...formFieldsOf(form) });
  expect(res.status, res.body).to.equal(303);
  return { client, email, formToken };
}

/** The secret a page shows once (a new key or MCP token). */
async function newSecret(client: WebClient, pattern: RegExp): Promise<string> {
  const page = await client.get('/account');
  const secret = /<code id="new-secret">([^<]+)<\/code>/.exec(page.body)?.[1];
  if (!secret || !pattern.test(secret)) throw new Error('the new secret is not on the account page');
  return secret;
}

export async function createKey(client: WebClient, name: string): Promise<string> {
  const created = await client.submit('/account', '/account/keys', { name });
  expect(created.status, created.body).to.equal(303);
  return newSecret(client, /^plx_[A-Za-z0-9_-]{43}$/);
}

export const keyIdOf = (page: string, name: string): string => {
  const card = page.split('<li class="key-card').find((part) => part.includes(`<h3>${name}</h3>`));
  const id = card && /\/account\/keys\/(key_[0-9a-f]{12})\/revoke/.exec(card)?.[1];
  if (!id) throw new Error(`no active key "${name}" on the page`);
  return id;
};

export async function revokeKey(client: WebClient, name: string): Promise<void> {
  const keyId = keyIdOf((await client.get('/account')).body, name);
  const revoked = await client.submit('/account', `/account/keys/${keyId}/revoke`, {});
  expect(revoked.status, revoked.body).to.equal(303);
}

export async function issueMcpToken(client: WebClient, name: string): Promise<string> {
  const keyId = keyIdOf((await client.get('/account')).body, name);
  const issued = await client.submit('/account', `/account/keys/${keyId}/mcp-token`, {});
  expect(issued.status, issued.body).to.equal(303);
  return newSecret(client, /^plxmcp_[A-Za-z0-9_-]{43}$/);
}
