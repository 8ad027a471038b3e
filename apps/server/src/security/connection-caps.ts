import net from 'node:net';
import type { Config } from '../config.ts';
import { addressKey } from './client-address.ts';

/** Why a connection was closed as it arrived: the process's cap, or its address's. */
export type RefusedBecause = 'total' | 'address';

export interface ConnectionCaps {
  /** Connections open at once in this process. */
  total: number;
  /** … from one client address (an IPv6 /64 is one); a trusted proxy's are not counted against it. */
  perAddress: number;
  /** The last of `total` kept for addresses that hold no connection yet (a probe, a new customer). */
  reserve: number;
  /** Whether the connection's peer is a proxy TRUST_PROXY names: many clients share its address. */
  isTrustedProxy: (address: string) => boolean;
}

/**
 * Caps the connections a server holds (issue 33, finding 7): a connection over a cap is closed as it
 * arrives, before any byte of it is read, so neither slow clients nor a flood can hold every socket
 * (and leave the database pool none). One address holds at most `perAddress`, far below `total`; the
 * last `reserve` connections go only to addresses holding none, so when many addresses fill the
 * process, a health probe or a new customer still gets in. Counted in this process; slow clients are
 * also cut by the HTTP timeouts (HTTP_HEADERS_TIMEOUT_MS and the rest, app.ts).
 */
export function capConnections(
  server: net.Server,
  caps: ConnectionCaps,
  onRefused: (because: RefusedBecause, address: string) => void = () => undefined,
): { openConnections: () => number } {
  let open = 0;
  const perAddress = new Map<string, number>();
  server.on('connection', (socket: net.Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return void socket.destroy(); // already gone
    const key = addressKey(address);
    const held = perAddress.get(key) ?? 0;
    const because: RefusedBecause | null =
      open >= caps.total || (held > 0 && open >= caps.total - caps.reserve)
        ? 'total'
        : held >= caps.perAddress && !caps.isTrustedProxy(address)
          ? 'address'
          : null;
    if (because) {
      socket.destroy();
      onRefused(because, key);
      return;
    }
    open++;
    perAddress.set(key, held + 1);
    socket.once('close', () => {
      open--;
      const left = (perAddress.get(key) ?? 1) - 1;
      if (left > 0) perAddress.set(key, left);
      else perAddress.delete(key);
    });
  });
  return { openConnections: () => open };
}

/** proxy-addr's named ranges, as Fastify's trustProxy reads them. */
const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Whether a connection's peer is a proxy as TRUST_PROXY says (the first hop Fastify believes): `true`
 * and a hop count trust every peer; a list trusts its addresses and ranges; unset trusts none.
 */
export function trustedProxyCheck(trustProxy: Config['TRUST_PROXY']): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  if (trustProxy === true || typeof trustProxy === 'number') return () => true;
  const list = new net.BlockList();
  for (const part of trustProxy.flatMap((entry) => NAMED_RANGES[entry] ?? [entry])) {
    const [address = '', prefix] = part.split('/');
    const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    // A dual-stack socket reports an IPv4 client as ::ffff:a.b.c.d.
    const ipv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (ipv4) return list.check(ipv4, 'ipv4');
    return list.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
  };
}
