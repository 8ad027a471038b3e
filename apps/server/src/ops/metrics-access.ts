import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest();
const isLoopback = (address: string) => {
  const v4 = address.replace(/^::ffff:/, '');
  return address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(v4);
};

/**
 * Who may read metrics (the server's /metrics and the worker's). With METRICS_TOKEN set: a bearer of
 * that token, from anywhere. Unset: only a connection from this machine that no proxy forwarded (a
 * same-host reverse proxy adds X-Forwarded-For or Forwarded), so a default install never publishes
 * its figures. The socket's own address, not Fastify's request.ip, which TRUST_PROXY lets a header set.
 */
export function mayReadMetrics(request: IncomingMessage, token: string | undefined): boolean {
  if (token) {
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    return crypto.timingSafeEqual(sha256(given), sha256(token));
  }
  const isForwarded = Boolean(request.headers['x-forwarded-for'] ?? request.headers.forwarded);
  return isLoopback(request.socket.remoteAddress ?? '') && !isForwarded;
}
