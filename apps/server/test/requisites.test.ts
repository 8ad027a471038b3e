import fs from 'node:fs/promises';
import type {
  ApiError,
  CreateTradeMethodRequest,
  MerchantOrder,
  Order,
  TraderOrder,
} from '@payorder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_KEY,
  CARD2CARD_METHOD,
  bearer,
  createOrder,
  json,
  loginCustomer,
  setupShopAndTrader,
  startTestApp,
  type TestApp,
} from './helper.ts';

/** A method with fields of every kind: plain ones, and the country and bank that have standard keys. */
const ACCOUNT_METHOD: CreateTradeMethodRequest = {
  paymentType: 'account_number_iban',
  bank: 'halyk',
  fiatCurrency: 'KZT',
  fields: [
    { name: 'iban', type: 'string' },
    { name: 'holder', type: 'string' },
    { name: 'phone', type: 'string' },
    { name: 'account_number', type: 'string' },
    { name: 'swift_bic', type: 'string' },
    { name: 'country', type: 'string' },
    { name: 'bank', type: 'string' },
  ],
  customerFields: [],
};

let t: TestApp;
let shop: { apiKey: string };
let trader: { apiKey: string };
beforeAll(async () => {
  t = await startTestApp();
  await t.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/currencies/KZT',
    headers: bearer(ADMIN_KEY),
    payload: { symbol: '₸' },
  });
  ({ shop, trader } = await setupShopAndTrader(t.app, { methods: [CARD2CARD_METHOD, ACCOUNT_METHOD] }));
});
afterAll(() => t.close());

/** An order waiting for requisites on the given method, and the customer's view of it. */
async function waitingOrder({
  currency,
  ...choice
}: { currency: string; type: string; bank: string } = CARD) {
  const created = await createOrder(t.app, shop.apiKey, { currency });
  const auth = bearer(await loginCustomer(t.app, created.id, created.token));
  const url = `/api/v1/customer/orders/${created.id}`;
  await t.app.inject({ method: 'PATCH', url, headers: auth, payload: { payment: choice } });
  const started = await t.app.inject({ method: 'POST', url: `${url}/start-payment`, headers: auth });
  expect([started.statusCode, json<Order>(started).status], started.body).toEqual([200, 'requisites']);
  return {
    id: created.id,
    send: (requisites: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/trader/orders/${created.id}/requisites`,
        headers: bearer(trader.apiKey),
        payload: { requisites },
      }),
    customerView: async () => json<Order>(await t.app.inject({ url, headers: auth })),
    merchantView: async () =>
      json<MerchantOrder>(
        await t.app.inject({ url: `/api/v1/merchant/orders/${created.id}`, headers: bearer(shop.apiKey) }),
      ),
  };
}
const CARD = { currency: 'RUB', type: 'card2card', bank: 'sberbank' };
const ACCOUNT = { currency: 'KZT', type: 'account_number_iban', bank: 'halyk' };

function expectRefused(response: { statusCode: number; json: () => unknown }, fields: object) {
  expect([response.statusCode, response.json()]).toEqual([
    400,
    expect.objectContaining({ code: 'validation_failed', fields }),
  ]);
}

describe('requisites sent by hand (docs/architecture.md "Requisites")', () => {
  it('accepts exactly the method’s declared fields, without a bank, and the bank is the method’s', async () => {
    const order = await waitingOrder();
    const response = await order.send({ card_number: '2202 2063 1232 5678', cardholder: 'IVAN P.' });
    expect(response.statusCode).toBe(200);
    expect(json<TraderOrder>(response)).toMatchObject({
      status: 'customer_confirm',
      requisites: { bank: 'sberbank', card_number: '2202 2063 1232 5678', cardholder: 'IVAN P.' },
    });
  });

  it('shows the customer every field sent, the bank by code and by name', async () => {
    const order = await waitingOrder(ACCOUNT);
    const response = await order.send({
      iban: ' KZ86 125K ZT50 0410 0100 ',
      holder: 'Aigerim S.',
      phone: '+7 701 123 45 67',
      account_number: '0001234567',
      swift_bic: 'HSBKKZKX',
      country: 'KZ',
      countryNameEn: 'Kazakhstan',
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      bank: 'halyk',
      bankName: 'Halyk Bank',
      iban: 'KZ86 125K ZT50 0410 0100',
      holder: 'Aigerim S.',
      phone: '+7 701 123 45 67',
      account_number: '0001234567',
      swift_bic: 'HSBKKZKX',
      countryCode: 'kz',
      countryNameEn: 'Kazakhstan',
    };
    expect((await order.customerView()).requisites).toEqual(expected);
    // The shop: need to know, the last 4 digits of a number at most, no holder (issue 22).
    expect((await order.merchantView()).requisites).toEqual({
      bank: 'halyk',
      bankName: 'Halyk Bank',
      iban: '**** 0100',
      phone: '**** 4567',
      account_number: '**** 4567',
      swift_bic: 'HSBKKZKX',
      countryCode: 'kz',
      countryNameEn: 'Kazakhstan',
    });
  });

  it('takes a bank the trader names by its code', async () => {
    const order = await waitingOrder();
    const response = await order.send({
      card_number: '2202 2063 1232 5678',
      cardholder: 'IVAN P.',
      bank: 'tinkoff',
    });
    expect(response.statusCode).toBe(200);
    expect((await order.customerView()).requisites).toMatchObject({ bank: 'tinkoff', bankName: 'T-Bank' });
  });

  it('refuses a missing declared field, naming it, and leaves the order waiting', async () => {
    const order = await waitingOrder(ACCOUNT);
    const response = await order.send({ iban: 'KZ86 125K ZT50 0410 0100', holder: 'Aigerim S.' });
    expectRefused(response, {
      'requisites.phone': 'Required by the trade method',
      'requisites.account_number': 'Required by the trade method',
      'requisites.swift_bic': 'Required by the trade method',
      'requisites.country': 'Required by the trade method (or countryCode)',
    });
    expect((await order.customerView()).status).toBe('requisites');
  });

  it('refuses unknown keys, naming each', async () => {
    const order = await waitingOrder();
    const response = await order.send({
      card_number: '2202 2063 1232 5678',
      cardholder: 'IVAN P.',
      cardInfo: '2202 2063 1232 5678',
      iban: 'DE89 3704 0044 0532 0130 00',
    });
    expectRefused(response, {
      'requisites.cardInfo': 'Not a field of this trade method',
      'requisites.iban': 'Not a field of this trade method',
    });
    expect((await order.customerView()).requisites).toBeNull();
  });

  it('refuses empty and blank values, and values that are not strings', async () => {
    const order = await waitingOrder();
    expectRefused(await order.send({ card_number: '', cardholder: '   ' }), {
      'requisites.card_number': 'Must not be empty',
      'requisites.cardholder': 'Must not be empty',
    });
    const numeric = await order.send({ card_number: 2202206312345678, cardholder: 'IVAN P.' });
    expect([numeric.statusCode, Object.keys(json<{ fields: object }>(numeric).fields)]).toEqual([
      400,
      ['requisites.card_number'],
    ]);
  });

  it('refuses a bank that is not a bank code, a malformed country and a SberPay link that is not http(s)', async () => {
    const order = await waitingOrder(ACCOUNT);
    const response = await order.send({
      iban: 'KZ86 125K ZT50 0410 0100',
      holder: 'Aigerim S.',
      phone: '+7 701 123 45 67',
      account_number: '0001234567',
      swift_bic: 'HSBKKZKX',
      countryCode: 'Kazakhstan',
      bank: 'Halyk Bank',
      sberPayUrl: 'javascript:alert(1)',
    });
    expectRefused(response, {
      'requisites.countryCode': 'A two-letter country code',
      'requisites.bank': 'A bank code from GET /api/v1/banks',
      'requisites.sberPayUrl': 'An http(s) URL',
    });
  });
});

describe('validation_failed says what is wrong with each field as a code (issue 21)', () => {
  it('refuses a card number that is not one, a bank not in the catalogue, each with its code', async () => {
    const order = await waitingOrder();
    const letters = await order.send({ card_number: 'abcd', cardholder: 'IVAN P.', bank: 'nobank' });
    expect([letters.statusCode, json<ApiError>(letters).fieldErrors]).toEqual([
      400,
      {
        'requisites.card_number': { code: 'card_number_invalid' },
        'requisites.bank': { code: 'not_a_bank' },
      },
    ]);
    // sixteen digits whose Luhn check digit is wrong: one digit mistyped
    const mistyped = await order.send({ card_number: '2202 2063 1234 5678', cardholder: 'IVAN P.' });
    expect(json<ApiError>(mistyped).fieldErrors).toEqual({
      'requisites.card_number': { code: 'card_number_invalid' },
    });
    expect((await order.customerView()).requisites).toBeNull();
  });

  it('checks phones for the method’s country, IBAN check digits and account numbers; names missing and unknown fields', async () => {
    const order = await waitingOrder(ACCOUNT);
    const response = await order.send({
      iban: 'KZ87 125K ZT50 0410 0100',
      phone: '+998 90 123 45 67',
      account_number: '12-AB',
      swift_bic: 'HSBKKZKX',
      country: 'KZ',
      nickname: 'x',
    });
    expect(json<ApiError>(response).fieldErrors).toEqual({
      'requisites.iban': { code: 'iban_invalid' },
      'requisites.phone': { code: 'phone_invalid', params: { prefix: '+7' } },
      'requisites.account_number': { code: 'account_number_invalid', params: { min: 5, max: 34 } },
      'requisites.holder': { code: 'required' },
      'requisites.nickname': { code: 'unknown_field' },
    });
  });

  it('gives codes for what the route’s schema refuses, beside the English words', async () => {
    const order = await waitingOrder();
    const response = await order.send({ card_number: 'x'.repeat(3000) });
    const body = json<ApiError>(response);
    expect(body.fields).toHaveProperty(['requisites.card_number']);
    expect(body.fieldErrors).toEqual({
      'requisites.card_number': { code: 'too_long', params: { max: 2048 } },
    });
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/v1/trader/orders/${order.id}/requisites`,
      headers: bearer(trader.apiKey),
      payload: {},
    });
    expect(json<ApiError>(none).fieldErrors).toEqual({ requisites: { code: 'required' } });
  });
});

describe('requisites stored before the canonical form', () => {
  it('migration 003 moves them to it: card number, country and SberPay keys, a bank named by its name', async () => {
    const order = await waitingOrder();
    await order.send({ card_number: '2202 2063 1232 5678', cardholder: 'IVAN P.' });
    const legacy = {
      bank: 'Sberbank',
      cardInfo: '2202 2063 1232 5678',
      cardholder: 'IVAN P.',
      country: 'kz',
      sberpay_url: 'https://pay.test/help',
    };
    await t.db.query('UPDATE orders SET requisites = $1 WHERE id = $2', [JSON.stringify(legacy), order.id]);
    const sql = await fs.readFile(
      new URL('../src/db/migrations/003_canonical_requisites.sql', import.meta.url),
      'utf8',
    );
    for (const statement of sql.split(/;\s*$/m).filter((text) => text.replace(/--.*$/gm, '').trim())) {
      await t.db.query(statement);
    }
    expect((await order.customerView()).requisites).toEqual({
      bank: 'sberbank',
      bankName: 'Sberbank',
      card_number: '2202 2063 1232 5678',
      cardholder: 'IVAN P.',
      countryCode: 'kz',
      sberPayUrl: 'https://pay.test/help',
    });
  });
});
