import type { CreateOrderResponse, CreateShopResponse, CreateTraderResponse } from '@payorder/contract';

export interface BenchOrders {
  /** status new: the method-selection view. */
  methodSelectionUrl: string;
  /** status customer_confirm, sender data collected after payment: the transfer view. */
  transferUrl: string;
}

export type ApiCall = <T>(method: string, path: string, key: string | null, body?: unknown) => Promise<T>;

/** The server's API as the shop, the customer and the trader call it; a failed call throws. */
export function apiClient(baseUrl: string): ApiCall {
  return async <T>(method: string, path: string, key: string | null, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

export const BENCH_REQUISITES = { card_number: '2202 2063 1234 5678', cardholder: 'IVAN P.' };

export interface BenchLink {
  id: string;
  token: string;
  url: string;
}

/** A shop and a trader with one card2card method (Sberbank, RUB), and a way to create the shop's orders. */
export async function setupBenchShop(baseUrl: string, adminKey: string) {
  const call = apiClient(baseUrl);
  await call('PUT', '/v1/admin/currencies/RUB', adminKey, { symbol: '₽' });
  const shop = await call<CreateShopResponse>('POST', '/v1/admin/shops', adminKey, { name: 'Bench Shop' });
  const trader = await call<CreateTraderResponse>('POST', '/v1/admin/traders', adminKey, { name: 'Trader' });
  await call('POST', `/v1/admin/traders/${trader.id}/trade-methods`, adminKey, {
    paymentType: 'card2card',
    bank: 'sberbank',
    fiatCurrency: 'RUB',
    fields: [
      { name: 'card_number', type: 'string' },
      { name: 'cardholder', type: 'string' },
    ],
    customerFields: [
      { name: 'first_card_digits', type: 'firstCardDigits', required: true, hidden: false },
      { name: 'last_card_digits', type: 'lastCardDigits', required: true, hidden: false },
    ],
  });
  await call('POST', `/v1/admin/traders/${trader.id}/deposits`, adminKey, {
    amount: '1000000.00',
    currency: 'RUB',
  });
  await call('PUT', '/v1/trader/status', trader.apiKey, { online: true });
  const createOrder = async (): Promise<BenchLink> => {
    const created = await call<CreateOrderResponse>('POST', '/v1/merchant/orders', shop.apiKey, {
      amount: '1500.00',
      currency: 'RUB',
      returnUrl: 'https://shop.example/return',
      expiresInSeconds: 3600,
    });
    const [, , id, token] = new URL(created.paymentUrl).pathname.split('/');
    return { id: id!, token: token!, url: `${baseUrl}/order/${id}/${token}` };
  };
  return { call, shop, trader, createOrder };
}

/**
 * A shop, a trader with one card2card method, and two orders made through the APIs the way a shop, a
 * customer and a trader make them: one left new, one brought to customer_confirm.
 */
export async function createBenchOrders(baseUrl: string, adminKey: string): Promise<BenchOrders> {
  const { call, trader, createOrder } = await setupBenchShop(baseUrl, adminKey);
  const fresh = await createOrder();
  const paying = await createOrder();
  const { accessToken } = await call<{ accessToken: string }>('POST', '/v1/customer/auth/login', null, {
    orderId: paying.id,
    token: paying.token,
  });
  await call('PATCH', `/v1/customer/orders/${paying.id}`, accessToken, {
    payment: { type: 'card2card', bank: 'sberbank' },
  });
  await call('POST', `/v1/customer/orders/${paying.id}/start-payment`, accessToken);
  await call('POST', `/v1/trader/orders/${paying.id}/requisites`, trader.apiKey, {
    requisites: BENCH_REQUISITES,
  });
  return { methodSelectionUrl: fresh.url, transferUrl: paying.url };
}
