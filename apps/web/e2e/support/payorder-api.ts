import crypto from 'node:crypto';
import type {
  CreateShopRequest,
  CreateShopResponse,
  CreateTradeMethodRequest,
  CreateTraderResponse,
  MerchantOrder,
  SubmitRequisitesRequest,
} from '@payorder/contract';
import {
  apiClient,
  CARD2CARD_WITH_NAME,
  createOrder,
  driveOrder,
  loginCustomer,
  setTraderOnline,
  setupShopAndTrader,
  type ApiCall,
  type DriveOptions,
  type OrderLink,
  type OrderStage,
} from '@payorder/test-kit';
import { inject } from 'vitest';
import { png } from '../../../server/test/receipts-fixtures.ts';

export { CARD_REQUISITES } from '@payorder/test-kit';
export type { OrderLink } from '@payorder/test-kit';

/** The admin, merchant, customer and trader APIs of the server the browser tests run against. */
const call: ApiCall = (method, path, key, body) => apiClient(inject('baseUrl'))(method, path, key, body);

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
  const taken = new Set(
    (await call<{ code: string }[]>('GET', '/v1/currencies/fiat', null)).map((c) => c.code),
  );
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
  /** The order as its shop sees it (merchant API). */
  orderOf: (orderId: string) => Promise<MerchantOrder>;
  /** Drives an order through the APIs alone, as its customer and this trader (the kit's driveOrder). */
  drive: (order: OrderLink, stage: OrderStage, options?: Omit<DriveOptions, 'traderKey'>) => Promise<string>;
  acts: TraderActions;
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
  /** The trader's name ("Trader" without it). */
  traderName?: string;
}): Promise<Scenario> {
  const currency = await uniqueCurrency(options.symbol ?? '₽');
  const { shop, trader } = await setupShopAndTrader(call, inject('adminKey'), {
    shop: { name: 'Test Shop', ...options.shop },
    methods: options.methods.map((method) => ({ ...method, fiatCurrency: currency })),
    online: options.online,
    traderName: options.traderName,
  });
  const traderCall = (path: string, body?: unknown) => call('POST', path, trader.apiKey, body);
  return {
    currency,
    shop,
    trader,
    createOrder: async (body = {}) =>
      createOrder(call, shop.apiKey, {
        amount: '1500.00',
        currency,
        returnUrl: 'https://shop.example/return',
        ...body,
      }),
    drive: (order, stage, options) =>
      driveOrder(call, order, stage, { ...options, traderKey: trader.apiKey }),
    orderOf: (orderId) => call<MerchantOrder>('GET', `/v1/merchant/orders/${orderId}`, shop.apiKey),
    acts: {
      requisites: (orderId, requisites) =>
        traderCall(`/v1/trader/orders/${orderId}/requisites`, { requisites }),
      confirm: (orderId) => traderCall(`/v1/trader/orders/${orderId}/confirm`),
      setOnline: (online) => setTraderOnline(call, trader.apiKey, online),
      dispute: (orderId) => traderCall(`/v1/trader/orders/${orderId}/dispute`),
      cancel: (orderId) => traderCall(`/v1/trader/orders/${orderId}/cancel`),
    },
  };
}

/** A card method that asks no sender details, so "Transferred" is the customer's last step. */
export const CARD_NO_FIELDS: MethodInput = {
  paymentType: 'card2card',
  bank: 'sberbank',
  fields: [{ name: 'card_number', type: 'string' }],
  customerFields: [],
};

/** CARD2CARD_WITH_NAME in the scenario's own currency. */
export const CARD2CARD: MethodInput = (({ fiatCurrency: _, ...method }) => method)(CARD2CARD_WITH_NAME);

/** Cross-border SBP: a phone number in another country, paid from Sberbank or T-Bank (docs/product/payment-page.md §2 screen 4). */
export const TSBP: MethodInput = {
  paymentType: 'tsbp',
  bank: 'vtb',
  fields: [
    { name: 'phone', type: 'string' },
    { name: 'cardholder', type: 'string' },
    { name: 'country', type: 'string' },
  ],
  customerFields: [{ name: 'last_phone_digits', type: 'lastPhoneDigits', required: true, hidden: false }],
};

/**
 * The customer's side through the API: method chosen, started, `supply` (the trader's requisites),
 * details given, "Transferred" (trader_confirm).
 */
export async function customerPays(order: OrderLink, supply: () => Promise<unknown>): Promise<void> {
  await driveOrder(call, order, 'trader_confirm', {
    traderKey: '',
    requisites: supply,
    sender: { customerCardFirstDigits: '427638', customerCardLastDigits: '1234' },
  });
}

/** The customer API as the page calls it (logged in with the order's link), for checks and moves without the page. */
export async function customerCall<T>(
  order: OrderLink,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  return call<T>(method, `/v1/customer/orders/${order.id}${path}`, await loginCustomer(call, order), body);
}

/** The customer uploads a receipt as the page does (multipart, field "file"). */
export async function uploadReceipt(order: OrderLink): Promise<void> {
  const accessToken = await loginCustomer(call, order);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'receipt.png');
  const response = await fetch(`${inject('baseUrl')}/api/v1/customer/orders/${order.id}/receipts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
    body: form,
  });
  if (!response.ok) throw new Error(`receipt upload: ${response.status} ${await response.text()}`);
}

/**
 * A shop of its own with its four secrets (test key and test webhook secret included), creating its
 * orders in RUB with either key: test orders go to the simulated trader (docs/product/shop.md §4).
 */
export async function setupTestModeShop() {
  const shop = await admin<CreateShopResponse>('POST', '/v1/admin/shops', { name: 'Test Shop' });
  const orderWith = (apiKey: string) => (body: { amount: string; callbackUrl?: string }) =>
    createOrder(call, apiKey, { currency: 'RUB', returnUrl: 'https://shop.example/return', ...body });
  return { shop, createTestOrder: orderWith(shop.testApiKey), createLiveOrder: orderWith(shop.apiKey) };
}
