import type {
  CreateShopRequest,
  CreateShopResponse,
  CreateTradeMethodRequest,
  CreateTraderResponse,
} from '@payorder/contract';
import type { ApiCall } from './api.ts';
import { CARD2CARD_METHOD, TRADER_DEPOSIT } from './methods.ts';

export interface ShopAndTraderOptions {
  shop?: Partial<CreateShopRequest>;
  traderName?: string;
  /** The trader's methods; CARD2CARD_METHOD when not given. */
  methods?: CreateTradeMethodRequest[];
  /** Put up by the operator in each currency of the methods; false: no deposit. */
  deposit?: string | false;
  depositNote?: string;
  /** false: the trader stays offline (it is offered no orders). */
  online?: boolean;
}

/** A shop and a trader with methods, made through the admin API; the trader funded and online. */
export async function setupShopAndTrader(
  call: ApiCall,
  adminKey: string,
  options: ShopAndTraderOptions = {},
) {
  const shop = await call<CreateShopResponse>('POST', '/v1/admin/shops', adminKey, {
    name: 'Shop',
    ...options.shop,
  });
  return { shop, ...(await setupTrader(call, adminKey, options)) };
}

/** A trader with methods, made through the admin API; funded and online unless `options` say not. */
export async function setupTrader(
  call: ApiCall,
  adminKey: string,
  options: Omit<ShopAndTraderOptions, 'shop'> = {},
) {
  const trader = await call<CreateTraderResponse>('POST', '/v1/admin/traders', adminKey, {
    name: options.traderName ?? 'Trader',
  });
  const methods = options.methods ?? [CARD2CARD_METHOD];
  const methodIds: string[] = [];
  for (const method of methods) {
    const created = await call<{ id: string }>(
      'POST',
      `/v1/admin/traders/${trader.id}/trade-methods`,
      adminKey,
      method,
    );
    methodIds.push(created.id);
  }
  if (options.deposit !== false) {
    for (const currency of new Set(methods.map((method) => method.fiatCurrency))) {
      await call('POST', `/v1/admin/traders/${trader.id}/deposits`, adminKey, {
        amount: options.deposit ?? TRADER_DEPOSIT,
        currency,
        ...(options.depositNote && { note: options.depositNote }),
      });
    }
  }
  if (options.online !== false) await setTraderOnline(call, trader.apiKey, true);
  return { trader, methodIds };
}

export const setTraderOnline = (call: ApiCall, traderKey: string, online: boolean) =>
  call('PUT', '/v1/trader/status', traderKey, { online });
