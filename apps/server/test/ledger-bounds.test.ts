import {
  fromMinor,
  MAX_AMOUNT_MINOR,
  MAX_BALANCE_MINOR,
  MAX_CURRENCY_TOTAL_MINOR,
  type ApiError,
} from '@payorder/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_KEY, bearer, isPostgresRun, json, startTestApp, type TestApp } from './helper.ts';
import { expectLedgerInvariants } from './routing-kit.ts';

/** Balances are bigint minor units: every account is bounded, and a move past a bound is a 409, not a 500. */
let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

const MAX_AMOUNT = fromMinor(MAX_AMOUNT_MINOR);

async function newTrader(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/traders',
    headers: bearer(ADMIN_KEY),
    payload: { name: 'Deep pockets' },
  });
  return json<{ id: string }>(response).id;
}

const depositTo = (traderId: string, amount: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/traders/${traderId}/deposits`,
    headers: bearer(ADMIN_KEY),
    payload: { amount, currency: 'RUB' },
  });

async function balanceOfAccount(kind: string, ownerId: string | null): Promise<bigint> {
  const { rows } = await t.db.query<{ balance: string }>(
    `SELECT balance::text FROM ledger_accounts WHERE kind = $1 AND owner_id IS NOT DISTINCT FROM $2::uuid AND currency = 'RUB'`,
    [kind, ownerId],
  );
  return BigInt(rows[0]?.balance ?? '0');
}

const countRows = async (table: string) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

describe(`ledger bounds (${isPostgresRun ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses the 93rd maximum deposit with 409 balance_limit_reached, writing nothing; the next normal deposit works', async () => {
    const trader = await newTrader();
    const statuses: number[] = [];
    const fits = MAX_BALANCE_MINOR / MAX_AMOUNT_MINOR;
    for (let index = 0; index < 93; index += 1) {
      const response = await depositTo(trader, MAX_AMOUNT);
      statuses.push(response.statusCode);
      if (response.statusCode !== 201) {
        expect(json<ApiError>(response).code).toBe('balance_limit_reached');
        expect(json<ApiError>(response).message).toMatch(/limit/);
      }
    }
    expect(statuses.slice(0, Number(fits)).every((code) => code === 201)).toBe(true);
    expect(statuses.slice(Number(fits)).every((code) => code === 409)).toBe(true);
    expect(await balanceOfAccount('trader_working', trader)).toBe(fits * MAX_AMOUNT_MINOR);
    expect(await balanceOfAccount('external', null)).toBe(-fits * MAX_AMOUNT_MINOR);
    expect(await countRows("ledger_transactions WHERE kind = 'deposit'")).toBe(Number(fits));
    await expectLedgerInvariants(t.db);

    const other = await newTrader();
    expect((await depositTo(other, '1500.00')).statusCode).toBe(201);
    await expectLedgerInvariants(t.db);
  });

  it('bounds the outside world’s account of a currency too: full, it refuses with 409, never a 500', async () => {
    const perTrader = MAX_BALANCE_MINOR / MAX_AMOUNT_MINOR;
    const traders = Number(MAX_CURRENCY_TOTAL_MINOR / MAX_BALANCE_MINOR);
    for (let index = 0; index < traders; index += 1) {
      const trader = await newTrader();
      for (let deposit = 0n; deposit < perTrader; deposit += 1n) {
        expect((await depositTo(trader, MAX_AMOUNT)).statusCode).toBe(201);
      }
    }
    const external = await balanceOfAccount('external', null);
    const transactions = await countRows('ledger_transactions');
    const last = await newTrader();
    const refused = await depositTo(last, MAX_AMOUNT);
    expect(refused.statusCode).toBe(409);
    expect(json<ApiError>(refused).code).toBe('balance_limit_reached');
    expect(await balanceOfAccount('external', null)).toBe(external);
    expect(await balanceOfAccount('trader_working', last)).toBe(0n);
    expect(await countRows('ledger_transactions')).toBe(transactions);
    await expectLedgerInvariants(t.db);
    // What still fits goes through.
    const room = MAX_CURRENCY_TOTAL_MINOR + external;
    expect((await depositTo(last, fromMinor(room))).statusCode).toBe(201);
    expect(await balanceOfAccount('external', null)).toBe(-MAX_CURRENCY_TOTAL_MINOR);
  });
});
