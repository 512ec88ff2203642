// Which peers may name the client (TRUST_PROXY) and who the client of a request therefore is. A proxy appends
// the address it received the request from to X-Forwarded-For, so the list is read from its right end: each
// hop a trusted proxy vouches for is believed, and the first address no trusted proxy stands behind is the
// client. Whatever a client wrote further left (a forged X-Forwarded-For) is never reached.
import net from 'node:net';
import type { TrustProxy } from '../net/trust-proxy';

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
