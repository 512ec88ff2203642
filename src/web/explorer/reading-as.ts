// The line at the top of each list page that says whose view of the archive this is: a guest's last 7 days, or
// the signed-in account's tier and its lookback.
import type { Caller } from '../../access/caller';
import { TIER_LIMITS } from '../../spec';
import { html, type SafeHtml } from '../html';

export function readingAs(caller: Caller): SafeHtml {
  const days = TIER_LIMITS[caller.tier].lookbackDays;
  const reach = days === null ? 'the whole archive' : `events first seen in the last ${days} days`;
  if (caller.tier === 'anonymous') {
    return html`<p class="notice">
      You are browsing as a guest: the pages show ${reach}. <a href="/account">Sign in</a> to read further
      back.
    </p>`;
  }
  return html`<p class="notice">Your ${caller.tier} account reads ${reach}.</p>`;
}
