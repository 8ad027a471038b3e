import {
  AuditAction,
  AuditTargetType,
  NOTIFICATION_PATTERN_GROUPS,
  ZCreateNotificationRuleRequest,
  ZNoContent,
  ZNotificationRule,
  ZNotificationRulesQuery,
  ZNotificationRulesResponse,
  ZPatchNotificationRuleRequest,
  ZTestNotificationRuleRequest,
  ZTestNotificationRuleResponse,
  type TestNotificationRuleRequest,
  type TestNotificationRuleResponse,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditContextOf, auditedChange, recordAudit } from '../audit/audit-log.ts';
import { requireAdmin, useAuth } from '../auth/auth.ts';
import { applyRule, parseNotification, patternProblem } from '../bank-notifications/parse.ts';
import {
  createRule,
  deleteRule,
  listRules,
  loadParseRules,
  lockRule,
  patchRule,
} from '../bank-notifications/rules-store.ts';
import type { Queryable } from '../db/db.ts';
import { validationFailed } from '../http/errors.ts';
import { ZIdParams } from './route-helpers.ts';

/** What the rules read from a message, or, given a draft rule, what that rule alone reads (as sent by its sender). */
async function readMessage(
  q: Queryable,
  { from, text, rule }: TestNotificationRuleRequest,
): Promise<TestNotificationRuleResponse> {
  if (!rule) return parseNotification(await loadParseRules(q), from, text);
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
}

/** The operator's rules that read bank messages (admin key or operator session). */
export const adminNotificationRuleRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  useAuth(app, requireAdmin);
  const { db } = app.ctx;

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
    (request) => readMessage(db, request.body),
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
