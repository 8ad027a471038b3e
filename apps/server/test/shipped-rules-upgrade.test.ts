import fs from 'node:fs';
import path from 'node:path';
import type { AuditListResponse, NotificationRule, TestNotificationRuleResponse } from '@payorder/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyShippedRules, SHIPPED_RULES_VERSION } from '../src/bank-notifications/rules-store.ts';
import { SHIPPED_RULES, type ShippedRule } from '../src/bank-notifications/shipped-rules.ts';
import { openDb } from '../src/db/db.ts';
import { ADMIN_KEY, bearer, isPostgresRun, json, useTestApp } from './helper.ts';

/**
 * Shipped rules reach running platforms (issue 36): a release whose SHIPPED_RULES_VERSION is newer than
 * the database's inserts its new rules and updates the copies the operator left as shipped; an edited or
 * deleted one stays as the operator left it; each change is in the audit log (actor `release`).
 */
const t = useTestApp();
const admin = bearer(ADMIN_KEY);

/** The database's rules as the operator's API lists them, by name. */
async function rulesByName(): Promise<Map<string, NotificationRule>> {
  const { items } = json<{ items: NotificationRule[] }>(
    await t.app.inject({ url: '/api/v1/admin/notification-rules', headers: admin }),
  );
  return new Map(items.map((rule) => [rule.name, rule]));
}

const idOf = async (key: string) =>
  (await t.db.query<{ id: string }>('SELECT id FROM notification_rules WHERE shipped_key = $1', [key]))
    .rows[0]?.id;

/** A database whose shipped rules are exactly `rules` at `version` (as a new database seeded by that release). */
async function seededWith(rules: readonly ShippedRule[], version: number) {
  await t.db.query('DELETE FROM notification_rules');
  await t.db.query('DELETE FROM notification_rules_shipped');
  await t.db.query(`DELETE FROM settings WHERE key = 'notification_rules_seeded'`);
  expect(await applyShippedRules(t.db, rules, version)).toMatchObject({ from: 0, to: version });
}

const shipped = (key: string) => SHIPPED_RULES.find((rule) => rule.key === key)!;
/** The next release: one rule changed in each way an operator may have treated it, one new, one withdrawn. */
const NEXT = 1000;
const nextRelease: ShippedRule[] = [
  ...SHIPPED_RULES.filter((rule) => rule.key !== 'ozon.code').map((rule) =>
    ['tinkoff.code', 'vtb.credit', 'kaspi.credit'].includes(rule.key)
      ? { ...rule, pattern: `${rule.pattern}(?:\\s|$)`, name: `${rule.name} (v${NEXT})` }
      : rule,
  ),
  {
    ...shipped('sberbank.code'),
    key: 'sberbank.password',
    name: 'Sberbank: a password',
    pattern: 'пароль',
  },
];

async function releaseAudit(since: string) {
  const { items } = json<AuditListResponse>(
    await t.app.inject({ url: '/api/v1/admin/audit?limit=100', headers: admin }),
  );
  return items.filter((entry) => BigInt(entry.id) > BigInt(since));
}
const lastAuditId = async () =>
  (await t.db.query<{ id: string }>('SELECT coalesce(max(id), 0)::text AS id FROM audit_log')).rows[0]!.id;

describe('shipped rules reach running platforms', () => {
  beforeEach(() => seededWith(SHIPPED_RULES, SHIPPED_RULES_VERSION));

  it('a new database gets every shipped rule, and the code’s version', async () => {
    const rules = await rulesByName();
    for (const rule of SHIPPED_RULES) expect(rules.get(rule.name)).toMatchObject({ pattern: rule.pattern });
    const { rows } = await t.db.query<{ value: string }>(
      `SELECT value FROM settings WHERE key = 'notification_rules_seeded'`,
    );
    expect(rows[0]!.value).toBe(String(SHIPPED_RULES_VERSION));
  });

  it('an upgrade inserts a new rule and updates an unchanged one; an edited one and a deleted one stay as the operator left them', async () => {
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/notification-rules/${await idOf('vtb.credit')}`,
      headers: admin,
      payload: { name: 'VTB: money in, as our phones get it' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/notification-rules/${await idOf('kaspi.credit')}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(204);
    const since = await lastAuditId();

    const applied = await applyShippedRules(t.db, nextRelease, NEXT);
    expect(applied).toEqual({
      from: SHIPPED_RULES_VERSION,
      to: NEXT,
      inserted: ['sberbank.password'],
      updated: ['tinkoff.code'],
      withdrawn: ['ozon.code'],
      keptEdited: ['vtb.credit'],
      keptDeleted: ['kaspi.credit'],
    });

    const rules = await rulesByName();
    expect(rules.get('Sberbank: a password')).toMatchObject({ pattern: 'пароль', enabled: true });
    expect(rules.get(`T-Bank: a code (v${NEXT})`)?.pattern).toBe(
      `${shipped('tinkoff.code').pattern}(?:\\s|$)`,
    );
    expect(rules.has('T-Bank: a code')).toBe(false);
    expect(rules.get('VTB: money in, as our phones get it')?.pattern).toBe(shipped('vtb.credit').pattern);
    expect([...rules.keys()].filter((name) => name.startsWith('Kaspi: top-up'))).toEqual([]);
    expect(rules.has('Ozon Bank: a code')).toBe(false);

    // The operator sees what the upgrade changed: one audit entry per changed rule, by the release.
    const audit = await releaseAudit(since);
    expect(
      audit.map((entry) => [
        entry.action,
        entry.actor,
        entry.before?.name ?? null,
        entry.after?.name ?? null,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['notification_rule.create', { kind: 'release' }, null, 'Sberbank: a password'],
        ['notification_rule.update', { kind: 'release' }, 'T-Bank: a code', `T-Bank: a code (v${NEXT})`],
        ['notification_rule.delete', { kind: 'release' }, 'Ozon Bank: a code', null],
      ]),
    );
    expect(audit).toHaveLength(3);

    // Idempotent: the same release again, or an older one starting beside it, changes nothing.
    expect(await applyShippedRules(t.db, nextRelease, NEXT)).toBeNull();
    expect(await applyShippedRules(t.db, SHIPPED_RULES, SHIPPED_RULES_VERSION)).toBeNull();
    expect(await rulesByName()).toEqual(rules);
    expect(await releaseAudit(since)).toHaveLength(3);
  });

  it('a database at version 2 gets HDFC Bank’s NEFT rule: the message reads as a credit', async () => {
    await seededWith(
      SHIPPED_RULES.filter((rule) => rule.key !== 'hdfc.neft.credit'),
      2,
    );
    const neft = async () =>
      json<TestNotificationRuleResponse>(
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/notification-rules/test',
          headers: admin,
          payload: {
            from: 'CP-HDFCBK-S',
            text: 'INR 1.00 deposited in HDFC Bank A/c XX9999 on 28-NOV-26 for NEFT Cr-SBIN0000691-RAHUL KUMAR-PAYORDER TRADER-SBIN326112233445.Avl bal INR 12,345.67. Cheque deposits in A/C are subject to clearing',
          },
        }),
      );
    expect((await neft()).kind).toBe('unparsed');
    expect(await applyShippedRules(t.db)).toMatchObject({ from: 2, inserted: ['hdfc.neft.credit'] });
    expect(await neft()).toMatchObject({
      kind: 'credit',
      bank: 'hdfc',
      amount: '1.00',
      currency: 'INR',
      last4: '9999',
      payer: 'RAHUL KUMAR',
      reference: 'SBIN326112233445',
    });
  });

  it('replicas starting together apply a release once', async () => {
    const since = await lastAuditId();
    // On PostgreSQL a second replica has its own connections to the same database.
    const other = isPostgresRun ? await openDb({ databaseUrl: t.databaseUrl!, dataDir: '' }) : t.db;
    try {
      const results = await Promise.all(
        [t.db, other, t.db, other].map((db) => applyShippedRules(db, nextRelease, NEXT)),
      );
      expect(results.filter((result) => result !== null)).toHaveLength(1);
    } finally {
      if (other !== t.db) await other.close();
    }
    const { rows } = await t.db.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM notification_rules WHERE shipped_key = 'sberbank.password'`,
    );
    expect(rows[0]!.count).toBe('1');
    // One entry per change: the new rule, three updated, one withdrawn.
    expect(await releaseAudit(since)).toHaveLength(5);
  });
});

describe('a database seeded before shipped rules had keys (version 1)', () => {
  /** The rules the first release seeded (version 1, before migration 024 rewrote their lookahead). */
  const version1 = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, 'fixtures/shipped-rules-1.json'), 'utf8'),
  ) as Omit<ShippedRule, 'key'>[];
  const migration024 = fs.readFileSync(
    path.join(import.meta.dirname, '../src/db/migrations/024_rule_patterns_without_lookahead.sql'),
    'utf8',
  );

  it('gets the fixed and new shipped rules; what the operator edited or deleted stays so', async () => {
    await t.db.query('DELETE FROM notification_rules');
    await t.db.query('DELETE FROM notification_rules_shipped');
    await t.db.query(`UPDATE settings SET value = '1' WHERE key = 'notification_rules_seeded'`);
    for (const rule of version1)
      await t.db.query(
        `INSERT INTO notification_rules (bank, name, senders, kind, pattern, currency, priority)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [rule.bank, rule.name, rule.senders, rule.kind, rule.pattern, rule.currency, rule.priority],
      );
    for (const statement of migration024
      .split(/;\s*$/m)
      .map((part) => part.replace(/^\s*--.*$/gm, '').trim()))
      if (statement) await t.db.query(statement);
    await t.db.query(`UPDATE notification_rules SET priority = 11 WHERE name = 'VTB: money in'`);
    await t.db.query(`DELETE FROM notification_rules WHERE name = 'Kaspi: a code'`);

    // The trader's own transfer out, which version 1's Sberbank rule read as a credit (issue 33, finding 4).
    const transferOut = async () =>
      json<TestNotificationRuleResponse>(
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/notification-rules/test',
          headers: admin,
          payload: { from: '900', text: 'СЧЁТ2468 18:26 перевод 2 000р Баланс: 23 000р' },
        }),
      ).kind;
    expect(await transferOut()).toBe('credit');

    const applied = await applyShippedRules(t.db);
    expect(applied).toMatchObject({
      from: 1,
      to: SHIPPED_RULES_VERSION,
      keptEdited: [],
      keptDeleted: expect.arrayContaining(['kaspi.code', 'vtb.credit']),
    });
    expect(applied!.inserted).toContain('sberbank.900.credit-from');
    expect(applied!.updated).toEqual(expect.arrayContaining(['sberbank.900.credit', 'sberbank.900.debit']));
    expect(await transferOut()).toBe('debit');

    const rules = await rulesByName();
    expect(rules.get('VTB: money in')).toMatchObject({ priority: 11 });
    expect(rules.has('Kaspi: a code')).toBe(false);
    const { rows } = await t.db.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM notification_rules WHERE bank = 'vtb' AND kind = 'credit'`,
    );
    expect(rows[0]!.count).toBe('1');
    // Every other shipped rule is as the code ships it.
    for (const rule of SHIPPED_RULES.filter((rule) => !['vtb.credit', 'kaspi.code'].includes(rule.key)))
      expect([rule.key, rules.get(rule.name)?.pattern]).toEqual([rule.key, rule.pattern]);
  });
});
