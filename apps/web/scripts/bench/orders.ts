import {
  apiClient,
  CARD2CARD_METHOD,
  CARD_REQUISITES,
  createOrder as createKitOrder,
  driveOrder,
  setupShopAndTrader,
  type OrderLink,
} from '@payorder/test-kit';

export interface BenchOrders {
  /** status new: the method-selection view. */
  methodSelectionUrl: string;
  /** status customer_confirm, sender data collected after payment: the transfer view. */
  transferUrl: string;
}

export const BENCH_REQUISITES = CARD_REQUISITES;

/** A shop and a trader with one card2card method (Sberbank, RUB), and a way to create the shop's orders. */
export async function setupBenchShop(baseUrl: string, adminKey: string) {
  const call = apiClient(baseUrl);
  await call('PUT', '/v1/admin/currencies/RUB', adminKey, { symbol: '₽' });
  const { shop, trader } = await setupShopAndTrader(call, adminKey, {
    shop: { name: 'Bench Shop' },
    methods: [CARD2CARD_METHOD],
  });
  const createOrder = async (): Promise<OrderLink> => {
    const { id, token } = await createKitOrder(call, shop.apiKey, {
      amount: '1500.00',
      currency: 'RUB',
      returnUrl: 'https://shop.example/return',
      expiresInSeconds: 3600,
    });
    return { id, token, url: `${baseUrl}/order/${id}/${token}` };
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
  await driveOrder(call, paying, 'customer_confirm', { traderKey: trader.apiKey });
  return { methodSelectionUrl: fresh.url, transferUrl: paying.url };
}
