import { isIPv6 } from 'node:net';

/**
 * What one client controls, as the key its per-address limits count by: an IPv4 address as it is, and
 * an IPv6 address as its /64 prefix (`2001:db8:0:0::/64`), since one IPv6 client is routinely given a
 * whole /64 and could otherwise take a fresh address for each attempt. An IPv4-mapped IPv6 address
 * (`::ffff:1.2.3.4`, how a dual-stack socket reports an IPv4 client) is its IPv4 address.
 * Used by every per-address limit: the route limits (security/rate-limit.ts), the console's failed
 * sign-ins (console/sign-in-limits.ts), the live streams (events/stream-caps.ts) and the connections
 * (security/connection-caps.ts).
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, ''); // a zone id (fe80::1%eth0) names the interface, not the client
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  const isIPv4Mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isIPv4Mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address: `::` filled in, a trailing dotted IPv4 read as two groups. */
function ipv6Groups(address: string): number[] {
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number);
          return [(a! << 8) | b!, (c! << 8) | d!];
        });
  const [head = '', tail] = address.split('::');
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
