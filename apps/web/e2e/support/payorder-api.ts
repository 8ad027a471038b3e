import crypto from 'node:crypto';
import type {
  CreateOrderResponse,
  CreateShopRequest,
  CreateShopResponse,
  CreateTradeMethodRequest,
  CreateTraderResponse,
  SubmitRequisitesRequest,
} from '@payorder/contract';
import { inject } from 'vitest';
import { png } from '../../../server/test/receipts-fixtures.ts';

/** The admin, merchant and trader APIs, as the shop and the trader use them around a customer. */
async function call<T>(method: string, path: string, key: string, body?: unknown): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const admin = <T>(method: string, path: string, body?: unknown) =>
  call<T>(method, path, inject('adminKey'), body);

/** A bank of the given name under a fresh code: one the page has no logo for (docs/product/payment-page.md §2 image fallbacks). */
export async function createBankWithoutLogo(name: string): Promise<{ code: string; name: string }> {
  const code = `nologo-${crypto.randomBytes(4).toString('hex')}`;
  return admin('PUT', `/v1/admin/banks/${code}`, { name });
}

/**
 * Trade methods are offered per currency across all traders, so each scenario gets a currency of its
 * own: tests running side by side never pick each other's methods.
 */
async function uniqueCurrency(symbol: string): Promise<string> {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const response = await fetch(`${inject('baseUrl')}/api/v1/currencies/fiat`);
  const taken = new Set(((await response.json()) as { code: string }[]).map((currency) => currency.code));
  let code: string;
  do code = Array.from(crypto.randomBytes(3), (byte) => letters[byte % 26]).join('');
  while (taken.has(code));
  await admin('PUT', `/v1/admin/currencies/${code}`, { symbol });
  return code;
}

type SentRequisites = SubmitRequisitesRequest['requisites'];

export type MethodInput = Omit<CreateTradeMethodRequest, 'fiatCurrency'>;

export interface Scenario {
  currency: string;
  shop: CreateShopResponse;
  trader: CreateTraderResponse;
  createOrder: (body?: {
    amount?: string;
    expiresInSeconds?: number;
    callbackUrl?: string;
  }) => Promise<OrderLink>;
  acts: TraderActions;
}

export interface OrderLink {
  id: string;
  token: string;
  url: string;
}

export interface TraderActions {
  requisites: (orderId: string, requisites: SentRequisites) => Promise<unknown>;
  confirm: (orderId: string) => Promise<unknown>;
  /** Online traders are offered orders (scenarios start online unless told otherwise). */
  setOnline: (online: boolean) => Promise<unknown>;
  dispute: (orderId: string) => Promise<unknown>;
  cancel: (orderId: string) => Promise<unknown>;
}

/** A shop, a trader with the given methods in a fresh currency, and helpers to create orders and act as the trader. */
export async function setupScenario(options: {
  shop?: Partial<CreateShopRequest>;
  methods: MethodInput[];
  symbol?: string;
  /** false: the trader starts offline (it has its deposit either way). */
  online?: boolean;
}): Promise<Scenario> {
  const currency = await uniqueCurrency(options.symbol ?? '₽');
  const shop = await admin<CreateShopResponse>('POST', '/v1/admin/shops', {
    name: 'Test Shop',
    ...options.shop,
  });
  const trader = await admin<CreateTraderResponse>('POST', '/v1/admin/traders', { name: 'Trader' });
  for (const method of options.methods) {
    await admin('POST', `/v1/admin/traders/${trader.id}/trade-methods`, {
      ...method,
      fiatCurrency: currency,
    });
  }
  const traderCall = (path: string, body?: unknown) => call('POST', path, trader.apiKey, body);
  const setOnline = (online: boolean) => call('PUT', '/v1/trader/status', trader.apiKey, { online });
  await admin('POST', `/v1/admin/traders/${trader.id}/deposits`, { amount: TRADER_DEPOSIT, currency });
  if (options.online !== false) await setOnline(true);
  return {
    currency,
    shop,
    trader,
    createOrder: async (body = {}) => {
      const created = await call<CreateOrderResponse>('POST', '/v1/merchant/orders', shop.apiKey, {
        amount: '1500.00',
        currency,
        returnUrl: 'https://shop.example/return',
        ...body,
      });
      const [, , id, token] = new URL(created.paymentUrl).pathname.split('/');
      return { id: id!, token: token!, url: created.paymentUrl };
    },
    acts: {
      requisites: (orderId, requisites) =>
        traderCall(`/v1/trader/orders/${orderId}/requisites`, { requisites }),
      confirm: (orderId) => traderCall(`/v1/trader/orders/${orderId}/confirm`),
      setOnline,
      dispute: (orderId) => traderCall(`/v1/trader/orders/${orderId}/dispute`),
      cancel: (orderId) => traderCall(`/v1/trader/orders/${orderId}/cancel`),
    },
  };
}

/** What each scenario's trader puts up: far more than any test order. */
const TRADER_DEPOSIT = '1000000.00';

export const CARD2CARD: MethodInput = {
  paymentType: 'card2card',
  bank: 'sberbank',
  fields: [
    { name: 'card_number', type: 'string' },
    { name: 'cardholder', type: 'string' },
  ],
  customerFields: [
    { name: 'first_card_digits', type: 'firstCardDigits', required: true, hidden: false },
    { name: 'last_card_digits', type: 'lastCardDigits', required: true, hidden: false },
    { name: 'full_name', type: 'fullName', required: false, hidden: false },
  ],
};

/** What a trader sends for CARD2CARD: its declared fields by name; the bank defaults to the method's. */
export const CARD_REQUISITES: SentRequisites = {
  card_number: '2202 2063 1234 5678',
  cardholder: 'IVAN P.',
};

/** The customer's side through the API: method chosen, started, details given, "Transferred". */
export async function customerPays(order: OrderLink, supply: () => Promise<unknown>): Promise<void> {
  const base = inject('baseUrl');
  const { accessToken } = (await (
    await fetch(`${base}/api/v1/customer/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: order.id, token: order.token }),
    })
  ).json()) as { accessToken: string };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}/api/v1/customer/orders/${order.id}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  };
  await call('PATCH', '', { payment: { type: 'card2card', bank: 'sberbank' } });
  await call('POST', '/start-payment');
  await supply();
  await call('PATCH', '', { payment: { customerCardFirstDigits: '427638', customerCardLastDigits: '1234' } });
  await call('POST', '/confirm-payment');
}

/** The customer uploads a receipt as the page does (multipart, field "file"). */
export async function uploadReceipt(order: OrderLink): Promise<void> {
  const base = inject('baseUrl');
  const login = await fetch(`${base}/api/v1/customer/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderId: order.id, token: order.token }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'receipt.png');
  const response = await fetch(`${base}/api/v1/customer/orders/${order.id}/receipts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
    body: form,
  });
  if (!response.ok) throw new Error(`receipt upload: ${response.status} ${await response.text()}`);
}
