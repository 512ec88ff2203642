// TRUST_PROXY's value: which peers may name the client of a request (src/http/forwarded-client.ts reads the
// X-Forwarded-For header by it), parsed and checked where the configuration is validated (src/config.ts).
import net from 'node:net';

/** No proxy (the TCP peer is the client), a fixed number of proxies in front, or the proxies' address ranges. */
export type TrustProxy =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'ranges'; ranges: string[] };

export const NO_PROXY: TrustProxy = { kind: 'none' };

/** More proxies than this in front of one service is a configuration mistake, not a deployment. */
const MAX_HOPS = 10;

export const TRUST_PROXY_RULE =
  `a number of proxies in front (1-${MAX_HOPS}) or a comma-separated list of their addresses or CIDR ranges ` +
  '(e.g. 127.0.0.1 or 10.0.0.0/8, ::1)';

/** TRUST_PROXY's value parsed, or why it is invalid. */
export function parseTrustProxy(value: string): TrustProxy | { error: string } {
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops === 0) return NO_PROXY;
    return hops <= MAX_HOPS ? { kind: 'hops', hops } : { error: `${text} proxies: at most ${MAX_HOPS}` };
  }
  const ranges = text.split(',').map((item) => item.trim());
  for (const range of ranges) {
    const problem = rangeProblem(range);
    if (problem) return { error: `"${range}" ${problem}` };
  }
  return { kind: 'ranges', ranges };
}

function rangeProblem(range: string): string | undefined {
  const [address, prefix, ...rest] = range.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return 'is no IP address or CIDR range';
  if (prefix === undefined) return undefined;
  const bits = family === 4 ? 32 : 128;
  // A /0 would trust every peer, so anyone could name any client address: never what a deployment means.
  if (!/^\d+$/.test(prefix) || Number(prefix) < 1 || Number(prefix) > bits) {
    return `has a prefix length outside 1-${bits}`;
  }
  return undefined;
}
