import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { levels, stdSerializers, type Bindings, type ChildLoggerOptions, type LoggerOptions } from 'pino';
import type { Config } from './config.ts';

const REDACTED = '[redacted]';

/**
 * Credentials as they appear inside text (a URL, an error message): the payment link's token, a
 * `token` or `key` query or form field, bearer credentials, an `X-Api-Key` header, shop and trader API
 * keys, phones' device keys, webhook secrets, the console's session cookie, a customer access token, a
 * TOTP recovery code and a card number.
 */
const SECRET_PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(\/order\/[^/?#\s"'<>]+\/)[^/?#\s"'<>]+/g, `$1${REDACTED}`],
  [/([?&;](?:token|accessToken|access_token|key|apiKey|api_key|deviceKey)=)[^&#\s"'<>]*/gi, `$1${REDACTED}`],
  [/\b(Bearer\s+)[^\s"',;]+/gi, `$1${REDACTED}`],
  // An API key header as a forwarder's settings or a curl line quote it (`X-Api-Key: …`).
  [/\b((?:x-)?api-key["']?\s*[:=]\s*["']?)[^\s"',;&]+/gi, `$1${REDACTED}`],
  [/\b(shop|trader|whsec)_[A-Za-z0-9_-]+/g, `$1_${REDACTED}`],
  // A paired phone's device key (bank-notifications/devices.ts): `device_` and 24 random bytes in base64url;
  // `device_id` and other names stay.
  [/\bdevice_[A-Za-z0-9_-]{16,}/g, `device_${REDACTED}`],
  // The console's session cookie (CONSOLE_SESSION_COOKIE), in a Cookie or Set-Cookie line.
  [/\b(payorder_console=)[^;,\s"']+/g, `$1${REDACTED}`],
  // A customer access token (security/customer-token.ts): `<base64url payload>.<hex HMAC-SHA256>`.
  [/[A-Za-z0-9_-]{16,}\.[0-9a-f]{64}\b/g, REDACTED],
  // A TOTP recovery code (console/totp.ts): xxxxx-xxxxx of letters and digits without look-alikes;
  // not inside a path or a longer name (`node_modules/react-query/…` in a stack).
  [/(?<![\w./@-])[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}(?![\w./@-])/gi, REDACTED],
  // A card number: 13 to 19 digits, perhaps grouped by spaces or dashes. Not a UUID's first three
  // groups or its last two when they are digits only (an order id, about one in a thousand).
  [
    /\b(?<![0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-)\d(?:[ -]?\d){12,18}\b(?!-[0-9a-f]{4}-[0-9a-f]{12}\b)/gi,
    REDACTED,
  ],
];

/** Field names whose value is a credential wherever it appears (headers, bodies, page error reports). */
const SECRET_FIELDS = [
  'token',
  'accessToken',
  'apiKey',
  'adminApiKey',
  'adminKey',
  'webhookSecret',
  'deviceKey',
  'previousWebhookSecret',
  'secret',
  'password',
  'passwordHash',
  'temporaryPassword',
  'currentPassword',
  'newPassword',
  'totp',
  'totpSecret',
  'recoveryCode',
  'recoveryCodes',
  'authorization',
  'cookie',
];
const SECRET_FIELD_NAMES = new Set(SECRET_FIELDS.map((name) => name.toLowerCase()));

/** Whether a field of this name holds a credential (any case): its whole value is taken out. */
export const isSecretField = (name: string) => SECRET_FIELD_NAMES.has(name.toLowerCase());

/** Fields that hold a credential wherever they are logged: headers, request bodies, API answers. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'req.cookies',
  'cookies',
  '*.cookies',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_FIELDS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** Removes credentials from a piece of text; `literals` are secrets without a recognisable shape (the admin key). */
export function redactText(text: string, literals: readonly string[] = []): string {
  let result = text;
  for (const literal of literals) if (literal) result = result.split(literal).join(REDACTED);
  for (const [pattern, replacement] of SECRET_PATTERNS) result = result.replace(pattern, replacement);
  return result;
}

/**
 * A copy of a JSON-like value (a page's error report) without credentials: a field named like one
 * (SECRET_FIELDS, any case) loses its whole value, and every other string goes through `redactText`.
 * The one redaction of what a client sends, applied before it is stored and logged alike.
 */
export function redactDeep(value: unknown, literals: readonly string[] = []): unknown {
  if (typeof value === 'string') return redactText(value, literals);
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, literals));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        isSecretField(key) ? REDACTED : redactDeep(item, literals),
      ]),
    );
  }
  return value;
}

/**
 * The one logger configuration, for the server (Fastify) and the callback worker process: JSON lines
 * from which payment-link tokens, bearer tokens, API keys and webhook secrets are removed — by field
 * name (pino's redact) and, in request URLs and error messages, by their shape.
 */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL'>,
  literals: readonly string[] = [],
): LoggerOptions {
  const scrub = (text: string) => redactText(text, literals);
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      // Fastify's own request serializer, with the URL's credentials taken out.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: scrub(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error: Error) => {
        const serialized = stdSerializers.err(error);
        serialized.message = scrub(serialized.message ?? '');
        if (serialized.stack) serialized.stack = scrub(serialized.stack);
        return serialized;
      },
    },
  };
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
const noop = () => undefined;

/**
 * Fastify's childLoggerFactory: each request's logger (bound to its request id) is made only when the
 * request logs something at a level that is on. pino redacts a child's bindings as it makes it, a
 * tenth of the customer's poll, which at its route's `warn` level never logs when it succeeds.
 */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  let child: FastifyBaseLogger | undefined;
  const real = () => (child ??= logger.child(bindings, options));
  const level = options.level ?? logger.level;
  const threshold = levels.values[level] ?? Infinity; // silent: nothing is logged
  const method = (name: Level) =>
    (levels.values[name] ?? 0) >= threshold
      ? (...args: unknown[]) => (real()[name] as (...rest: unknown[]) => void)(...args)
      : noop;
  return {
    level,
    fatal: method('fatal'),
    error: method('error'),
    warn: method('warn'),
    info: method('info'),
    debug: method('debug'),
    trace: method('trace'),
    silent: noop,
    child: (childBindings, childOptions) => real().child(childBindings, childOptions),
  } as FastifyBaseLogger;
}
