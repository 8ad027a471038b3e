import type { Adjustment, ApiError, AuditListResponse, LedgerLine } from '@payorder/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_KEY, bearer, json, startTestApp, type TestApp } from './helper.ts';
import { balanceOf, createBookTrader, expectLedgerInvariants } from './routing-kit.ts';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

const adjust = (traderId: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/traders/${traderId}/adjustments`,
    headers: bearer(ADMIN_KEY),
    payload,
  });

describe('balance adjustments', () => {
  it('credits and debits the working balance, balanced against the outside world, each audit-logged with its note', async () => {
    const trader = await createBookTrader(t.app, { entries: 0, deposit: '1000.00' });
    const credit = await adjust(trader.id, {
      amount: '250.50',
      currency: 'RUB',
      direction: 'credit',
      note: 'Deposit of 24 May booked short',
    });
    expect(credit.statusCode).toBe(201);
    expect(json<Adjustment>(credit)).toMatchObject({
      traderId: trader.id,
      amount: '250.50',
      currency: 'RUB',
      direction: 'credit',
      note: 'Deposit of 24 May booked short',
    });
    const debit = await adjust(trader.id, {
      amount: '15.00',
      currency: 'RUB',
      direction: 'debit',
      note: '  Bank fee  ',
    });
    expect(debit.statusCode).toBe(201);
    expect(json<Adjustment>(debit).note).toBe('Bank fee');
    expect(await balanceOf(t.app, trader.apiKey)).toMatchObject({ working: '1235.50', available: '1235.50' });

    const lines = json<LedgerLine[]>(
      await t.app.inject({ url: '/api/v1/trader/ledger', headers: bearer(trader.apiKey) }),
    );
    expect(lines.map((line) => `${line.kind} ${line.account} ${line.amount} ${line.note ?? ''}`)).toEqual([
      'adjustment trader_working -15.00 Bank fee',
      'adjustment trader_working 250.50 Deposit of 24 May booked short',
      'deposit trader_working 1000.00 test deposit',
    ]);
    const external = await t.db.query<{ balance: string }>(
      "SELECT balance::text FROM ledger_accounts WHERE kind = 'external' AND currency = 'RUB'",
    );
    expect(external.rows[0]!.balance).toBe('-123550');
    await expectLedgerInvariants(t.db);

    const audit = json<AuditListResponse>(
      await t.app.inject({ url: `/api/v1/admin/audit?targetId=${trader.id}`, headers: bearer(ADMIN_KEY) }),
    );
    const adjustments = audit.items.filter((entry) => entry.action === 'trader.adjustment');
    expect(adjustments.map((entry) => entry.after)).toMatchObject([
      { amount: '15.00', currency: 'RUB', direction: 'debit', note: 'Bank fee' },
      { amount: '250.50', currency: 'RUB', direction: 'credit', note: 'Deposit of 24 May booked short' },
    ]);
  });

  it('refuses a debit past the available balance (the security hold stays), writing nothing', async () => {
    const trader = await createBookTrader(t.app, { entries: 0, deposit: '1000.00' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/traders/${trader.id}`,
      headers: bearer(ADMIN_KEY),
      payload: { securityHold: '200.00' },
    });
    const tooMuch = await adjust(trader.id, {
      amount: '800.01',
      currency: 'RUB',
      direction: 'debit',
      note: 'Mistaken deposit',
    });
    expect(tooMuch.statusCode).toBe(409);
    const error = json<ApiError>(tooMuch);
    expect(error.code).toBe('insufficient_balance');
    expect(error.message).toContain('800.00 RUB');
    const noAccount = await adjust(trader.id, {
      amount: '1.00',
      currency: 'KZT',
      direction: 'debit',
      note: 'Nothing there',
    });
    expect(noAccount.statusCode).toBe(409);
    expect(json<ApiError>(noAccount).code).toBe('insufficient_balance');
    expect(await balanceOf(t.app, trader.apiKey)).toMatchObject({ working: '1000.00', available: '800.00' });

    const exact = await adjust(trader.id, {
      amount: '800',
      currency: 'RUB',
      direction: 'debit',
      note: 'All of it',
    });
    expect(exact.statusCode).toBe(201);
    expect(await balanceOf(t.app, trader.apiKey)).toMatchObject({ working: '200.00', available: '0.00' });
    const audit = json<AuditListResponse>(
      await t.app.inject({ url: `/api/v1/admin/audit?targetId=${trader.id}`, headers: bearer(ADMIN_KEY) }),
    );
    expect(audit.items.filter((entry) => entry.action === 'trader.adjustment')).toHaveLength(1);
    await expectLedgerInvariants(t.db);
  });

  it('answers 400 with the field for a bad amount, direction, note or currency, and 404 for an unknown trader', async () => {
    const trader = await createBookTrader(t.app, { entries: 0, deposit: '1000.00' });
    const good = { amount: '10.00', currency: 'RUB', direction: 'credit', note: 'Why' };
    const cases: [object, string][] = [
      [{ ...good, amount: '-5.00' }, 'amount'],
      [{ ...good, amount: '0' }, 'amount'],
      [{ ...good, amount: '1.001' }, 'amount'],
      [{ ...good, amount: 10 }, 'amount'],
      [{ ...good, direction: 'up' }, 'direction'],
      [{ ...good, direction: undefined }, 'direction'],
      [{ ...good, note: '   ' }, 'note'],
      [{ ...good, note: undefined }, 'note'],
      [{ ...good, note: 'x'.repeat(257) }, 'note'],
      [{ ...good, currency: 'XXX' }, 'currency'],
    ];
    for (const [payload, field] of cases) {
      const response = await adjust(trader.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const error = json<ApiError>(response);
      expect(error.fields, JSON.stringify(payload)).toHaveProperty(field);
    }
    const unknownTrader = await adjust('00000000-0000-4000-8000-000000000000', good);
    expect(unknownTrader.statusCode).toBe(404);
    expect(await balanceOf(t.app, trader.apiKey)).toMatchObject({ working: '1000.00' });
    await expectLedgerInvariants(t.db);
  });
});
