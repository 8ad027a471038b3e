import dns from 'node:dns/promises';
import net from 'node:net';
import { AppError } from '../http/errors.ts';

/** Addresses a callback must never reach: loopback, private, link-local, and other non-public ranges. */
const blocked = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv6');
}

export function isPrivateAddress(ip: string): boolean {
  const family = net.isIP(ip);
  if (family === 0) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return blocked.check(mapped[1], 'ipv4');
  return blocked.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}

const forbidden = (message: string) =>
  new AppError(400, 'callback_url_forbidden', message, { callbackUrl: message });

/**
 * Resolves the callback host and refuses it when any address is not public (SSRF guard), unless
 * ALLOW_PRIVATE_CALLBACKS is set. Returns the addresses checked so delivery can pin one of them.
 */
export async function assertPublicCallbackUrl(url: string, allowPrivate: boolean): Promise<string[]> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (allowPrivate) return [];
  let addresses: string[];
  if (net.isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await dns.lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
    } catch {
      throw forbidden(`The callback host ${host} does not resolve`);
    }
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
    throw forbidden('Callback URLs must reach a public address, not a loopback, private or link-local one');
  }
  return addresses;
}
