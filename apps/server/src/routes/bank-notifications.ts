import {
  ZAttachBankNotificationRequest,
  ZAutoConfirmSettings,
  ZBankDevicesResponse,
  ZBankNotification,
  ZBankNotificationsQuery,
  ZBankNotificationsResponse,
  ZCreateBankDeviceRequest,
  ZCreateBankDeviceResponse,
  ZCreateNotificationRuleRequest,
  ZIngestBankNotificationRequest,
  ZIngestBankNotificationResponse,
  type IngestBankNotificationRequest,
  ZNoContent,
  ZNotificationRule,
  ZNotificationRulesQuery,
  ZNotificationRulesResponse,
  ZPatchNotificationRuleRequest,
  ZTestNotificationRuleRequest,
  ZTestNotificationRuleResponse,
  BANK_NOTIFICATIONS_INGEST_PATH,
  NOTIFICATION_PATTERN_GROUPS,
  SIGNED_INGEST_MAX_SKEW_SECONDS,
  AuditAction,
  AuditTargetType,
} from '@payorder/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireTrader, useAuth } from '../auth/auth.ts';
import { bearerTokenOf } from '../http/bearer-token.ts';
import {
  createDevice,
  findDeviceById,
  findDeviceByKey,
  listDevices,
  recordHeartbeat,
  revokeDevice,
} from '../bank-notifications/devices.ts';
import { isSignedBy, readForwardedPost, type SignedPost } from '../bank-notifications/forwarders.ts';
import { ingestNotification, type IngestingDevice } from '../bank-notifications/ingest.ts';
import {
  attachNotification,
  getAutoConfirmMode,
  listNotifications,
  setAutoConfirmMode,
} from '../bank-notifications/notifications.ts';
import { applyRule, parseNotification, patternProblem } from '../bank-notifications/parse.ts';
import {
  createRule,
  deleteRule,
  listRules,
  loadParseRules,
  lockRule,
  patchRule,
} from '../bank-notifications/rules-store.ts';
import { auditContextOf, auditedChange, recordAudit } from '../audit/audit-log.ts';
import { AppError, validationFailed } from '../http/errors.ts';
import { securedBy } from '../auth/security-schemes.ts';
import { safeEqual, sha256 } from '../security/crypto.ts';
import { failedAuthLimit, limitPerDevicePerMinute } from '../security/rate-limit.ts';

const ZIdParams = z.object({ id: z.uuid() });
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
function parseBodiesAsSent(app: Parameters<FastifyPluginAsync>[0]) {
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

const INGEST_DESCRIPTION =
  'At most INGEST_RATE_LIMIT_PER_DEVICE posts a minute per device; past it 429 `rate_limited` ' +
  'with `Retry-After`, before anything is read or stored: the phone retries and the message is ' +
  'accepted then, once. Wrong device keys or signatures: at most INGEST_AUTH_FAILURES_PER_IP a minute per ' +
  'client address; past them 429 `rate_limited` with `Retry-After` before any key is looked up. Also takes, ' +
  'unchanged, the bodies of SmsForwarder (form `from`, `content`, `timestamp`, `sign`) and of SMS Gateway for ' +
  'Android (`{id, webhookId, event, deviceId, payload}`; an event other than `sms:received`, such as ' +
  '`system:ping`, is a heartbeat: `204`).';

/** The phone's routes: post a bank notification (ARCHITECTURE.md "Ingest"), by key or signed. */
export const bankNotificationIngestRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const failuresPerMinute = app.ctx.config.INGEST_AUTH_FAILURES_PER_IP;
  app.decorateRequest('signedPost');
  app.addHook('onRequest', async (request) => {
    request.signedPost = { headers: request.headers, rawBody: '', fields: {} };
  });
  parseBodiesAsSent(app);
  // Before the schema: a forwarder's body becomes ours; its signing fields are kept for the auth hook.
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
  useAuth(
    app,
    requireDevice(
      failedAuthLimit(
        app,
        'device-key-failures',
        failuresPerMinute,
        `More than ${failuresPerMinute} wrong device keys from this address in a minute; ` +
          'try again after Retry-After seconds',
      ),
    ),
  );
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

/** The trader's phones, notifications and auto-confirm mode (trader API key or console session). */
export const bankNotificationTraderRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  useAuth(app, requireTrader);

  app.post(
    '/v1/trader/devices',
    {
      schema: {
        summary: 'Pair a phone (its key is shown once)',
        description:
          'At most MAX_DEVICES_PER_TRADER phones paired at once; one more answers 409 `device_limit_reached` ' +
          '(revoke one first). The answer carries the key: sent with `Cache-Control: no-store`.',
        body: ZCreateBankDeviceRequest,
        response: { 201: ZCreateBankDeviceResponse },
      },
      config: { hasCredentials: true },
    },
    async (request, reply) =>
      reply.code(201).send(
        await createDevice(db, request.traderId, request.body.name, {
          publicUrl: app.ctx.publicUrl,
          maxDevices: app.ctx.config.MAX_DEVICES_PER_TRADER,
          secretsKey: app.ctx.secrets.secretsKey,
        }),
      ),
  );
  app.get(
    '/v1/trader/devices',
    { schema: { summary: "The trader's paired phones", response: { 200: ZBankDevicesResponse } } },
    async (request) => ({ items: await listDevices(db, request.traderId) }),
  );
  app.delete(
    '/v1/trader/devices/:id',
    { schema: { summary: 'Revoke a phone', params: ZIdParams, response: { 204: ZNoContent } } },
    async (request, reply) => {
      await revokeDevice(db, request.traderId, request.params.id);
      return reply.code(204).send();
    },
  );
  app.get(
    '/v1/trader/bank-notifications',
    {
      schema: {
        summary: "The trader's bank notifications, newest first",
        querystring: ZBankNotificationsQuery,
        response: { 200: ZBankNotificationsResponse },
      },
    },
    (request) => listNotifications(db, request.traderId, request.query),
  );
  app.post(
    '/v1/trader/bank-notifications/:id/attach',
    {
      schema: {
        summary: 'Attach an unmatched or ambiguous notification to an order by hand',
        params: ZIdParams,
        body: ZAttachBankNotificationRequest,
        response: { 200: ZBankNotification },
      },
    },
    (request) =>
      db.transaction((tx) =>
        attachNotification(tx, request.traderId, request.params.id, request.body.orderId),
      ),
  );
  app.get(
    '/v1/trader/auto-confirm',
    { schema: { summary: 'The auto-confirm mode', response: { 200: ZAutoConfirmSettings } } },
    (request) => getAutoConfirmMode(db, request.traderId),
  );
  app.put(
    '/v1/trader/auto-confirm',
    {
      schema: {
        summary: 'Set the auto-confirm mode',
        body: ZAutoConfirmSettings,
        response: { 200: ZAutoConfirmSettings },
      },
    },
    (request) => setAutoConfirmMode(db, request.traderId, request.body.mode),
  );
};

/** The operator's rules that read bank messages (admin key or operator session). */
export const notificationRuleAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  useAuth(app, requireAdmin);

  app.get(
    '/v1/admin/notification-rules',
    {
      schema: {
        summary: 'Rules that read bank notifications',
        querystring: ZNotificationRulesQuery,
        response: { 200: ZNotificationRulesResponse },
      },
    },
    async (request) => ({ items: await listRules(db, request.query.bank) }),
  );
  app.post(
    '/v1/admin/notification-rules',
    {
      schema: {
        summary: 'Add a rule',
        body: ZCreateNotificationRuleRequest,
        response: { 201: ZNotificationRule },
      },
    },
    async (request, reply) => {
      // Recorded in the audit log in the rule's own transaction, like every operator change.
      const rule = await db.transaction(async (tx) => {
        const created = await createRule(tx, request.body);
        await recordAudit(tx, {
          ...auditContextOf(request),
          action: AuditAction['notification_rule.create'],
          targetType: AuditTargetType.notification_rule,
          targetId: created.id,
          before: null,
          after: created,
        });
        return created;
      });
      return reply.code(201).send(rule);
    },
  );
  app.post(
    '/v1/admin/notification-rules/test',
    {
      schema: {
        summary: 'What the rules (or a draft rule) read from a message',
        body: ZTestNotificationRuleRequest,
        response: { 200: ZTestNotificationRuleResponse },
      },
    },
    async (request) => {
      const { from, text, rule } = request.body;
      if (!rule) return parseNotification(await loadParseRules(db), from, text);
      const problem = patternProblem(rule.pattern, rule.kind, NOTIFICATION_PATTERN_GROUPS);
      if (problem) throw validationFailed(problem.message, { 'rule.pattern': problem });
      const draft = {
        id: null,
        bank: rule.bank ?? 'any_bank',
        name: 'draft',
        senders: [from],
        kind: rule.kind,
        pattern: rule.pattern,
        currency: rule.currency,
        priority: 0,
        enabled: true,
      };
      const parsed = applyRule(draft, text);
      return parsed
        ? { ...parsed, bank: rule.bank ?? null, ruleName: null, senderKnown: true }
        : { ...parseNotification([], from, text), senderKnown: true };
    },
  );
  app.patch(
    '/v1/admin/notification-rules/:id',
    {
      schema: {
        summary: 'Change a rule',
        params: ZIdParams,
        body: ZPatchNotificationRuleRequest,
        response: { 200: ZNotificationRule },
      },
    },
    (request) =>
      auditedChange(
        db,
        auditContextOf(request),
        {
          action: AuditAction['notification_rule.update'],
          targetType: AuditTargetType.notification_rule,
          targetId: request.params.id,
        },
        (tx) => lockRule(tx, request.params.id),
        (tx) => patchRule(tx, request.params.id, request.body),
      ),
  );
  app.delete(
    '/v1/admin/notification-rules/:id',
    { schema: { summary: 'Delete a rule', params: ZIdParams, response: { 204: ZNoContent } } },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const before = await lockRule(tx, request.params.id);
        await deleteRule(tx, request.params.id);
        await recordAudit(tx, {
          ...auditContextOf(request),
          action: AuditAction['notification_rule.delete'],
          targetType: AuditTargetType.notification_rule,
          targetId: request.params.id,
          before,
          after: null,
        });
      });
      return reply.code(204).send();
    },
  );
};
