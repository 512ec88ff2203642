// Whether a webhook target URL may be delivered to (docs/webhooks.md, "Targets"): http(s) with a host and no
// credentials, https only in production, and no loopback, private, link-local or metadata address, neither
// written into the URL nor among what its name resolves to. Checked when a subscription is created and again
// before every delivery (a name may resolve elsewhere since); the connection itself resolves once more through
// the shared guard (src/net/address-guard.ts) and connects to the address it checked.
import { resolvedRefusal, type LoopbackPorts } from '../net/address-guard';
import { MAX_URL_LENGTH } from '../spec';

export interface TargetRules {
  loopbackPorts: LoopbackPorts;
  httpsOnly: boolean;
}

/** Why the URL's form is refused (no DNS), or undefined when it is acceptable. */
export function targetFormProblem(raw: string, rules: TargetRules): string | undefined {
  if (raw.length > MAX_URL_LENGTH) return `url must be at most ${MAX_URL_LENGTH} characters`;
  if (!URL.canParse(raw)) return 'url must be an absolute http(s) URL';
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'url must be an http(s) URL';
  if (rules.httpsOnly && url.protocol !== 'https:') return 'url must be https';
  if (url.username || url.password) return 'url must not carry a user name or password';
  if (url.hash) return 'url must not have a fragment';
  return undefined;
}

/** Why the target is refused now, DNS included, or undefined when a delivery may be sent to it. */
export async function targetProblem(raw: string, rules: TargetRules): Promise<string | undefined> {
  const form = targetFormProblem(raw, rules);
  if (form) return form;
  const refused = await resolvedRefusal(new URL(raw), rules.loopbackPorts);
  return refused ? `url is refused: ${refused}` : undefined;
}
