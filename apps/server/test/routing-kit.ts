import {
  luhnCheckDigit,
  type CreateShopResponse,
  type CreateRequisiteEntryRequest,
  type Order,
  type RequisiteEntry,
  type TraderBalanceResponse,
  type TraderOrder,
} from '@payorder/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/db.ts';
import {
  ADMIN_KEY,
  bearer,
  CARD2CARD_METHOD,
  createOrder,
  json,
  loginCustomer,
  readyTrader,
} from './helper.ts';

/** Routing and ledger set-up through the public APIs: traders with books, customers who start paying. */

export interface Trader {
  id: string;
  apiKey: string;
  methodId: string;
}

export async function createShop(app: FastifyInstance, feePercent = '0') {
  const shop = json<CreateShopResponse>(
    await app.inject({
      method: 'POST',
      url: '/api/v1/admin/shops',
      headers: bearer(ADMIN_KEY),
      payload: { name: 'Routing shop' },
    }),
  );
  await app.inject({
    method: 'PUT',
    url: `/api/v1/admin/shops/${shop.id}`,
    headers: bearer(ADMIN_KEY),
    payload: { feePercent },
  });
  return shop;
}

/** A trader with the card2card/sberbank method, a deposit, online; `entries` book entries with `limits`. */
export async function createBookTrader(
  app: FastifyInstance,
  options: {
    entries?: number;
    limits?: Partial<CreateRequisiteEntryRequest>;
    deposit?: string;
    commissionPercent?: string;
  } = {},
): Promise<Trader> {
  const admin = bearer(ADMIN_KEY);
  const trader = json<{ id: string; apiKey: string }>(
    await app.inject({
      method: 'POST',
      url: '/api/v1/admin/traders',
      headers: admin,
      payload: { name: 'T' },
    }),
  );
  const method = json<{ id: string }>(
    await app.inject({
      method: 'POST',
      url: `/api/v1/admin/traders/${trader.id}/trade-methods`,
      headers: admin,
      payload: CARD2CARD_METHOD,
    }),
  );
  if (options.commissionPercent) {
    await app.inject({
      method: 'PUT',
      url: `/api/v1/admin/traders/${trader.id}`,
      headers: admin,
      payload: { commissionPercent: options.commissionPercent },
    });
  }
  for (let index = 0; index < (options.entries ?? 1); index += 1) {
    await addEntry(app, trader.apiKey, method.id, options.limits, cardNumberOf(index));
  }
  await readyTrader(app, trader, options.deposit);
  return { ...trader, methodId: method.id };
}

export async function addEntry(
  app: FastifyInstance,
  apiKey: string,
  tradeMethodId: string,
  limits: Partial<CreateRequisiteEntryRequest> = {},
  cardNumber = '2202 2063 1115 2222',
): Promise<RequisiteEntry> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/trader/requisites',
    headers: bearer(apiKey),
    payload: { tradeMethodId, details: { card_number: cardNumber, cardholder: 'IVAN P.' }, ...limits },
  });
  if (response.statusCode !== 201) throw new Error(`entry: ${response.body}`);
  return json<RequisiteEntry>(response);
}

/** A customer who opened the link, chose card2card/Sberbank, and (unless `start` is false) started paying. */
export async function customerOrder(
  app: FastifyInstance,
  shopKey: string,
  amount: string,
  options: { start?: boolean } = {},
) {
  const { id, token } = await createOrder(app, shopKey, { amount });
  const auth = bearer(await loginCustomer(app, id, token));
  const url = `/api/v1/customer/orders/${id}`;
  const call = (method: 'GET' | 'POST' | 'PATCH', path = '', payload?: object) =>
    app.inject({ method, url: `${url}${path}`, headers: auth, payload });
  const select = await call('PATCH', '', { payment: { type: 'card2card', bank: 'sberbank' } });
  if (select.statusCode !== 200) throw new Error(`select: ${select.body}`);
  const customer = {
    id,
    auth,
    call,
    order: async () => json<Order>(await call('GET')),
    start: () => call('POST', '/start-payment'),
    pay: async () => {
      await call('PATCH', '', {
        payment: { customerCardFirstDigits: '220220', customerCardLastDigits: '1234' },
      });
      return call('POST', '/confirm-payment');
    },
  };
  if (options.start !== false) {
    const started = await customer.start();
    if (started.statusCode !== 200) throw new Error(`start: ${started.body}`);
  }
  return customer;
}

export async function balanceOf(app: FastifyInstance, apiKey: string, currency = 'RUB') {
  const body = json<TraderBalanceResponse>(
    await app.inject({ url: '/api/v1/trader/balance', headers: bearer(apiKey) }),
  );
  return body.balances.find((balance) => balance.currency === currency);
}

/** The orders the trader's list shows (`GET /api/v1/trader/orders`). */
export async function traderOrders(app: FastifyInstance, apiKey: string): Promise<TraderOrder[]> {
  return json<TraderOrder[]>(await app.inject({ url: '/api/v1/trader/orders', headers: bearer(apiKey) }));
}

export const traderMove = (
  app: FastifyInstance,
  apiKey: string,
  orderId: string,
  action: string,
  payload?: object,
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/trader/orders/${orderId}/${action}`,
    headers: bearer(apiKey),
    payload,
  });

/** Every invariant of docs/architecture.md "Ledger", checked from the tables themselves. */
export async function expectLedgerInvariants(db: Db) {
  const unbalanced = await db.query(
    'SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0',
  );
  expect(unbalanced.rows, 'every transaction sums to zero').toEqual([]);
  const stale = await db.query(
    `SELECT a.id, a.balance, coalesce(e.total, 0) AS total FROM ledger_accounts a
       LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) e
              ON e.account_id = a.id
      WHERE a.balance <> coalesce(e.total, 0)`,
  );
  expect(stale.rows, 'cached balance = sum of entries').toEqual([]);
  const negative = await db.query(
    `SELECT kind, owner_id, balance FROM ledger_accounts WHERE balance < 0 AND kind NOT IN ('external', 'platform')`,
  );
  expect(negative.rows, 'no trader or shop balance below zero').toEqual([]);
  const holds = await db.query(
    `SELECT t.id, coalesce(h.balance, 0) AS held, coalesce(o.total, 0) AS open_total FROM traders t
       LEFT JOIN ledger_accounts h ON h.kind = 'trader_hold' AND h.owner_id = t.id AND h.currency = 'RUB'
       LEFT JOIN (SELECT trader_id, (sum(amount) * 100)::bigint AS total FROM orders
                   WHERE status IN ('requisites', 'customer_confirm', 'trader_confirm', 'dispute')
                     AND trader_id IS NOT NULL GROUP BY trader_id) o ON o.trader_id = t.id
      WHERE coalesce(h.balance, 0) <> coalesce(o.total, 0)`,
  );
  expect(holds.rows, 'each trader holds exactly its open orders').toEqual([]);
}

/** The index-th test card: 2202 2063 0000 ###, then its Luhn check digit. */
export function cardNumberOf(index: number): string {
  const payload = `2202 2063 0000 ${String(index).padStart(3, '0')}`;
  return `${payload}${luhnCheckDigit(payload.replace(/ /g, ''))}`;
}
