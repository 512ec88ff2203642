// Which peers may name the client (TRUST_PROXY) and who the client of a request therefore is. A proxy appends
// the address it received the request from to X-Forwarded-For, so the list is read from its right end: each
// hop a trusted proxy vouches for is believed, and the first address no trusted proxy stands behind is the
// client. Whatever a client wrote further left (a forged X-Forwarded-For) is never reached.
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

/** An IPv4 peer on a dual-stack socket arrives as ::ffff:a.b.c.d; ranges and limits see the IPv4 address. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

/** Whether the hop at `distance` from this server (0: the TCP peer) is a proxy this deployment trusts. */
function trustRule(trust: TrustProxy): (address: string, distance: number) => boolean {
  if (trust.kind === 'none') return () => false;
  if (trust.kind === 'hops') return (_address, distance) => distance < trust.hops;
  const proxies = new net.BlockList();
  for (const range of trust.ranges) {
    const [address, prefix] = range.split('/');
    const family = net.isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(prefix), family);
  }
  return (address) => proxies.check(address, net.isIPv4(address) ? 'ipv4' : 'ipv6');
}

/** The client's address given the TCP peer and the X-Forwarded-For header (absent, or several joined). */
export function forwardedClient(
  trust: TrustProxy,
): (peer: string, forwardedFor: string | undefined) => string {
  const trusted = trustRule(trust);
  return (peer, forwardedFor) => {
    const hops = (forwardedFor ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => hop !== '')
      .reverse();
    let client = unmapped(peer);
    for (let distance = 0; distance < hops.length && trusted(client, distance); distance++) {
      // A trusted proxy writes a real address for its peer; anything else came from further out, so the
      // request is counted against the last proxy that can be believed rather than against a made-up name.
      if (!net.isIP(hops[distance])) break;
      client = unmapped(hops[distance]);
    }
    return client;
  };
}
