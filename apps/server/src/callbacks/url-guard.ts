import dns from 'node:dns/promises';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { callbackUrlFieldError, type CallbackUrlRefusal } from '@payorder/contract';
import { AppError } from '../http/errors.ts';

const NAT64_WELL_KNOWN = ipaddr.IPv6.parse('64:ff9b::');
const IPV4_COMPATIBLE = ipaddr.IPv6.parse('::');

/**
 * The IPv4 address an IPv6 one carries (and reaches), `undefined` when it carries none, `null` when it
 * carries one at a place that cannot be known.
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null | undefined {
  const word = (index: number) => address.parts[index] ?? 0;
  const fromWords = (high: number, low: number) =>
    new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  switch (address.range()) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d (SIIT)
      return fromWords(word(6), word(7));
    case 'rfc6052':
      // NAT64's well-known prefix 64:ff9b::/96 keeps the IPv4 in the last 32 bits. The local-use
      // prefix 64:ff9b:1::/48 puts it wherever the operator's prefix length says: unknowable, refused.
      return address.match(NAT64_WELL_KNOWN, 96) ? fromWords(word(6), word(7)) : null;
    case '6to4': // 2002:AABB:CCDD::/48 is routed to a.b.c.d
      return fromWords(word(1), word(2));
    case 'teredo': // 2001:0:<server>:<flags>:<port>:<client>, the client's IPv4 stored inverted
      return fromWords(word(6) ^ 0xffff, word(7) ^ 0xffff);
    case 'unicast':
      // IPv4-compatible ::a.b.c.d (RFC 4291, deprecated), which ipaddr.js files as plain unicast.
      return address.match(IPV4_COMPATIBLE, 96) ? fromWords(word(6), word(7)) : undefined;
    default:
      return undefined;
  }
}

/**
 * Whether a callback may connect to this address: only globally routable unicast, as ipaddr.js
 * classifies ranges (loopback, private, link-local, CGNAT, multicast, documentation, reserved… are not).
 * An IPv6 address that carries an IPv4 one (mapped, NAT64, 6to4, Teredo, IPv4-compatible) reaches that
 * IPv4 address, so that one must be public too: [64:ff9b::7f00:1] is 127.0.0.1.
 */
export function isPublicAddress(ip: string): boolean {
  if (net.isIP(ip) === 0 || !ipaddr.isValid(ip)) return false;
  const address = ipaddr.parse(ip);
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const embedded = embeddedIPv4(address as ipaddr.IPv6);
  if (embedded === undefined) return address.range() === 'unicast';
  return embedded !== null && embedded.range() === 'unicast';
}

/** 400 callback_url_forbidden, the reason on the URL's own field as words and as its code (contract callback-url.ts). */
const forbidden = (message: string, reason: CallbackUrlRefusal, host: string, field: string) =>
  new AppError(400, 'callback_url_forbidden', message, { [field]: message }, undefined, {
    [field]: callbackUrlFieldError(reason, host),
  });

/**
 * Resolves the callback host and refuses it when any address is not public (SSRF guard), unless
 * ALLOW_PRIVATE_CALLBACKS is set; `field` names the request's field the refusal is said on. Returns the
 * addresses checked so delivery can pin one of them.
 */
export async function assertPublicCallbackUrl(
  url: string,
  allowPrivate: boolean,
  field = 'callbackUrl',
): Promise<string[]> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (allowPrivate) return [];
  let addresses: string[];
  if (net.isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await dns.lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
    } catch {
      throw forbidden(`The callback host ${host} does not resolve`, 'callback_host_unresolved', host, field);
    }
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) {
    throw forbidden(
      'Callback URLs must reach a public address, not a loopback, private or link-local one',
      'callback_url_not_public',
      host,
      field,
    );
  }
  return addresses;
}
