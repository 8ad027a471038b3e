import type {
  MerchantBalanceResponse,
  Payout,
  PayoutSettings,
  TraderPayoutsResponse,
} from '@payorder/contract';
import { setTraderOnline } from '@payorder/test-kit';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { ADMIN_KEY, bearer, json, kitCall } from './helper.ts';
import { multipart, png } from './receipts-fixtures.ts';
import {
  createBookTrader,
  createShop,
  customerOrder,
  expectLedgerInvariants,
  traderMove,
} from './routing-kit.ts';

/** Payouts set up through the public APIs: a shop with money, traders who take payouts. */

/** A valid Russian card (Luhn) to pay out to. */
export const RECIPIENT_CARD = '2202 2063 1232 5678';

/** A shop whose balance holds `funds` RUB: one order of that sum, paid and confirmed by an order trader. */
export async function fundedShop(app: FastifyInstance, funds: string, payoutFeePercent = '1') {
  const shop = await createShop(app);
  await app.inject({
    method: 'PUT',
    url: `/api/v1/admin/shops/${shop.id}`,
    headers: bearer(ADMIN_KEY),
    payload: { payoutFeePercent },
  });
  const orderTrader = await createBookTrader(app, { deposit: '10000000.00' });
  const customer = await customerOrder(app, shop.apiKey, funds);
  expect((await customer.pay()).statusCode).toBe(200);
  expect((await traderMove(app, orderTrader.apiKey, customer.id, 'confirm')).statusCode).toBe(200);
  // The order trader is done: offline, so it never takes the orders of a payout test.
  await setTraderOnline(kitCall(app), orderTrader.apiKey, false);
  return shop;
}

export interface PayoutTrader {
  id: string;
  apiKey: string;
}

/** A trader online with payouts on for RUB cards, earning `commissionPercent` on each. */
export async function payoutTrader(
  app: FastifyInstance,
  settings: Partial<PayoutSettings> = {},
  commissionPercent = '0.5',
): Promise<PayoutTrader> {
  const admin = bearer(ADMIN_KEY);
  const trader = json<PayoutTrader>(
    await app.inject({
      method: 'POST',
      url: '/api/v1/admin/traders',
      headers: admin,
      payload: { name: 'P' },
    }),
  );
  await app.inject({
    method: 'PUT',
    url: `/api/v1/admin/traders/${trader.id}`,
    headers: admin,
    payload: { payoutCommissionPercent: commissionPercent },
  });
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/v1/trader/payout-settings',
    headers: bearer(trader.apiKey),
    payload: {
      enabled: true,
      currencies: ['RUB'],
      paymentTypes: ['card2card'],
      maxInProgress: 5,
      ...settings,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await setTraderOnline(kitCall(app), trader.apiKey, true);
  return trader;
}

export const payoutBody = (
  externalId: string,
  amount = '1000.00',
  recipient = { card_number: RECIPIENT_CARD },
) => ({
  externalId,
  amount,
  currency: 'RUB',
  paymentType: 'card2card',
  bank: 'sberbank',
  recipient,
});

export const createPayoutCall = (app: FastifyInstance, shopKey: string, body: object) =>
  app.inject({ method: 'POST', url: '/api/v1/merchant/payouts', headers: bearer(shopKey), payload: body });

export async function createPayout(app: FastifyInstance, shopKey: string, body: object): Promise<Payout> {
  const response = await createPayoutCall(app, shopKey, body);
  expect(response.statusCode, response.body).toBe(201);
  return json<Payout>(response);
}

export const payoutMove = (
  app: FastifyInstance,
  traderKey: string,
  id: string,
  move: 'take' | 'decline',
  payload?: object,
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/trader/payouts/${id}/${move}`,
    headers: bearer(traderKey),
    payload,
  });

export function completeWithProof(app: FastifyInstance, traderKey: string, id: string) {
  const body = multipart([{ field: 'file', filename: 'proof.png', contentType: 'image/png', data: png() }]);
  return app.inject({
    method: 'POST',
    url: `/api/v1/trader/payouts/${id}/complete`,
    headers: { ...bearer(traderKey), ...body.headers },
    payload: body.payload,
  });
}

export async function offeredTo(app: FastifyInstance, traderKey: string): Promise<string[]> {
  const body = json<TraderPayoutsResponse>(
    await app.inject({ url: '/api/v1/trader/payouts', headers: bearer(traderKey) }),
  );
  return body.items.filter((item) => item.status === 'new').map((item) => item.id);
}

export async function shopBalance(app: FastifyInstance, shopKey: string) {
  const body = json<MerchantBalanceResponse>(
    await app.inject({ url: '/api/v1/merchant/balance', headers: bearer(shopKey) }),
  );
  return body.balances.find((balance) => balance.currency === 'RUB');
}

/** The ledger's invariants, and every shop's payout hold exactly its payouts in flight (amount + fee). */
export async function expectPayoutLedger(db: Db) {
  await expectLedgerInvariants(db);
  const holds = await db.query(
    `SELECT s.id, coalesce(h.balance, 0) AS held, coalesce(p.total, 0) AS open_total FROM shops s
       LEFT JOIN ledger_accounts h ON h.kind = 'shop_payout_hold' AND h.owner_id = s.id AND h.currency = 'RUB'
       LEFT JOIN (SELECT shop_id, ((sum(amount) + sum(fee)) * 100)::bigint AS total FROM payouts
                   WHERE NOT is_test AND status IN ('new', 'taken', 'overdue') GROUP BY shop_id) p
              ON p.shop_id = s.id
      WHERE coalesce(h.balance, 0) <> coalesce(p.total, 0)`,
  );
  expect(holds.rows, 'each shop holds exactly its payouts in flight').toEqual([]);
  const twice = await db.query(
    `SELECT payout_id, kind FROM ledger_transactions WHERE payout_id IS NOT NULL
      GROUP BY payout_id, kind HAVING count(*) > 1`,
  );
  expect(twice.rows, 'no payout settled, held or released twice').toEqual([]);
}
