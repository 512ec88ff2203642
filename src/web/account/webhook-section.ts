// The webhooks part of the account page (docs/webhooks.md): the account's subscriptions (target, event types,
// filters, status), a notice on each one disabled after failed deliveries with a button to resume it, a delete
// button on each, and the form for a new one. Only an account on the Business tier may subscribe; others are told so.
import type { UserAccount } from '../../access/user-accounts';
import { CATEGORIES, WEBHOOK_EVENT_TYPES } from '../../spec';
import type { SubscriptionRecord } from '../../webhooks/subscriptions';
import { html, type SafeHtml } from '../html';
import { CSRF_FIELD } from './csrf';

export interface WebhookSectionView {
  account: UserAccount;
  subscriptions: SubscriptionRecord[];
  csrfToken: string;
}

const utcTime = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function button(action: string, csrfToken: string, label: string, context: string): SafeHtml {
  return html`<form method="post" action="${action}" class="inline-form">
    <input type="hidden" name="${CSRF_FIELD}" value="${csrfToken}" />
    <button type="submit" class="secondary">${label}<span class="visually-hidden"> ${context}</span></button>
  </form>`;
}

function filters(sub: SubscriptionRecord): string {
  const parts = [
    sub.categories.length ? `categories ${sub.categories.join(', ')}` : '',
    sub.outlets.length ? `outlets ${sub.outlets.join(', ')}` : '',
    sub.tickers.length ? `tickers ${sub.tickers.join(', ')}` : '',
    sub.threshold !== null ? `threshold ${sub.threshold}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join('; ') : 'none';
}

function subscriptionCard(view: WebhookSectionView, sub: SubscriptionRecord): SafeHtml {
  const base = `/account/webhooks/${sub.id}`;
  const disabled = sub.status === 'disabled';
  return html`<li class="key-card${disabled ? ' revoked' : ''}">
    <h3><code>${sub.url}</code></h3>
    ${
      disabled
        ? html`<div class="error" role="alert">
            Disabled ${utcTime(sub.disabled_at!)}: ${sub.disabled_reason ?? 'deliveries kept failing'}. Fix
            the receiver, then resume it. ${button(`${base}/enable`, view.csrfToken, 'Resume', sub.url)}
          </div>`
        : ''
    }
    <dl>
      <dt>Id</dt>
      <dd><code>${sub.id}</code></dd>
      <dt>Events</dt>
      <dd>${sub.event_types.join(', ')}</dd>
      <dt>Filters</dt>
      <dd>${filters(sub)}</dd>
      <dt>Status</dt>
      <dd>${sub.status}</dd>
      <dt>Created</dt>
      <dd>${utcTime(sub.created_at)}</dd>
    </dl>
    ${button(`${base}/delete`, view.csrfToken, 'Delete subscription', sub.url)}
  </li>`;
}

function newSubscriptionForm(view: WebhookSectionView): SafeHtml {
  return html`<form method="post" action="/account/webhooks" class="account-form">
    <input type="hidden" name="${CSRF_FIELD}" value="${view.csrfToken}" />
    <div class="field">
      <label for="webhook-url">Target URL</label>
      <input id="webhook-url" name="url" type="url" required maxlength="2048" />
    </div>
    <fieldset class="field">
      <legend>Events</legend>
      ${WEBHOOK_EVENT_TYPES.map(
        (type) =>
          html`<label
            ><input type="checkbox" name="event_types" value="${type}" /> <code>${type}</code></label
          >`,
      )}
    </fieldset>
    <div class="field">
      <label for="webhook-threshold">Divergence threshold (for divergence.crossed, 1-100)</label>
      <input id="webhook-threshold" name="threshold" type="number" min="1" max="100" />
    </div>
    <div class="field">
      <label for="webhook-categories"
        >Categories (optional, separated by commas: ${CATEGORIES.join(', ')})</label
      >
      <input id="webhook-categories" name="categories" type="text" />
    </div>
    <div class="field">
      <label for="webhook-outlets">Outlets (optional: slugs such as cnn, reuters)</label>
      <input id="webhook-outlets" name="outlets" type="text" />
    </div>
    <div class="field">
      <label for="webhook-tickers">Tickers (optional: symbols such as AAPL, MSFT)</label>
      <input id="webhook-tickers" name="tickers" type="text" />
    </div>
    <button type="submit">Subscribe</button>
  </form>`;
}

export function renderWebhookSection(view: WebhookSectionView): SafeHtml {
  const intro = html`<h2 id="webhooks-heading">Webhooks</h2>
    <p>
      Parallax can POST to your server when a coverage gap opens or closes, an event's divergence crosses a
      threshold, or a new event appears, signed by the
      <a href="/api/v2/docs">Standard Webhooks</a> convention. The signing secret is shown once, when you
      subscribe.
    </p>`;
  if (view.account.tier !== 'business') {
    return html`<section aria-labelledby="webhooks-heading">
      ${intro}
      <p>Webhooks come with the Business tier.</p>
    </section>`;
  }
  return html`<section aria-labelledby="webhooks-heading">
    ${intro}
    ${
      view.subscriptions.length === 0
        ? html`<p>You have no subscriptions yet.</p>`
        : html`<ul class="key-list">
            ${view.subscriptions.map((sub) => subscriptionCard(view, sub))}
          </ul>`
    }
    <h3>New subscription</h3>
    ${newSubscriptionForm(view)}
  </section>`;
}
