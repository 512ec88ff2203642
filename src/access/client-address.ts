// What the anonymous daily cap is counted by (SPEC §5.2: 5 requests per day without a key). An IPv4 address
// counts alone; an IPv6 address counts by its /64, because one subscriber is normally given a whole /64 and
// could otherwise take a fresh address, and a fresh cap, for every request.
import net from 'node:net';

export function capSubject(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (net.isIPv4(address)) return address;
  if (!net.isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, `::` expanded, leading zeros dropped. */
function expandIPv6(address: string): string[] {
  const withoutZone = address.split('%')[0].toLowerCase();
  const [head, tail] = withoutZone.includes('::') ? withoutZone.split('::') : [withoutZone, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups.map((group) => (parseInt(group, 16) || 0).toString(16));
}
