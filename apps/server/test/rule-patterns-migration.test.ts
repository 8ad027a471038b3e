import fs from 'node:fs';
import path from 'node:path';
import { NOTIFICATION_PATTERN_GROUPS } from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import { patternProblem } from '../src/bank-notifications/parse.ts';
import { compileRulePattern } from '../src/bank-notifications/pattern-engine.ts';
import { useTestApp } from './helper.ts';

/**
 * Migration 024: the shipped rules a database was seeded with before the rule engine became RE2 looked
 * ahead ((?=…)), which RE2 cannot run; each becomes the same rule without lookahead, reading the same.
 */
const t = useTestApp();
const FILE = path.join(import.meta.dirname, '../src/db/migrations/024_rule_patterns_without_lookahead.sql');
const sql = fs.readFileSync(FILE, 'utf8');
const rewrites = [...sql.matchAll(/SET pattern = \$p\$(.*?)\$p\$.*?WHERE pattern = \$p\$(.*?)\$p\$;/gs)].map(
  (found) => ({ next: found[1]!, former: found[2]! }),
);
const samples = fs
  .readFileSync(path.join(import.meta.dirname, '../src/bank-notifications/samples.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => (JSON.parse(line) as { text: string }).text);

describe('migration 024: shipped patterns without lookahead', () => {
  it('each former pattern looked ahead; each new one may be saved and reads every sample as the former did', () => {
    expect(rewrites.length).toBeGreaterThan(10);
    for (const { former, next } of rewrites) {
      expect(former).toContain('(?=');
      const kind = next.includes('(?<amount>') ? 'credit' : 'other';
      expect([next, patternProblem(next, kind, NOTIFICATION_PATTERN_GROUPS)]).toEqual([next, null]);
      const formerRegex = new RegExp(former, 'iu');
      const engine = compileRulePattern(next);
      for (const text of samples) {
        const before = formerRegex.exec(text);
        expect([next, text, engine.exec(text)?.groups ?? null]).toEqual([
          next,
          text,
          before ? { ...before.groups } : null,
        ]);
      }
    }
  });

  it('rewrites a stored former pattern and leaves an operator’s own alone', async () => {
    const own = 'Пополнение (?<amount>\\d+) ?р(?= Баланс|$)';
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO notification_rules (bank, name, senders, kind, pattern, currency, priority)
       VALUES ('sberbank', 'seeded before', '{900}', 'credit', $1, 'RUB', 10),
              ('sberbank', 'the operator''s', '{900}', 'credit', $2, 'RUB', 10)
       RETURNING id`,
      [rewrites[0]!.former, own],
    );
    for (const statement of sql.split(/;\s*$/m).map((part) => part.replace(/^\s*--.*$/gm, '').trim()))
      if (statement) await t.db.query(statement);
    const stored = await t.db.query<{ pattern: string }>(
      'SELECT pattern FROM notification_rules WHERE id = ANY($1) ORDER BY name',
      [rows.map((row) => row.id)],
    );
    expect(stored.rows.map((row) => row.pattern)).toEqual([rewrites[0]!.next, own]);
  });
});
