import {
  NOTIFICATION_PATTERN_GROUPS,
  type CreateNotificationRuleRequest,
  type NotificationRule,
  type PatchNotificationRuleRequest,
} from '@payorder/contract';
import { raiseAfterCommit } from '../db/commit-signals.ts';
import type { Db, Queryable } from '../db/db.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { patternProblem, type ParseRule } from './parse.ts';
import { recordAudit, type AuditContext } from '../audit/audit-log.ts';
import { ruleFingerprint, SHIPPED_RULES, SHIPPED_RULES_VERSION, type ShippedRule } from './shipped-rules.ts';
import { VERSION_1_FINGERPRINTS, VERSION_1_KEYS } from './shipped-rules-v1.ts';

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

const PARSE_RULE_COLUMNS = 'id, bank, name, senders, kind, pattern, currency, priority, enabled';
const RULE_COLUMNS = `${PARSE_RULE_COLUMNS}, created_at, updated_at`;
const RULE_SELECT = `SELECT ${RULE_COLUMNS} FROM notification_rules`;

/** What a rule reads and how, as an insert's or an update's parameters: bank, name, senders … priority. */
const contentParams = (rule: Omit<ParseRule, 'id' | 'enabled'>) => [
  rule.bank,
  rule.name,
  rule.senders,
  rule.kind,
  rule.pattern,
  rule.currency,
  rule.priority,
];

/** Every rule (of one bank), by bank then priority. */
export async function listRules(q: Queryable, bank?: string): Promise<NotificationRule[]> {
  const { rows } = await q.query<RuleRow>(
    `${RULE_SELECT} WHERE ($1::text IS NULL OR bank = $1) ORDER BY bank, priority, created_at, id`,
    [bank ?? null],
  );
  return rows.map(toRule);
}

/**
 * The enabled rules as the parser reads a message with them, read now, with only the columns it reads
 * (some 70 rules: their two times were 140 dates parsed). The rule tester reads them so, to answer
 * with an edit just saved; messages from phones read them kept (parseRulesOf).
 */
export async function loadParseRules(q: Queryable): Promise<ParseRule[]> {
  const { rows } = await q.query<ParseRule>(
    `SELECT ${PARSE_RULE_COLUMNS} FROM notification_rules WHERE enabled ORDER BY priority, created_at, id`,
  );
  return rows;
}

/** Where every change to notification_rules is told, by the table's trigger (migration 040). */
const RULES_CHANGED_CHANNEL = 'notification_rules_changed';
/** Kept rules are read again after this long even without a word of a change: a net under the notifications. */
const PARSE_RULES_MAX_AGE_MS = 30_000;

/**
 * The enabled rules kept between messages, per Db (issue 36: reading them was one statement and some 70
 * rows of every message). Dropped on every change: in this process once the changing transaction
 * commits (the `rules-changed` signal its writes raise), in every replica when the table's trigger's
 * notification arrives (a change by a release's shipped rules or by hand too). While the listening
 * connection is lost or not yet open nothing is kept: each message reads them.
 */
class ParseRules {
  private kept: { rules: Promise<ParseRule[]>; at: number } | null = null;
  private listening: Promise<void> | null = null;
  private isListening = false;

  constructor(private readonly db: Db) {
    db.signals.answer('rules-changed', async () => this.forget());
  }

  async get(): Promise<ParseRule[]> {
    this.listening ??= this.db
      .listen(RULES_CHANGED_CHANNEL, {
        onNotify: () => this.forget(),
        onLost: () => {
          this.isListening = false;
          this.forget();
        },
        onReconnect: () => {
          this.forget();
          this.isListening = true;
        },
      })
      .then(
        () => void (this.isListening = true),
        () => void (this.listening = null), // tried again at the next message
      );
    await this.listening;
    if (!this.isListening) return loadParseRules(this.db);
    if (!this.kept || Date.now() - this.kept.at > PARSE_RULES_MAX_AGE_MS) {
      const rules = loadParseRules(this.db);
      const kept = { rules, at: Date.now() };
      this.kept = kept;
      rules.catch(() => {
        if (this.kept === kept) this.kept = null;
      });
    }
    return this.kept.rules;
  }

  forget() {
    this.kept = null;
  }
}

const parseRules = new WeakMap<Db, ParseRules>();

/** The enabled rules for reading a phone's message, kept between messages (ParseRules). */
export function parseRulesOf(db: Db): Promise<ParseRule[]> {
  let rules = parseRules.get(db);
  if (!rules) parseRules.set(db, (rules = new ParseRules(db)));
  return rules.get();
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
     RETURNING ${RULE_COLUMNS}`,
    [...contentParams(body), body.enabled],
  );
  await raiseAfterCommit(q, 'rules-changed');
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
     RETURNING ${RULE_COLUMNS}`,
    [id, ...contentParams(next), next.enabled],
  );
  await raiseAfterCommit(q, 'rules-changed');
  return toRule(rows[0]!);
}

/** Deletes a rule; notifications it read keep what they read (their rule_id becomes null). */
export async function deleteRule(q: Queryable, id: string): Promise<void> {
  const { rowCount } = await q.query('DELETE FROM notification_rules WHERE id = $1', [id]);
  if (rowCount === 0) throw notFound('Rule');
  await raiseAfterCommit(q, 'rules-changed');
}

/** The settings row holding the version a database's shipped rules are at (its name from version 1). */
export { SHIPPED_RULES_VERSION };
const VERSION_KEY = 'notification_rules_seeded';
/** Replicas starting together apply the shipped rules one at a time (the second finds them applied). */
const SHIPPED_RULES_LOCK = 727_276;

interface ShippedRow extends RuleRow {
  shipped_key: string | null;
  shipped_fingerprint: string | null;
}

/** What an upgrade did to the rules, by shipped key (nothing when the database was already at the version). */
export interface ShippedRulesApplied {
  from: number;
  to: number;
  inserted: string[];
  updated: string[];
  withdrawn: string[];
  /** Changed by the release but kept as the operator left them (edited; or deleted: not given again). */
  keptEdited: string[];
  keptDeleted: string[];
}

const RELEASE: AuditContext = { actor: { kind: 'release' }, requestId: null };

/**
 * Brings the database's shipped rules to the code's (at start, app.ts; in one transaction under an
 * advisory lock, so replicas starting together apply them once). Nothing when the stored version is the
 * code's or newer (an older release starting beside a newer one changes nothing). Otherwise each
 * shipped rule: inserted when the database never had it; its copy updated when still as last shipped
 * (its content's fingerprint is the one stored beside it); an edited copy, or one the operator deleted
 * (notification_rules_shipped remembers every key given), stays as the operator left it. A rule the
 * code no longer ships is deleted where its copy is as shipped. Each change on a database that had rules
 * goes to the audit log (actor `release`); a new database's first seed does not.
 */
export async function applyShippedRules(
  db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> },
  rules: readonly ShippedRule[] = SHIPPED_RULES,
  version: number = SHIPPED_RULES_VERSION,
): Promise<ShippedRulesApplied | null> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SHIPPED_RULES_LOCK]);
    const { rows: stored } = await tx.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [
      VERSION_KEY,
    ]);
    const from = stored[0] ? Number(stored[0].value) : 0;
    if (from >= version) return null;
    if (from === 1) await adoptVersion1(tx);
    const { rows } = await tx.query<ShippedRow>(
      `SELECT ${RULE_COLUMNS}, shipped_key, shipped_fingerprint
         FROM notification_rules WHERE shipped_key IS NOT NULL`,
    );
    const copies = new Map(rows.map((row) => [row.shipped_key!, row]));
    const { rows: given } = await tx.query<{ key: string }>('SELECT key FROM notification_rules_shipped');
    const delivered = new Set(given.map((row) => row.key));
    const upgrade: Upgrade = { tx, version, audit: from > 0 };
    const done: ShippedRulesApplied = {
      from,
      to: version,
      inserted: [],
      updated: [],
      withdrawn: [],
      keptEdited: [],
      keptDeleted: [],
    };
    for (const rule of rules) {
      const outcome = await applyShippedRule(upgrade, rule, copies.get(rule.key), delivered.has(rule.key));
      if (outcome) done[outcome].push(rule.key);
    }
    done.withdrawn = await withdrawUnshipped(upgrade, rules, rows);
    await tx.query(
      `INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [VERSION_KEY, String(version)],
    );
    await raiseAfterCommit(tx, 'rules-changed');
    return done;
  });
}

/** The upgrade applyShippedRules is making: its transaction, the version it brings, whether it audits. */
interface Upgrade {
  tx: Queryable;
  version: number;
  audit: boolean;
}

/**
 * One shipped rule brought to the code's: its copy updated or left as the operator edited it, or, with no
 * copy, inserted unless the operator deleted it. Which of these it was (null: already as shipped, or its
 * bank not in the catalogue yet).
 */
async function applyShippedRule(
  upgrade: Upgrade,
  rule: ShippedRule,
  copy: ShippedRow | undefined,
  wasGiven: boolean,
): Promise<'updated' | 'keptEdited' | 'inserted' | 'keptDeleted' | null> {
  const fingerprint = ruleFingerprint({ ...rule, enabled: true });
  if (copy) {
    if (copy.shipped_fingerprint === fingerprint) return null;
    if (ruleFingerprint(copy) !== copy.shipped_fingerprint) return 'keptEdited';
    await updateShippedCopy(upgrade, rule, copy, fingerprint);
    return 'updated';
  }
  if (wasGiven) return 'keptDeleted';
  return (await insertShippedRule(upgrade, rule, fingerprint)) ? 'inserted' : null;
}

/** A copy still as last shipped, given the rule's new content. */
async function updateShippedCopy(
  { tx, audit }: Upgrade,
  rule: ShippedRule,
  copy: ShippedRow,
  fingerprint: string,
): Promise<void> {
  const { rows: updated } = await tx.query<RuleRow>(
    `UPDATE notification_rules SET bank = $2, name = $3, senders = $4, kind = $5, pattern = $6,
            currency = $7, priority = $8, enabled = true, shipped_fingerprint = $9, updated_at = now()
      WHERE id = $1
     RETURNING ${RULE_COLUMNS}`,
    [copy.id, ...contentParams(rule), fingerprint],
  );
  if (audit) await recordRelease(tx, 'notification_rule.update', toRule(copy), toRule(updated[0]!));
}

/** A rule the database never had, inserted and remembered as given; false when its bank is not in the catalogue. */
async function insertShippedRule(
  { tx, version, audit }: Upgrade,
  rule: ShippedRule,
  fingerprint: string,
): Promise<boolean> {
  const { rows: inserted } = await tx.query<RuleRow>(
    `INSERT INTO notification_rules (bank, name, senders, kind, pattern, currency, priority, shipped_key, shipped_fingerprint)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9 WHERE EXISTS (SELECT 1 FROM banks WHERE code = $1)
     RETURNING ${RULE_COLUMNS}`,
    [...contentParams(rule), rule.key, fingerprint],
  );
  // A bank missing from the catalogue: the rule waits for a later version.
  if (!inserted[0]) return false;
  await tx.query(
    'INSERT INTO notification_rules_shipped (key, version) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING',
    [rule.key, version],
  );
  if (audit) await recordRelease(tx, 'notification_rule.create', null, toRule(inserted[0]));
  return true;
}

/** Copies of rules the code no longer ships, deleted where still as shipped; their keys. */
async function withdrawUnshipped(
  { tx, audit }: Upgrade,
  rules: readonly ShippedRule[],
  copies: readonly ShippedRow[],
): Promise<string[]> {
  const shipped = new Set(rules.map((rule) => rule.key));
  const withdrawn: string[] = [];
  for (const copy of copies) {
    if (shipped.has(copy.shipped_key!) || ruleFingerprint(copy) !== copy.shipped_fingerprint) continue;
    await tx.query('DELETE FROM notification_rules WHERE id = $1', [copy.id]);
    withdrawn.push(copy.shipped_key!);
    if (audit) await recordRelease(tx, 'notification_rule.delete', toRule(copy), null);
  }
  return withdrawn;
}

function recordRelease(
  tx: Queryable,
  action: 'notification_rule.create' | 'notification_rule.update' | 'notification_rule.delete',
  before: NotificationRule | null,
  after: NotificationRule | null,
) {
  const targetId = (after ?? before)!.id;
  return recordAudit(tx, { ...RELEASE, action, targetType: 'notification_rule', targetId, before, after });
}

/**
 * A database seeded at version 1 (rows without keys): each row still as version 1 shipped some rule
 * takes that rule's key and fingerprint; every key version 1 shipped counts as given (one with no row was
 * deleted by the operator, or edited past recognition: it stays so).
 */
async function adoptVersion1(tx: Queryable) {
  const { rows } = await tx.query<ShippedRow>(
    `SELECT ${RULE_COLUMNS}, shipped_key, shipped_fingerprint
       FROM notification_rules WHERE shipped_key IS NULL ORDER BY created_at, id`,
  );
  const keyOf = new Map(
    Object.entries(VERSION_1_FINGERPRINTS).flatMap(([key, fingerprints]) =>
      fingerprints.map((fingerprint) => [fingerprint, key] as const),
    ),
  );
  const taken = new Set<string>();
  for (const row of rows) {
    const fingerprint = ruleFingerprint(row);
    const key = keyOf.get(fingerprint);
    if (!key || taken.has(key)) continue;
    taken.add(key);
    await tx.query(
      `UPDATE notification_rules SET shipped_key = $2, shipped_fingerprint = $3
        WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM notification_rules WHERE shipped_key = $2)`,
      [row.id, key, fingerprint],
    );
  }
  await tx.query(
    `INSERT INTO notification_rules_shipped (key, version) SELECT unnest($1::text[]), 1 ON CONFLICT (key) DO NOTHING`,
    [VERSION_1_KEYS],
  );
}
