// One delivery attempt: a POST of the JSON body with the Standard Webhooks headers, over a connection whose address
// the shared guard checked after DNS (pinned: the socket connects to the address checked), no redirect followed
// (a 3xx is a failed attempt, as the convention says), and a timeout on the whole exchange. The receiver's body is
// not read beyond what closing it takes.
import { Agent, fetch } from 'undici';
import { guardedLookup, portOf } from '../net/address-guard';
import { signatureHeader } from './signature';
import type { TargetRules } from './target';
import { targetProblem } from './target';

export interface DeliveryRequest {
  url: string;
  webhookId: string;
  body: string;
  secrets: readonly string[];
  timeoutMs: number;
  rules: TargetRules;
  now?: number;
}

export type AttemptResult =
  | { ok: true; httpStatus: number; durationMs: number }
  | { ok: false; httpStatus: number | null; error: string; durationMs: number };

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out';
  return cause?.message ?? cause?.code ?? (error instanceof Error ? error.message : String(error));
}

export async function sendDelivery(request: DeliveryRequest): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const refused = await targetProblem(request.url, request.rules);
  if (refused) return { ok: false, httpStatus: null, error: refused, durationMs: elapsed() };
  const url = new URL(request.url);
  const agent = new Agent({ connect: { lookup: guardedLookup(portOf(url), request.rules.loopbackPorts) } });
  const timestamp = Math.floor((request.now ?? Date.now()) / 1000);
  try {
    const res = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      dispatcher: agent,
      signal: AbortSignal.timeout(request.timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Parallax-Webhooks/1',
        'webhook-id': request.webhookId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signatureHeader(request.secrets, request.webhookId, timestamp, request.body),
      },
      body: request.body,
    });
    await res.body?.cancel().catch(() => undefined);
    if (res.status >= 200 && res.status <= 299)
      return { ok: true, httpStatus: res.status, durationMs: elapsed() };
    const error =
      res.status >= 300 && res.status <= 399 ? 'redirects are not followed' : `HTTP ${res.status}`;
    return { ok: false, httpStatus: res.status, error, durationMs: elapsed() };
  } catch (err) {
    return { ok: false, httpStatus: null, error: describe(err), durationMs: elapsed() };
  } finally {
    await agent.destroy().catch(() => undefined);
  }
}
