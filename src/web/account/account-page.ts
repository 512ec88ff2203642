// The account page: who is signed in and on which tier, the account's use today against its daily cap (one
// counter for all its keys, MCP tokens and pages), each API key (name, shown part, tier, lookback, MCP token)
// with its actions, the form for a new key, and how tiers change (no billing here). Keys are a list of cards
// rather than a wide table, so the page reads the same on a phone.
import type { CapState } from '../../access/daily-cap';
import { MAX_ACTIVE_KEYS, isActive } from '../../access/account-keys';
import type { KeyWithToken } from '../../access/mcp-tokens';
import type { UserAccount } from '../../access/user-accounts';
import { MCP_TIERS, TIER_LIMITS, TIERS, type Tier } from '../../spec';
import { html, type SafeHtml } from '../html';
import { renderPage } from '../layout';
import { CSRF_FIELD } from './csrf';
import { KEY_NAME_MAX_LENGTH, type FieldProblems } from './forms';
import type { Flash } from './sessions';
import { accountHead, messageBox } from './sign-in-pages';
import type { SubscriptionRecord } from '../../webhooks/subscriptions';
import { renderWebhookSection } from './webhook-section';

export interface AccountPageView {
  account: UserAccount;
  keys: KeyWithToken[];
  /** The account's use today; undefined when the counters could not be read. */
  usage?: CapState;
  /** Daily caps per tier as this API process applies them. */
  caps: Record<Tier, number>;
  csrfToken: string;
  flash: Flash | null;
  /** A new-key form that came back with a problem, and the name typed. */
  keyForm?: { problems: FieldProblems; name?: string };
  /** The account's webhook subscriptions (webhook-section.ts). */
  webhooks: SubscriptionRecord[];
}

const TIER_NAMES: Record<Tier, string> = { free: 'Free', pro: 'Pro', max: 'Max', business: 'Business' };
const number = (n: number): string => n.toLocaleString('en-GB');
const lookback = (tier: Tier): string => {
  const days = TIER_LIMITS[tier].lookbackDays;
  return days === null ? 'the full archive' : `the last ${days} days`;
};
const utcTime = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** A form with one button posting to `action`; `label` is what the button says, `context` names its target. */
function actionForm(
  action: string,
  csrfToken: string,
  label: string,
  context: string,
  secondary = true,
): SafeHtml {
  return html`<form method="post" action="${action}" class="inline-form">
    <input type="hidden" name="${CSRF_FIELD}" value="${csrfToken}" />
    <button type="submit" ${secondary ? html`class="secondary"` : ''}>
      ${label}<span class="visually-hidden"> ${context}</span>
    </button>
  </form>`;
}

function secretBox(flash: Flash | null): SafeHtml | '' {
  if (!flash?.secret) return '';
  return html`<section class="secret" aria-labelledby="secret-heading">
    <h2 id="secret-heading">${flash.secret.label}</h2>
    <p>Copy it now and keep it somewhere safe: this is the only time it is shown.</p>
    <p><code id="new-secret">${flash.secret.value}</code></p>
  </section>`;
}

function mcpPart(view: AccountPageView, key: KeyWithToken): SafeHtml {
  const context = `for key ${key.name ?? key.key_id}`;
  const hasToken = key.mcp_token_hash && !key.mcp_token_revoked_at;
  if (!MCP_TIERS.includes(key.tier)) {
    return html`<dt>MCP token</dt>
      <dd>Comes with the Max and Business tiers.</dd>`;
  }
  const base = `/account/keys/${key.key_id}/mcp-token`;
  return html`<dt>MCP token</dt>
    <dd>
      ${
        hasToken
          ? html`${key.mcp_token_prefix}… issued ${utcTime(key.mcp_token_created_at!)}
            ${actionForm(`${base}/revoke`, view.csrfToken, 'Revoke MCP token', context)}
            ${actionForm(base, view.csrfToken, 'Replace MCP token', context)}`
          : html`none ${actionForm(base, view.csrfToken, 'Issue MCP token', context)}`
      }
    </dd>`;
}

function keyCard(view: AccountPageView, key: KeyWithToken): SafeHtml {
  const name = key.name ?? key.key_id;
  const active = isActive(key);
  return html`<li class="key-card${active ? '' : ' revoked'}">
    <h3>${name}</h3>
    <dl>
      <dt>Key</dt>
      <dd><code>${key.key_prefix}…${key.key_last4}</code></dd>
      <dt>Status</dt>
      <dd>${active ? 'active' : `revoked ${utcTime(key.revoked_at!)}`}</dd>
      <dt>Tier</dt>
      <dd>${TIER_NAMES[key.tier]}</dd>
      ${
        active
          ? html`<dt>Lookback</dt>
              <dd>${lookback(key.tier)}</dd>
              ${mcpPart(view, key)}`
          : ''
      }
      <dt>Created</dt>
      <dd>${utcTime(key.created_at)}</dd>
    </dl>
    ${active ? actionForm(`/account/keys/${key.key_id}/revoke`, view.csrfToken, 'Revoke key', name) : ''}
  </li>`;
}

function newKeyForm(view: AccountPageView, activeCount: number): SafeHtml {
  if (activeCount >= MAX_ACTIVE_KEYS) {
    return html`<p>
      You have ${MAX_ACTIVE_KEYS} active keys, the most an account may hold. Revoke one to create another.
    </p>`;
  }
  const problem = view.keyForm?.problems.name;
  return html`<form method="post" action="/account/keys" class="account-form">
    <input type="hidden" name="${CSRF_FIELD}" value="${view.csrfToken}" />
    <div class="field">
      <label for="name">Name of the new key</label>
      <p class="hint" id="name-hint">Say where it will be used, such as “laptop” or “nightly report”.</p>
      ${problem ? html`<p class="field-problem" id="name-problem">${problem}</p>` : ''}
      <input
        id="name"
        name="name"
        type="text"
        maxlength="${KEY_NAME_MAX_LENGTH}"
        required
        ${view.keyForm?.name ? html`value="${view.keyForm.name}"` : ''}
        aria-describedby="name-hint${problem ? ' name-problem' : ''}"
        ${problem ? html`aria-invalid="true"` : ''}
      />
    </div>
    <button type="submit">Create key</button>
  </form>`;
}

function tierTable(view: AccountPageView): SafeHtml {
  return html`<table>
    <caption class="visually-hidden">
      Tiers
    </caption>
    <thead>
      <tr>
        <th scope="col">Tier</th>
        <th scope="col">Requests a day, per account</th>
        <th scope="col">History</th>
        <th scope="col">Market endpoints and MCP</th>
      </tr>
    </thead>
    <tbody>
      ${TIERS.map(
        (tier) =>
          html`<tr ${tier === view.account.tier ? html`class="current-tier"` : ''}>
            <th scope="row">${TIER_NAMES[tier]}${tier === view.account.tier ? ' (yours)' : ''}</th>
            <td>${number(view.caps[tier])}</td>
            <td>${lookback(tier)}</td>
            <td>${MCP_TIERS.includes(tier) ? 'yes' : 'no'}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

export function renderAccountPage(view: AccountPageView): string {
  const { account, flash } = view;
  const activeCount = view.keys.filter(isActive).length;
  const flashMessage = flash ? { kind: flash.kind, text: flash.message } : undefined;
  return renderPage({
    title: 'Your account',
    current: '/account',
    head: accountHead(),
    main: html`<h1>Your account</h1>
      ${messageBox(flashMessage)}
      ${
        view.keyForm?.problems.name
          ? messageBox({ kind: 'error', text: `The key was not created: ${view.keyForm.problems.name}` })
          : ''
      }
      ${secretBox(flash)}
      <p>
        Signed in as <strong>${account.email}</strong>, on the
        <strong>${TIER_NAMES[account.tier]}</strong> tier: your keys, their MCP tokens and your pages here may
        make ${number(view.caps[account.tier])} requests a day between them, and read
        ${lookback(account.tier)}.
      </p>
      <p id="used-today">
        Used today:
        ${
          view.usage
            ? `${number(view.usage.used)} of ${number(view.usage.cap)} requests (resets at 00:00 UTC)`
            : 'not available right now'
        }
      </p>
      <section aria-labelledby="keys-heading">
        <h2 id="keys-heading">API keys</h2>
        <p>
          Send a key in the <code>X-API-Key</code> header of every request to the
          <a href="/api/v2/docs">REST API</a>. A key is shown in full only once, when it is created.
        </p>
        ${
          view.keys.length === 0
            ? html`<p>You have no keys yet.</p>`
            : html`<ul class="key-list">
                ${view.keys.map((key) => keyCard(view, key))}
              </ul>`
        }
        <h3>New key</h3>
        ${newKeyForm(view, activeCount)}
      </section>
      <section aria-labelledby="mcp-heading">
        <h2 id="mcp-heading">MCP server</h2>
        <p>
          AI assistants reach Parallax through the MCP server at <code>/mcp</code>, with a token sent as
          <code>Authorization: Bearer &lt;token&gt;</code>. Tokens belong to a key and share the account's
          daily cap; they come with the Max and Business tiers. Issuing a new token for a key stops its
          previous one.
        </p>
      </section>
      ${renderWebhookSection({ account, subscriptions: view.webhooks, csrfToken: view.csrfToken })}
      <section aria-labelledby="tiers-heading">
        <h2 id="tiers-heading">Tiers</h2>
        <p>
          There is no billing on this site: nothing is charged and no card is asked for. A new account starts
          on Free. To move to another tier, ask the people who run this Parallax service: they change it with
          <code>parallax accounts tier EMAIL TIER</code>, and your keys follow at once.
        </p>
        ${tierTable(view)}
      </section>
      <form method="post" action="/account/sign-out" class="inline-form sign-out">
        <input type="hidden" name="${CSRF_FIELD}" value="${view.csrfToken}" />
        <button type="submit" class="secondary">Sign out</button>
      </form>`,
  });
}
