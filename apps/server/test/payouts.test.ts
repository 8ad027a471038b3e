import type { AdminPayout, ApiError, Payout, PayoutCallbackEvent, TraderPayout } from '@payorder/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sweepPayouts } from '../src/payouts/payout-offers.ts';
import { ADMIN_KEY, bearer, json, startTestApp, type TestApp } from './helper.ts';
import {
  completeWithProof,
  createPayout,
  createPayoutCall,
  expectPayoutLedger,
  fundedShop,
  offeredTo,
  payoutBody,
  payoutMove,
  payoutTrader,
  RECIPIENT_CARD,
  shopBalance,
} from './payout-kit.ts';
import { balanceOf } from './routing-kit.ts';

// Each test its own platform: one test's traders, online with payouts on, never take another's payouts.
// The sweeper is this file's to run (sweepPayouts, with the time it names).
let t: TestApp;
beforeEach(async () => {
  t = await startTestApp({ SWEEP_INTERVAL_MS: '3600000' });
});
afterEach(() => t.close());
const times = { PAYOUT_WAIT_MINUTES: 60, PAYOUT_SEND_MINUTES: 30, PAYOUT_OFFER_SECONDS: 120 };
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function payoutOf(id: string) {
  return json<AdminPayout>(
    await t.app.inject({ url: `/api/v1/admin/payouts/${id}`, headers: bearer(ADMIN_KEY) }),
  );
}

describe('payouts: the shop pays a person out through a trader', () => {
  it('holds amount and fee, offers it, and on completion pays the trader back with its commission', async () => {
    const shop = await fundedShop(t.app, '5000.00');
    const trader = await payoutTrader(t.app);
    const payout = await createPayout(t.app, shop.apiKey, payoutBody('w-1', '1000.00'));
    expect(payout).toMatchObject({ status: 'new', amount: '1000.00', fee: '10.00', test: false });
    expect(await shopBalance(t.app, shop.apiKey)).toMatchObject({ balance: '3990.00', held: '1010.00' });
    expect(await offeredTo(t.app, trader.apiKey)).toEqual([payout.id]);

    const taken = await payoutMove(t.app, trader.apiKey, payout.id, 'take');
    expect(taken.statusCode, taken.body).toBe(200);
    expect(json<TraderPayout>(taken)).toMatchObject({
      status: 'taken',
      commission: '5.00',
      recipient: { card_number: RECIPIENT_CARD },
    });
    const completed = await completeWithProof(t.app, trader.apiKey, payout.id);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(json<TraderPayout>(completed)).toMatchObject({
      status: 'completed',
      proofs: [{ contentType: 'image/png' }],
    });

    expect(await shopBalance(t.app, shop.apiKey)).toMatchObject({ balance: '3990.00', held: '0.00' });
    expect((await balanceOf(t.app, trader.apiKey))?.working).toBe('1005.00');
    const detail = await payoutOf(payout.id);
    expect(detail.history.map((entry) => `${entry.move} ${entry.toStatus} ${entry.actorKind}`)).toEqual([
      'create new shop',
      'offer new system',
      'take taken trader',
      'complete completed trader',
    ]);
    const { rows } = await t.db.query<{ payload: PayoutCallbackEvent }>(
      'SELECT payload FROM callback_outbox WHERE payout_id = $1',
      [payout.id],
    );
    expect(rows).toEqual([]); // no callback URL: nothing to call
    await expectPayoutLedger(t.db);
  });

  it('answers the same payout to the same externalId, never a second one, also under 20 parallel calls', async () => {
    const shop = await fundedShop(t.app, '5000.00');
    const body = payoutBody('w-2', '100.00');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => createPayoutCall(t.app, shop.apiKey, body)),
    );
    expect(answers.map((answer) => answer.statusCode).sort((a, b) => a - b)).toEqual([
      ...Array<number>(19).fill(200),
      201,
    ]);
    expect(new Set(answers.map((answer) => json<Payout>(answer).id)).size).toBe(1);
    expect(await shopBalance(t.app, shop.apiKey)).toMatchObject({ held: '101.00' });

    const other = await createPayoutCall(t.app, shop.apiKey, payoutBody('w-2', '200.00'));
    expect(other.statusCode).toBe(409);
    expect(json<ApiError>(other).code).toBe('external_id_taken');
    await expectPayoutLedger(t.db);
  });

  it('refuses what cannot be paid out, saying why, and holds nothing', async () => {
    const shop = await fundedShop(t.app, '500.00');
    const luhn = await createPayoutCall(
      t.app,
      shop.apiKey,
      payoutBody('x-1', '10.00', { card_number: '2202 2063 1232 5679' }),
    );
    expect(luhn.statusCode).toBe(400);
    expect(json<ApiError>(luhn).fieldErrors).toEqual({
      'recipient.card_number': { code: 'card_number_invalid' },
    });
    const unknown = await createPayoutCall(t.app, shop.apiKey, {
      ...payoutBody('x-2', '10.00'),
      recipient: { card_number: RECIPIENT_CARD, iban: 'DE89370400440532013000' },
    });
    expect(json<ApiError>(unknown).fieldErrors).toEqual({ 'recipient.iban': { code: 'unknown_field' } });
    const link = await createPayoutCall(t.app, shop.apiKey, {
      ...payoutBody('x-3'),
      paymentType: 'sberpay',
      recipient: {},
    });
    expect(json<ApiError>(link).fieldErrors).toEqual({ paymentType: { code: 'invalid_choice' } });

    const tooMuch = await createPayoutCall(t.app, shop.apiKey, payoutBody('x-4', '500.00'));
    expect(tooMuch.statusCode).toBe(409);
    expect(json<ApiError>(tooMuch)).toMatchObject({ code: 'insufficient_balance' });
    expect(json<ApiError>(tooMuch).message).toContain('500.00 RUB');
    expect(await shopBalance(t.app, shop.apiKey)).toMatchObject({ balance: '500.00', held: '0.00' });
    const list = json<{ items: Payout[] }>(
      await t.app.inject({ url: '/api/v1/merchant/payouts', headers: bearer(shop.apiKey) }),
    );
    expect(list.items).toEqual([]);
  });

  it('one take wins; a declined payout goes to the next trader and never back', async () => {
    const shop = await fundedShop(t.app, '5000.00');
    const first = await payoutTrader(t.app);
    const second = await payoutTrader(t.app);
    const payout = await createPayout(t.app, shop.apiKey, payoutBody('w-3', '300.00'));
    const offered = (await offeredTo(t.app, first.apiKey)).length ? first : second;
    const other = offered === first ? second : first;

    const notMine = await payoutMove(t.app, other.apiKey, payout.id, 'take');
    expect([notMine.statusCode, json<ApiError>(notMine).code]).toEqual([409, 'payout_not_offered']);
    const declined = await payoutMove(t.app, offered.apiKey, payout.id, 'decline', {
      reason: 'My bank is down',
    });
    expect(declined.statusCode, declined.body).toBe(204);
    expect(await offeredTo(t.app, other.apiKey)).toEqual([payout.id]);
    expect(await offeredTo(t.app, offered.apiKey)).toEqual([]);

    // The second trader lets the offer run out: with nobody else, it stays offered to it, never the decliner.
    await sweepPayouts(t.db, times, later(3));
    expect(await offeredTo(t.app, offered.apiKey)).toEqual([]);
    const [a, b] = await Promise.all([
      payoutMove(t.app, other.apiKey, payout.id, 'take'),
      payoutMove(t.app, other.apiKey, payout.id, 'take'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await payoutOf(payout.id)).declines).toMatchObject([
      { traderId: offered.id, reason: 'My bank is down' },
    ]);
  });

  it('complete and decline at once: one effect, the completion', async () => {
    const shop = await fundedShop(t.app, '5000.00');
    const trader = await payoutTrader(t.app);
    const payout = await createPayout(t.app, shop.apiKey, payoutBody('cd-1', '250.00'));
    await payoutMove(t.app, trader.apiKey, payout.id, 'take');
    const [completed, declined] = await Promise.all([
      completeWithProof(t.app, trader.apiKey, payout.id),
      payoutMove(t.app, trader.apiKey, payout.id, 'decline', { reason: 'Changed my mind' }),
    ]);
    expect([completed.statusCode, declined.statusCode]).toEqual([200, 409]);
    expect(json<ApiError>(declined).code).toBe('payout_not_offered');
    const detail = await payoutOf(payout.id);
    expect([detail.status, detail.declines]).toEqual(['completed', []]);
    await expectPayoutLedger(t.db);
  });

  it('cancels only while no trader has it; the hold comes back', async () => {
    const shop = await fundedShop(t.app, '5000.00');
    const trader = await payoutTrader(t.app);
    const waiting = await createPayout(t.app, shop.apiKey, payoutBody('c-1', '100.00'));
    const cancel = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/merchant/payouts/${id}/cancel`,
        headers: bearer(shop.apiKey),
      });
    expect(json<Payout>(await cancel(waiting.id)).status).toBe('cancelled');
    const taken = await createPayout(t.app, shop.apiKey, payoutBody('c-2', '100.00'));
    expect((await payoutMove(t.app, trader.apiKey, taken.id, 'take')).statusCode).toBe(200);
    const refused = await cancel(taken.id);
    expect([refused.statusCode, json<ApiError>(refused).code]).toEqual([409, 'invalid_transition']);
    expect(await shopBalance(t.app, shop.apiKey)).toMatchObject({ balance: '4899.00', held: '101.00' });
    await expectPayoutLedger(t.db);
  });

  it('a taken payout not completed in time goes to the operator, never back to the pool', async () => {
    const shop = await fundedShop(t.app, '5000.00');
    const trader = await payoutTrader(t.app);
    const payout = await createPayout(t.app, shop.apiKey, payoutBody('o-1', '700.00'));
    expect((await payoutMove(t.app, trader.apiKey, payout.id, 'take')).statusCode).toBe(200);
    await sweepPayouts(t.db, times, later(31));
    expect((await payoutOf(payout.id)).status).toBe('overdue');
    const late = await completeWithProof(t.app, trader.apiKey, payout.id);
    expect([late.statusCode, json<ApiError>(late).code]).toEqual([409, 'invalid_transition']);

    const resolve = (outcome: string, note = 'Checked the trader’s statement') =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/payouts/${payout.id}/resolve`,
        headers: bearer(ADMIN_KEY),
        payload: { outcome, note },
      });
    const resolved = await resolve('completed');
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(json<AdminPayout>(resolved).status).toBe('completed');
    expect((await balanceOf(t.app, trader.apiKey))?.working).toBe('703.50');
    expect((await resolve('failed')).statusCode).toBe(409);
    await expectPayoutLedger(t.db);
  });

  it('a disputed payout failed by the operator is reversed by new ledger lines', async () => {
    const shop = await fundedShop(t.app, '5000.00');
    const trader = await payoutTrader(t.app);
    const payout = await createPayout(t.app, shop.apiKey, payoutBody('d-1', '1000.00'));
    await payoutMove(t.app, trader.apiKey, payout.id, 'take');
    expect((await completeWithProof(t.app, trader.apiKey, payout.id)).statusCode).toBe(200);
    const disputed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/merchant/payouts/${payout.id}/dispute`,
      headers: bearer(shop.apiKey),
      payload: { reason: 'The customer says nothing arrived' },
    });
    expect(json<Payout>(disputed).status).toBe('dispute');
    const failed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/payouts/${payout.id}/resolve`,
      headers: bearer(ADMIN_KEY),
      payload: { outcome: 'failed', note: 'The bank returned it' },
    });
    expect(json<AdminPayout>(failed).status).toBe('failed');
    expect(await shopBalance(t.app, shop.apiKey)).toMatchObject({ balance: '5000.00', held: '0.00' });
    expect((await balanceOf(t.app, trader.apiKey))?.working).toBe('0.00');
    const { rows } = await t.db.query<{ kind: string }>(
      'SELECT kind FROM ledger_transactions WHERE payout_id = $1 ORDER BY created_at',
      [payout.id],
    );
    expect(rows.map((row) => row.kind)).toEqual(['payout_hold', 'payout_settle', 'payout_reverse']);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/merchant/payouts/${payout.id}/dispute`,
      headers: bearer(shop.apiKey),
      payload: { reason: 'Once more' },
    });
    expect(again.statusCode).toBe(409);
    await expectPayoutLedger(t.db);
  });

  it('a payout nobody takes in time fails and its hold comes back, with the shop’s callback', async () => {
    const shop = await fundedShop(t.app, '5000.00');
    const payout = await createPayout(t.app, shop.apiKey, {
      ...payoutBody('e-1', '100.00'),
      callbackUrl: 'https://shop.test/payouts',
    });
    await sweepPayouts(t.db, times, later(61));
    expect((await payoutOf(payout.id)).status).toBe('failed');
    expect(await shopBalance(t.app, shop.apiKey)).toMatchObject({ balance: '5000.00', held: '0.00' });
    const { rows } = await t.db.query<{ payload: PayoutCallbackEvent }>(
      'SELECT payload FROM callback_outbox WHERE payout_id = $1',
      [payout.id],
    );
    expect(rows.map((row) => row.payload)).toMatchObject([
      {
        object: 'payout',
        payoutId: payout.id,
        externalId: 'e-1',
        status: 'failed',
        fee: '1.00',
        test: false,
      },
    ]);
    await expectPayoutLedger(t.db);
  });

  it('50 payouts over 5 traders at once: every one final, none paid twice, the ledger conserved', async () => {
    const shop = await fundedShop(t.app, '100000.00');
    const traders = await Promise.all(
      Array.from({ length: 5 }, () => payoutTrader(t.app, { maxInProgress: 10 })),
    );
    const payouts = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        createPayout(t.app, shop.apiKey, payoutBody(`m-${index}`, `${100 + index}.00`)),
      ),
    );
    // Every trader works its offers at once, twice over (a repeat take or complete is refused, not paid).
    for (let round = 0; round < 20; round += 1) {
      const offers = await Promise.all(traders.map((trader) => offeredTo(t.app, trader.apiKey)));
      if (offers.every((list) => list.length === 0)) break;
      await Promise.all(
        traders.flatMap((trader, index) =>
          offers[index]!.flatMap((id) => [
            payoutMove(t.app, trader.apiKey, id, 'take').then(() =>
              completeWithProof(t.app, trader.apiKey, id),
            ),
            completeWithProof(t.app, trader.apiKey, id),
          ]),
        ),
      );
      await sweepPayouts(t.db, times);
    }
    const statuses = await Promise.all(payouts.map(async (payout) => (await payoutOf(payout.id)).status));
    expect(new Set(statuses)).toEqual(new Set(['completed']));
    const paid = payouts.reduce((sum, payout) => sum + Number(payout.amount) * 100, 0);
    const working = await Promise.all(
      traders.map(async (trader) => (await balanceOf(t.app, trader.apiKey))?.working),
    );
    const commission = payouts.reduce((sum, payout) => sum + Math.round(Number(payout.amount) * 0.5), 0);
    expect(working.reduce((sum, value) => sum + Math.round(Number(value ?? '0') * 100), 0)).toBe(
      paid + commission,
    );
    await expectPayoutLedger(t.db);
  });
});

describe('the trader’s phone proves a payout', () => {
  async function phoneOf(trader: { apiKey: string }, mode: string) {
    const device = json<{ key: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/trader/devices',
        headers: bearer(trader.apiKey),
        payload: { name: 'Phone' },
      }),
    );
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/trader/auto-confirm',
      headers: bearer(trader.apiKey),
      payload: { mode },
    });
    expect(set.statusCode).toBe(200);
    return (text: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/ingest/bank-notifications',
        headers: bearer(device.key),
        payload: { from: '900', text, receivedAt: new Date().toISOString() },
      });
  }

  it('a debit of the amount sent completes the taken payout; a cancellation never does', async () => {
    const shop = await fundedShop(t.app, '5000.00');
    const trader = await payoutTrader(t.app);
    const sms = await phoneOf(trader, 'on_arrival');
    const payout = await createPayout(t.app, shop.apiKey, payoutBody('p-1', '1000.00'));
    await payoutMove(t.app, trader.apiKey, payout.id, 'take');

    const refund = json<{ outcome: string }>(
      await sms('СЧЁТ2202 14:40 Отмена 1000р PYATEROCHKA Баланс: 1.50р'),
    );
    expect(refund.outcome).toBe('ignored');
    const other = json<{ outcome: string }>(await sms('СЧЁТ2202 14:41 Перевод 999р Баланс: 2.50р'));
    expect(other.outcome).toBe('ignored');
    expect((await payoutOf(payout.id)).status).toBe('taken');

    const sent = json<{ outcome: string; payoutId?: string }>(
      await sms('СЧЁТ2202 14:42 Перевод 1000р Баланс: 3.50р'),
    );
    expect(sent).toMatchObject({ outcome: 'confirmed', payoutId: payout.id });
    const done = await payoutOf(payout.id);
    expect(done.status).toBe('completed');
    expect(done.history.at(-1)).toMatchObject({ move: 'deviceComplete', actorKind: 'device' });
    expect((await balanceOf(t.app, trader.apiKey))?.working).toBe('1005.00');
    await expectPayoutLedger(t.db);
  });

  it('with auto-confirm off the debit is attached as proof and the trader completes it', async () => {
    const shop = await fundedShop(t.app, '5000.00');
    const trader = await payoutTrader(t.app);
    const sms = await phoneOf(trader, 'off');
    const payout = await createPayout(t.app, shop.apiKey, payoutBody('p-2', '1000.00'));
    await payoutMove(t.app, trader.apiKey, payout.id, 'take');
    const sent = json<{ outcome: string; payoutId?: string }>(
      await sms('СЧЁТ2202 14:42 Перевод 1000р Баланс: 3.50р'),
    );
    expect(sent).toMatchObject({ outcome: 'matched', payoutId: payout.id });
    expect((await payoutOf(payout.id)).status).toBe('taken');
    const again = json<{ outcome: string }>(await sms('СЧЁТ2202 14:43 Перевод 1000р Баланс: 4.50р'));
    expect(again.outcome).toBe('ignored');
    expect((await completeWithProof(t.app, trader.apiKey, payout.id)).statusCode).toBe(200);
    expect((await payoutOf(payout.id)).status).toBe('completed');
  });
});

describe('test payouts', () => {
  it('are made with the test key, move no money, and take their outcome from the shop', async () => {
    const shop = await fundedShop(t.app, '100.00');
    const testKey = shop.testApiKey;
    const payout = await createPayout(t.app, testKey, payoutBody('t-1', '900.00'));
    expect(payout.test).toBe(true);
    const outcome = await t.app.inject({
      method: 'POST',
      url: `/api/v1/merchant/payouts/${payout.id}/test-outcome`,
      headers: bearer(testKey),
      payload: { status: 'completed' },
    });
    expect(json<Payout>(outcome).status).toBe('completed');
    const live = await t.app.inject({
      url: `/api/v1/merchant/payouts/${payout.id}`,
      headers: bearer(shop.apiKey),
    });
    expect(live.statusCode).toBe(404);
    expect(await shopBalance(t.app, shop.apiKey)).toMatchObject({ balance: '100.00', held: '0.00' });
    await expectPayoutLedger(t.db);
  });

  it('are served by the simulated trader when the shop sets no outcome', async () => {
    const shop = await fundedShop(t.app, '100.00');
    const payout = await createPayout(t.app, shop.testApiKey, payoutBody('t-2', '900.00'));
    const deadline = Date.now() + 20_000;
    let status = payout.status;
    while (status !== 'completed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await payoutOf(payout.id)).status;
    }
    expect(status).toBe('completed');
    expect((await payoutOf(payout.id)).history.map((entry) => entry.move)).toEqual([
      'create',
      'offer',
      'take',
      'complete',
    ]);
  });
});
