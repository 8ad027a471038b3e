import net from 'node:net';
import path from 'node:path';
import {
  PAYOUT_DISPUTE_HOURS_DEFAULT,
  PAYOUT_OFFER_SECONDS_DEFAULT,
  PAYOUT_SEND_MINUTES_DEFAULT,
  PAYOUT_WAIT_MINUTES_DEFAULT,
} from '@payorder/contract';
import { z } from 'zod';

const ZFlag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

/** proxy-addr's names for address ranges, which Fastify's trustProxy also takes. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(part: string): boolean {
  if (PROXY_RANGE_NAMES.has(part) || net.isIP(part)) return true;
  const [address = '', prefix, ...rest] = part.split('/');
  return rest.length === 0 && net.isIP(address) !== 0 && /^\d{1,3}$/.test(prefix ?? '');
}

/**
 * Which forwarding headers to believe, as Fastify's `trustProxy` takes it: unset trusts none (the
 * client address is the connection's), `true` trusts every hop, a number that many hops, otherwise
 * comma-separated proxy addresses or CIDR ranges.
 */
const ZTrustProxy = z
  .string()
  .optional()
  .transform((value, ctx): boolean | number | string[] => {
    const text = value?.trim() ?? '';
    if (text === '' || text === 'false' || text === '0') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text);
    const parts = text.split(',').map((part) => part.trim());
    if (parts.every(isAddressOrRange)) return parts;
    ctx.addIssue({
      code: 'custom',
      message: 'true, a hop count, or comma-separated addresses or CIDR ranges',
    });
    return z.NEVER;
  });

/** Comma-separated page origins (`https://pay.example.com`) allowed to call the API from a browser. */
const ZOrigins = z
  .string()
  .optional()
  .transform((value, ctx): string[] => {
    const parts = (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    for (const part of parts) {
      let origin: string | null = null;
      try {
        origin = new URL(part).origin;
      } catch {
        // reported below
      }
      if (origin !== part) {
        ctx.addIssue({ code: 'custom', message: `${part} is not an origin like https://pay.example.com` });
        return z.NEVER;
      }
    }
    return parts;
  });

/** Environment configuration, parsed once at start; a bad value stops the process naming the variable. */
export const ZConfig = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    DATABASE_URL: z.string().url().optional(),
    /**
     * With DATABASE_URL behind a transaction-mode pooler (PgBouncer): PostgreSQL itself, for the one
     * connection that needs a session (LISTEN). Unset: DATABASE_URL. docs/architecture.md "Database".
     */
    DATABASE_DIRECT_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('.data'),
    PUBLIC_URL: z.string().url().optional(),
    /** Runtime configuration handed to the page (docs/product/payment-page.md §9): where it calls the API, when not this origin. */
    WEB_API_HOST: z.string().url().optional(),
    /** Analytics measurement id for the page; none loads no analytics at all. */
    ANALYTICS_MEASUREMENT_ID: z.string().max(64).optional(),
    ADMIN_API_KEY: z.string().min(16).optional(),
    /** Base64 of 32 bytes; encrypts shop webhook secrets at rest. Generated under DATA_DIR when unset. */
    SECRETS_KEY: z.string().optional(),
    /** On by default, so `npm start` shows the product at once; refused with NODE_ENV=production (below). */
    DEMO: ZFlag.default(true),
    /** Lets DEMO=1 run with NODE_ENV=production: demo orders need no credential, demo sign-ins are known. */
    DEMO_IN_PRODUCTION: ZFlag.default(false),
    /** Only read to refuse the demo in production by mistake. */
    NODE_ENV: z.string().optional(),
    /** Demo orders (`POST /demo/orders`, no credential needed) per client address per minute. */
    DEMO_ORDERS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** Run the callback delivery worker inside the server process. */
    WORKER: ZFlag.default(true),
    /** Seconds between callback delivery attempts, comma-separated: about a day in all. */
    CALLBACK_RETRY_SCHEDULE: z
      .string()
      .default('10,30,60,120,300,600,1200,1800,3600,3600,7200,7200,14400,14400,21600,21600')
      .transform((value, ctx) => {
        const seconds = value.split(',').map((part) => Number(part.trim()));
        if (seconds.length === 0 || seconds.some((s) => !Number.isFinite(s) || s < 0)) {
          ctx.addIssue({ code: 'custom', message: 'comma-separated non-negative numbers of seconds' });
          return z.NEVER;
        }
        return seconds;
      }),
    CALLBACK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** How often the callback worker looks for due callbacks when it has nothing to do. */
    CALLBACK_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(500),
    /** Callback attempts one worker runs at once. */
    CALLBACK_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(16),
    ALLOW_PRIVATE_CALLBACKS: ZFlag.default(false),
    /** How often open orders past statusTimeoutAt (and payouts past their times) are looked for. */
    SWEEP_INTERVAL_MS: z.coerce.number().int().min(50).default(1000),
    /** Payouts (docs/architecture.md "Payouts"): minutes a new payout waits for a trader before it fails. */
    PAYOUT_WAIT_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(PAYOUT_WAIT_MINUTES_DEFAULT),
    /** Minutes a trader has from taking a payout to completing it; then it goes to the operator. */
    PAYOUT_SEND_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(PAYOUT_SEND_MINUTES_DEFAULT),
    /** Seconds one trader is offered a payout before the next one is. */
    PAYOUT_OFFER_SECONDS: z.coerce.number().int().min(5).max(3600).default(PAYOUT_OFFER_SECONDS_DEFAULT),
    /** Hours after completion in which a shop may dispute a payout. */
    PAYOUT_DISPUTE_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(90 * 24)
      .default(PAYOUT_DISPUTE_HOURS_DEFAULT),
    /** Milliseconds between heartbeat comments on an idle event stream; each one also re-checks every stream's access. */
    EVENTS_HEARTBEAT_MS: z.coerce.number().int().min(10).default(15_000),
    /** Live streams at once, in this process: of one order (its customer's token); over it, 429 rate_limited. */
    EVENTS_MAX_STREAMS_PER_ORDER: z.coerce.number().int().min(1).default(4),
    /** … of one console session, or of one trader's API key. */
    EVENTS_MAX_STREAMS_PER_SESSION: z.coerce.number().int().min(1).default(8),
    /** … from one client address (request.ip, as TRUST_PROXY decides it; an IPv6 /64 is one address). */
    EVENTS_MAX_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(200),
    /**
     * Connections open at once in this process; one more is closed as it arrives. Below the process's
     * open-file limit (`ulimit -n`), which the database pool, receipts and logs share.
     */
    MAX_CONNECTIONS: z.coerce.number().int().min(2).default(4096),
    /**
     * … from one client address (an IPv6 /64 is one), far below MAX_CONNECTIONS so one address cannot take
     * them all; a proxy TRUST_PROXY names is not held to it. At least EVENTS_MAX_STREAMS_PER_ADDRESS.
     */
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(256),
    /** The last of MAX_CONNECTIONS, kept for addresses holding none yet: health probes and new customers. */
    CONNECTIONS_RESERVED_FOR_NEW_ADDRESSES: z.coerce.number().int().min(1).default(64),
    /** Milliseconds a client has to send a whole request, headers and body (a slow body is cut with 408). */
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
    /** Milliseconds a client has to send a request's headers; at most HTTP_REQUEST_TIMEOUT_MS. */
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
    /** Milliseconds a connection may stay silent both ways; above EVENTS_HEARTBEAT_MS, which keeps a stream talking. */
    HTTP_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
    /** Milliseconds an idle keep-alive connection is kept; above a load balancer's own idle timeout. */
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(72_000),
    /** Largest request body in bytes, where a route does not set its own (a receipt upload does). */
    HTTP_BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(64 * 1024),
    /**
     * Requests one keep-alive connection may carry before it is closed (0: no limit). Off by default:
     * Node answers 503 to a request a client sends on the connection before it reads the `Connection:
     * close` of the last one allowed (the throughput bench's poll saw 852 such 503s at 1000).
     */
    HTTP_MAX_REQUESTS_PER_SOCKET: z.coerce.number().int().min(0).default(0),
    LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(60),
    LOGIN_RATE_LIMIT_PER_ORDER: z.coerce.number().int().min(1).default(20),
    /**
     * Bank notifications a paired phone (its device key) may post a minute; past it 429 rate_limited with
     * Retry-After, and the phone's retry is accepted later. Room for a busy trader's phone catching up.
     */
    INGEST_RATE_LIMIT_PER_DEVICE: z.coerce.number().int().min(1).default(60),
    /**
     * Wrong device keys posted to the ingest route per client address (an IPv6 /64 is one) a minute; then
     * 429 rate_limited with Retry-After before any key is looked up, a right one too, until the minute ends.
     */
    INGEST_AUTH_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
    /** Phones one trader may have paired at once; one more answers 409 device_limit_reached. */
    MAX_DEVICES_PER_TRADER: z.coerce.number().int().min(1).default(10),
    /** Page error reports per client address per minute. */
    CLIENT_ERRORS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** Console sign-ins per client address per minute (any login). */
    CONSOLE_LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
    /**
     * Failed console sign-ins per client address (an IPv6 /64 is one) per hour, any login; then the address
     * is refused before any account's counter moves. Below the account lock's 5, so one address cannot lock
     * an account out.
     */
    CONSOLE_SIGN_IN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(4),
    /**
     * Minutes a console account (or an unknown login) stays locked after 5 failed sign-ins in a row (fractions
     * allowed); a failure this long after the previous one starts the count again.
     */
    CONSOLE_LOCK_MINUTES: z.coerce.number().positive().default(15),
    /** Hours a console session lasts without use; each use extends it (at most 7 days from sign-in). */
    CONSOLE_SESSION_IDLE_HOURS: z.coerce.number().positive().max(168).default(12),
    /** Redis for the rate limits' counters, shared by every replica; unset counts in memory per process. */
    REDIS_URL: z
      .string()
      .url()
      .refine((value) => /^rediss?:\/\//.test(value), 'a redis:// or rediss:// URL')
      .optional(),
    TRUST_PROXY: ZTrustProxy,
    CORS_ORIGINS: ZOrigins,
    /** Days kept: reported page errors; idempotency keys (a key older than this makes a new order); attempts of finished callbacks. */
    CLIENT_ERROR_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
    IDEMPOTENCY_KEY_RETENTION_DAYS: z.coerce.number().int().min(1).default(7),
    CALLBACK_ATTEMPT_RETENTION_DAYS: z.coerce.number().int().min(1).default(90),
    /** How often rows past their retention are deleted. */
    PRUNE_INTERVAL_MS: z.coerce.number().int().min(50).default(3_600_000),
    /** Where the built web app lives; served when it exists. */
    WEB_DIST_DIR: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
    /** Seconds the simulated trader waits before each of its moves. */
    DEMO_TRADER_DELAY_MS: z.coerce.number().int().min(0).default(3000),
    STORAGE: z.enum(['disk', 's3']).default('disk'),
    S3_ENDPOINT: z.string().url().optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Milliseconds a SIGTERM/SIGINT waits for requests, streams and the callback worker before forcing exit. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    /** Bearer token for GET /metrics; unset serves /metrics only to unforwarded loopback connections. */
    METRICS_TOKEN: z.string().min(16).optional(),
    /** `npm run worker` only: port of its own /metrics (same METRICS_TOKEN rule); unset serves none. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((config, ctx) => {
    if (config.DATABASE_DIRECT_URL && !config.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_DIRECT_URL'],
        message: 'needs DATABASE_URL (the embedded database has no pooler to go around)',
      });
    }
    // The demo is an open door (orders without a credential, sign-ins whose passwords sit under
    // DATA_DIR): never in production by a forgotten DEMO=0.
    if (config.DEMO && config.NODE_ENV === 'production' && !config.DEMO_IN_PRODUCTION) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO'],
        message:
          'the demo (DEMO=1, the default) is refused with NODE_ENV=production: set DEMO=0, or DEMO_IN_PRODUCTION=1 to run it there anyway',
      });
    }
    // Node refuses a headers timeout above the request's; a silent connection would cut every idle stream.
    if (config.HTTP_HEADERS_TIMEOUT_MS > config.HTTP_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_MS'],
        message: 'at most HTTP_REQUEST_TIMEOUT_MS',
      });
    }
    // Headroom: one address's connections and the reserve for new addresses both fit under the total.
    if (
      config.MAX_CONNECTIONS_PER_ADDRESS + config.CONNECTIONS_RESERVED_FOR_NEW_ADDRESSES >
      config.MAX_CONNECTIONS
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAX_CONNECTIONS_PER_ADDRESS'],
        message: 'at most MAX_CONNECTIONS less CONNECTIONS_RESERVED_FOR_NEW_ADDRESSES',
      });
    }
    if (config.HTTP_CONNECTION_TIMEOUT_MS <= config.EVENTS_HEARTBEAT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_CONNECTION_TIMEOUT_MS'],
        message: 'above EVENTS_HEARTBEAT_MS (a live stream is silent between heartbeats)',
      });
    }
  });
export type Config = z.infer<typeof ZConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ZConfig.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
}

/** Config for tests and embedding: defaults, then the given overrides. */
export function makeConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return loadConfig({ DEMO: '0', LOG_LEVEL: 'silent', ...overrides } as NodeJS.ProcessEnv);
}
