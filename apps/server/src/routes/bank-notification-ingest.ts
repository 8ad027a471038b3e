import {
  BANK_NOTIFICATIONS_INGEST_PATH,
  SIGNED_INGEST_MAX_SKEW_SECONDS,
  ZIngestBankNotificationRequest,
  ZIngestBankNotificationResponse,
  ZNoContent,
  type IngestBankNotificationRequest,
} from '@payorder/contract';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { useAuth } from '../auth/auth.ts';
import { securedBy } from '../auth/security-schemes.ts';
import { findDeviceById, findDeviceByKey, recordHeartbeat } from '../bank-notifications/devices.ts';
import { isSignedBy, readForwardedPost, type SignedPost } from '../bank-notifications/forwarders.ts';
import { ingestNotification, type IngestingDevice } from '../bank-notifications/ingest.ts';
import { bearerTokenOf } from '../http/bearer-token.ts';
import { AppError, validationFailed } from '../http/errors.ts';
import { safeEqual, sha256 } from '../security/crypto.ts';
import { failedAuthLimit, limitPerDevicePerMinute } from '../security/rate-limit.ts';

/** A phone's own ingest URL: its id is no secret (a post there is signed with its key). */
const ZDeviceParams = z.object({ deviceId: z.uuid() });

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the device auth hook of the ingest route. */
    device: IngestingDevice;
    /** The ingest routes' post as it came, for its signature (set before the body is read as ours). */
    signedPost: SignedPost;
    /** A forwarder's heartbeat event (SMS Gateway's `system:ping`): nothing to store. */
    heartbeat?: string;
  }
}

/**
 * The phone that posts: `Authorization: Bearer <device key>` of a paired, not revoked phone, or, on a
 * phone's own URL (`…/devices/{deviceId}`, for apps that cannot send a header), that phone's signature with
 * its key (bank-notifications/forwarders.ts isSignedBy) or its key as the bearer; anything else 401. Wrong
 * keys and signatures are counted per client address (INGEST_AUTH_FAILURES_PER_IP a minute): past them the
 * address is answered 429 before any key is looked up, so guessing keys costs the database nothing.
 */
function requireDevice(failures: ReturnType<typeof failedAuthLimit>) {
  return securedBy<preHandlerAsyncHookHandler>(
    async function (request) {
      await failures.refuseIfSpent(request);
      const key = bearerTokenOf(request);
      const { deviceId } = (request.params ?? {}) as { deviceId?: string };
      let device: Awaited<ReturnType<typeof findDeviceByKey>>;
      if (deviceId === undefined) {
        device = key ? await findDeviceByKey(this.ctx.db, key) : undefined;
      } else {
        const found = await findDeviceById(this.ctx.db, deviceId, this.ctx.secrets.secretsKey);
        const isGenuine =
          found !== undefined &&
          (key !== undefined
            ? safeEqual(sha256(key), found.key_hash)
            : found.key !== null && isSignedBy(found.key, request.signedPost));
        device = isGenuine ? found : undefined;
      }
      if (!device) {
        await failures.countFailure(request);
        throw new AppError(
          401,
          'unauthorized',
          deviceId === undefined
            ? 'Invalid device key: pair the phone again in the trader console'
            : `Invalid device signature: sign with the device key (within ${SIGNED_INGEST_MAX_SKEW_SECONDS} ` +
                's of the time) or pair the phone again in the trader console',
        );
      }
      if (device.trader_disabled)
        throw new AppError(403, 'trader_disabled', 'This trader is disabled; ask the operator to enable it');
      request.device = device;
    },
    { deviceKey: [] },
  );
}

/**
 * Bodies as the forwarder apps send them: JSON kept as its text too (a signature covers those bytes), and
 * form-encoded fields (SmsForwarder's default). Only in the ingest routes' scope.
 */
function parseBodiesAsSent(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.signedPost.rawBody = body as string;
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch {
      done(validationFailed('The body is not valid JSON'), undefined);
    }
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      request.signedPost.rawBody = body as string;
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}

/**
 * Each post kept as it came (request.signedPost, for its signature), its body parsed as the forwarder
 * sent it, then, before the schema, a forwarder's body made ours (its signing fields kept for the auth
 * hook) or marked a heartbeat.
 */
function readPostsAsSent(app: FastifyInstance) {
  app.decorateRequest('signedPost');
  app.addHook('onRequest', async (request) => {
    request.signedPost = { headers: request.headers, rawBody: '', fields: {} };
  });
  parseBodiesAsSent(app);
  app.addHook('preValidation', async (request) => {
    const { body, query } = request as { body: unknown; query: unknown };
    request.signedPost.fields = {
      ...(query && typeof query === 'object' ? query : {}),
      ...(body && typeof body === 'object' && !Array.isArray(body) ? body : {}),
    };
    const post = readForwardedPost(body, query);
    if ('heartbeat' in post) request.heartbeat = post.heartbeat;
    else if (request.method === 'GET') request.query = post.message;
    else request.body = post.message;
  });
}

/** Wrong device keys and signatures, counted per client address (INGEST_AUTH_FAILURES_PER_IP a minute). */
function deviceKeyFailures(app: FastifyInstance) {
  const perMinute = app.ctx.config.INGEST_AUTH_FAILURES_PER_IP;
  return failedAuthLimit(
    app,
    'device-key-failures',
    perMinute,
    `More than ${perMinute} wrong device keys from this address in a minute; ` +
      'try again after Retry-After seconds',
  );
}

const INGEST_DESCRIPTION =
  'At most INGEST_RATE_LIMIT_PER_DEVICE posts a minute per device; past it 429 `rate_limited` ' +
  'with `Retry-After`, before anything is read or stored: the phone retries and the message is ' +
  'accepted then, once. Wrong device keys or signatures: at most INGEST_AUTH_FAILURES_PER_IP a minute per ' +
  'client address; past them 429 `rate_limited` with `Retry-After` before any key is looked up. Also takes, ' +
  'unchanged, the bodies of SmsForwarder (form `from`, `content`, `timestamp`, `sign`) and of SMS Gateway for ' +
  'Android (`{id, webhookId, event, deviceId, payload}`; an event other than `sms:received`, such as ' +
  '`system:ping`, is a heartbeat: `204`).';

/** The phone's routes: post a bank notification (docs/architecture.md "Ingest"), by key or signed. */
export const bankNotificationIngestRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireDevice(deviceKeyFailures(app)));
  const { db } = app.ctx;
  readPostsAsSent(app);
  const rateLimit = limitPerDevicePerMinute(
    app.ctx.config.INGEST_RATE_LIMIT_PER_DEVICE,
    `This phone posted more than ${app.ctx.config.INGEST_RATE_LIMIT_PER_DEVICE} notifications in a minute; ` +
      'send this one again after Retry-After seconds (nothing was stored, it will be accepted then)',
  );
  // After the auth hook: a heartbeat is recorded; a body the schema refused is refused only now (a
  // heartbeat is no notification), then the message is stored.
  const ingest = async (request: FastifyRequest & { validationError?: Error }, reply: FastifyReply) => {
    if (request.heartbeat !== undefined) {
      await recordHeartbeat(db, request.device.id);
      return reply.code(204).send();
    }
    if (request.validationError) throw request.validationError;
    const body = (request.method === 'GET' ? request.query : request.body) as IngestBankNotificationRequest;
    return reply.code(202).send(await ingestNotification(db, request.device, body));
  };
  const responses = { 202: ZIngestBankNotificationResponse, 204: ZNoContent };
  app.post(
    BANK_NOTIFICATIONS_INGEST_PATH.slice('/api'.length),
    {
      schema: {
        summary: 'Post a bank notification (SMS or push) from a paired phone',
        description: INGEST_DESCRIPTION,
        body: ZIngestBankNotificationRequest,
        response: responses,
      },
      attachValidation: true,
      config: { rateLimit },
    },
    ingest,
  );
  const devicePath = `${BANK_NOTIFICATIONS_INGEST_PATH.slice('/api'.length)}/devices/:deviceId`;
  app.post(
    devicePath,
    {
      schema: {
        summary: "Post a bank notification to the phone's own URL, signed with its key (no header needed)",
        description:
          `${INGEST_DESCRIPTION} Signed with the device key: \`X-Signature\` = hex HMAC-SHA256(key, body + ` +
          '`X-Timestamp`) with `X-Timestamp` epoch seconds; or fields `timestamp` (epoch milliseconds) and ' +
          '`sign` = Base64 HMAC-SHA256(key, `<timestamp>\\n<key>`), URL-encoded, in the body or the query; ' +
          `either within ${SIGNED_INGEST_MAX_SKEW_SECONDS} s of the server's time. The key itself never goes in the URL.`,
        params: ZDeviceParams,
        body: ZIngestBankNotificationRequest,
        response: responses,
      },
      attachValidation: true,
      config: { rateLimit },
    },
    ingest,
  );
  app.get(
    devicePath,
    {
      schema: {
        summary: "SmsForwarder's GET: the notification in the query of the phone's own URL, signed",
        description:
          'What SmsForwarder sends by GET: the set-up URL (`…/devices/{deviceId}?v=1`) followed by ' +
          '`&content=…&timestamp=…&sign=…` (the sender is the first line of its default content template).',
        params: ZDeviceParams,
        querystring: ZIngestBankNotificationRequest,
        response: responses,
      },
      attachValidation: true,
      config: { rateLimit },
    },
    ingest,
  );
};
