import {
  NOTIFICATION_PATTERN_GROUPS,
  type CreateNotificationRuleRequest,
  type NotificationRule,
  type PatchNotificationRuleRequest,
} from '@payorder/contract';
import type { Queryable } from '../db/db.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { patternProblem, type ParseRule } from './parse.ts';
import { SHIPPED_RULES } from './shipped-rules.ts';

interface RuleRow {
  id: string;
  bank: string;
  name: string;
  senders: string[];
  kind: NotificationRule['kind'];
  pattern: string;
  currency: string | null;
  priority: number;
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
}

const toRule = (row: RuleRow): NotificationRule => ({
  id: row.id,
  bank: row.bank,
  name: row.name,
  senders: row.senders,
  kind: row.kind,
  pattern: row.pattern,
  currency: row.currency,
  priority: row.priority,
  enabled: row.enabled,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

const RULE_SELECT = `SELECT id, bank, name, senders, kind, pattern, currency, priority, enabled, created_at, updated_at
  FROM notification_rules`;

/** Every rule (of one bank), by bank then priority. */
export async function listRules(q: Queryable, bank?: string): Promise<NotificationRule[]> {
  const { rows } = await q.query<RuleRow>(
    `${RULE_SELECT} WHERE ($1::text IS NULL OR bank = $1) ORDER BY bank, priority, created_at, id`,
    [bank ?? null],
  );
  return rows.map(toRule);
}

/** The rules the parser reads a message with (rules-store is read on every message: edits apply at once). */
export async function loadParseRules(q: Queryable): Promise<ParseRule[]> {
  const { rows } = await q.query<RuleRow>(`${RULE_SELECT} WHERE enabled ORDER BY priority, created_at, id`);
  return rows;
}

/** 400 validation_failed naming the field, for a pattern that may not be saved (parse.ts patternProblem). */
function checkRule(rule: { pattern: string; kind: NotificationRule['kind'] }) {
  const problem = patternProblem(rule.pattern, rule.kind, NOTIFICATION_PATTERN_GROUPS);
  if (problem) throw validationFailed(problem.message, { pattern: problem });
}

async function checkBank(q: Queryable, bank: string) {
  const { rows } = await q.query('SELECT 1 FROM banks WHERE code = $1', [bank]);
  if (rows.length === 0)
    throw validationFailed(`Unknown bank code ${bank}: use a code of the bank catalogue`, {
      bank: 'Unknown bank code',
    });
}

/** One rule, its row locked for the caller's transaction (the audit log's before); 404 when none. */
export async function lockRule(q: Queryable, id: string): Promise<NotificationRule> {
  const { rows } = await q.query<RuleRow>(`${RULE_SELECT} WHERE id = $1 FOR UPDATE`, [id]);
  if (!rows[0]) throw notFound('Rule');
  return toRule(rows[0]);
}

export async function createRule(
  q: Queryable,
  body: CreateNotificationRuleRequest,
): Promise<NotificationRule> {
  checkRule(body);
  await checkBank(q, body.bank);
  const { rows } = await q.query<RuleRow>(
    `INSERT INTO notification_rules (bank, name, senders, kind, pattern, currency, priority, enabled)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING id, bank, name, senders, kind, pattern, currency, priority, enabled, created_at, updated_at`,
    [body.bank, body.name, body.senders, body.kind, body.pattern, body.currency, body.priority, body.enabled],
  );
  return toRule(rows[0]!);
}

export async function patchRule(
  q: Queryable,
  id: string,
  patch: PatchNotificationRuleRequest,
): Promise<NotificationRule> {
  const { rows: found } = await q.query<RuleRow>(`${RULE_SELECT} WHERE id = $1 FOR UPDATE`, [id]);
  if (!found[0]) throw notFound('Rule');
  const next = { ...found[0], ...patch };
  checkRule(next);
  if (patch.bank) await checkBank(q, patch.bank);
  const { rows } = await q.query<RuleRow>(
    `UPDATE notification_rules SET bank = $2, name = $3, senders = $4, kind = $5, pattern = $6, currency = $7,
            priority = $8, enabled = $9, updated_at = now()
      WHERE id = $1
     RETURNING id, bank, name, senders, kind, pattern, currency, priority, enabled, created_at, updated_at`,
    [
      id,
      next.bank,
      next.name,
      next.senders,
      next.kind,
      next.pattern,
      next.currency,
      next.priority,
      next.enabled,
    ],
  );
  return toRule(rows[0]!);
}

/** Deletes a rule; notifications it read keep what they read (their rule_id becomes null). */
export async function deleteRule(q: Queryable, id: string): Promise<void> {
  const { rowCount } = await q.query('DELETE FROM notification_rules WHERE id = $1', [id]);
  if (rowCount === 0) throw notFound('Rule');
}

/** Bumped when SHIPPED_RULES gains rules a running deployment should get. */
const SHIPPED_RULES_VERSION = '1';
const SEED_KEY = 'notification_rules_seeded';

/**
 * Inserts the shipped rules once per database (the settings row says it was done, claimed by its
 * primary key, so replicas starting together seed once). After that the rules are the operator's: a
 * rule edited or deleted stays so across restarts.
 */
export async function seedShippedRules(q: {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
}) {
  await q.transaction(async (tx) => {
    const { rows } = await tx.query(
      `INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key`,
      [SEED_KEY, SHIPPED_RULES_VERSION],
    );
    if (rows.length === 0) return;
    for (const rule of SHIPPED_RULES) {
      await tx.query(
        `INSERT INTO notification_rules (bank, name, senders, kind, pattern, currency, priority)
         SELECT $1, $2, $3, $4, $5, $6, $7 WHERE EXISTS (SELECT 1 FROM banks WHERE code = $1)`,
        [rule.bank, rule.name, rule.senders, rule.kind, rule.pattern, rule.currency, rule.priority],
      );
    }
  });
}
