// Which network addresses an outgoing request (a feed fetch, a webhook delivery) may connect to, and a DNS lookup
// that refuses the others. A feed URL, every redirect it answers with, and a subscriber's webhook target are
// third-party input: without this an outlet's feed (or whoever took over its domain) or a subscriber could make
// the service send requests into the host's own network (docs/security.md, API7).
import { BlockList, isIP } from 'node:net';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';

/**
 * Loopback targets a deployment allows: 'none' in production; the test suite's feed server and webhook receivers
 * run on 127.0.0.1, so the suite allows loopback, everywhere ('all') or on the listed ports only
 * (FEEDS_ALLOW_LOOPBACK, WEBHOOKS_ALLOW_LOOPBACK).
 */
export type LoopbackPorts = 'none' | 'all' | readonly number[];

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * Never a feed server: private, shared, link-local (cloud metadata at 169.254.169.254), reserved and multicast.
 * BlockList matches an IPv4 rule against the IPv4-mapped IPv6 spelling too (::ffff:10.0.0.1).
 */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT; Alibaba Cloud's metadata service is 100.100.100.200
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3], // multicast, reserved and broadcast
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['fc00::', 7], // unique local, AWS's IPv6 metadata fd00:ec2::254 included
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

/** A connection the guard refused: the address a name resolved to, or none at all. */
export class RefusedAddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedAddressError';
  }
}

/** Why a connection to `address` on `port` is refused, or undefined when it is allowed. */
export function refusal(address: string, port: number, loopback: LoopbackPorts): string | undefined {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (LOOPBACK.check(address, family)) {
    const allowed = loopback === 'all' || (Array.isArray(loopback) && loopback.includes(port));
    return allowed ? undefined : `refused loopback address ${address}`;
  }
  return INTERNAL.check(address, family) ? `refused internal address ${address}` : undefined;
}

/** The port a URL connects to, its scheme's default when it names none. */
export function portOf(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/**
 * A lookup for the connection itself: it resolves once and hands the socket the address it checked, so a second
 * answer from DNS (rebinding) cannot slip another address in between the check and the connect. Every address a
 * name resolves to must be allowed, so the choice between them cannot matter.
 */
export function guardedLookup(port: number, loopback: LoopbackPorts): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.map((a) => refusal(a.address, port, loopback)).find(Boolean);
      if (refused) return callback(new RefusedAddressError(`${hostname}: ${refused}`), '', 0);
      if (addresses.length === 0) return callback(new RefusedAddressError(`${hostname}: no address`), '', 0);
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** Why a URL's host, when it is an address written into the URL itself, is refused (DNS never sees a literal). */
export function literalRefusal(url: URL, loopback: LoopbackPorts): string | undefined {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? refusal(host, portOf(url), loopback) : undefined;
}

/**
 * Why a URL is refused before any request is sent: a literal address, or a name that resolves to any refused
 * address now (the connection resolves again through guardedLookup, so a later answer is checked too).
 */
export async function resolvedRefusal(url: URL, loopback: LoopbackPorts): Promise<string | undefined> {
  const literal = literalRefusal(url, loopback);
  if (literal) return literal;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return undefined;
  return new Promise((resolve) => {
    guardedLookup(portOf(url), loopback)(host, { all: true }, (error) =>
      resolve(error ? error.message : undefined),
    );
  });
}
