import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer carries a credential or a payment link (an API key, an access token, a session
     * cookie, a payment URL): sent with `Cache-Control: no-store` so no browser or proxy keeps it.
     */
    hasCredentials?: boolean;
  }
}

const quoted = (hashes: string[]) => hashes.map((hash) => `'${hash}'`);

/**
 * Origins the page talks to besides its own: the API host when it is another one, and analytics when
 * on. `styleHashes`: the hashes ('sha256-…') of the style elements the page's HTML carries inline;
 * `options.scriptHashes` those of its inline scripts (the page's entry, page/web.ts).
 */
export function contentSecurityPolicy(
  config: Pick<Config, 'WEB_API_HOST' | 'ANALYTICS_MEASUREMENT_ID'>,
  styleHashes: string[] = [],
  options: { isFramedBySelf?: boolean; scriptHashes?: string[] } = {},
): string {
  const apiOrigin = config.WEB_API_HOST ? new URL(config.WEB_API_HOST).origin : '';
  const analytics = config.ANALYTICS_MEASUREMENT_ID
    ? {
        script: 'https://www.googletagmanager.com',
        connect: 'https://*.google-analytics.com https://*.analytics.google.com',
      }
    : { script: '', connect: '' };
  const directives = {
    'default-src': "'self'",
    'script-src': ["'self'", analytics.script, ...quoted(options.scriptHashes ?? [])].join(' '),
    'style-src': ["'self'", ...quoted(styleHashes)].join(' '),
    'img-src': "'self' data: blob: https:",
    'font-src': "'self'",
    'connect-src': `'self' ${apiOrigin} ${analytics.connect}`,
    'media-src': "'self' blob:",
    'worker-src': "'self' blob:",
    'object-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'self'",
    // Only the branding preview may be framed, and only by this origin (the operator's console).
    'frame-ancestors': options.isFramedBySelf ? "'self'" : "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value.replace(/\s+/g, ' ').trim()}`)
    .join('; ');
}

/**
 * The console's pages (/console): as strict as the payment page's, without analytics, plus what the
 * console does that the page does not: receipts shown from this origin in an <img>, <iframe> or
 * <object> (frame-src and object-src 'self', for a PDF), and a sound for new orders (media-src).
 */
export function consoleContentSecurityPolicy(config: Pick<Config, 'WEB_API_HOST'>): string {
  const apiOrigin = config.WEB_API_HOST ? new URL(config.WEB_API_HOST).origin : '';
  const directives = {
    'default-src': "'self'",
    'script-src': "'self'",
    'style-src': "'self'",
    'img-src': "'self' data: blob:",
    'font-src': "'self'",
    'connect-src': `'self' ${apiOrigin}`,
    'media-src': "'self' data: blob:",
    'worker-src': "'self'",
    'frame-src': "'self'",
    'object-src': "'self'",
    'base-uri': "'none'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value.replace(/\s+/g, ' ').trim()}`)
    .join('; ');
}

/**
 * Headers every answer carries. The payment link's token must never leak through a Referer, the page
 * runs no inline script, and it is never framed. A route may set its own CSP (the demo page does). A
 * route whose answer carries a credential or a payment link declares `config: { hasCredentials: true }`
 * and its answers (errors too) are sent with `Cache-Control: no-store`: one flag, so a new route is
 * covered by declaring it.
 * Written out rather than through @fastify/helmet: the CSP is built per page (style hashes, API and
 * analytics origins) and per route, Permissions-Policy is not one of helmet's, and helmet's defaults
 * (HSTS and upgrade-insecure-requests on plain HTTP) would have to be switched off one by one.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const csp = contentSecurityPolicy(config);
  app.addHook('onSend', async (request, reply) => {
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Content-Type-Options', 'nosniff');
    // A route may allow its own origin to frame it (an inline receipt in the console).
    if (!reply.hasHeader('X-Frame-Options')) reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(self), microphone=(self), geolocation=(), payment=()');
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', csp);
    // A renewed session cookie rides on any console answer: it is a credential too.
    if (request.routeOptions.config?.hasCredentials || reply.hasHeader('set-cookie'))
      reply.header('Cache-Control', 'no-store');
    if (request.protocol === 'https')
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}
