export { apiClient, httpApiClient, type ApiCall } from './api.ts';
export { CARD2CARD_METHOD, CARD2CARD_WITH_NAME, CARD_REQUISITES, TRADER_DEPOSIT } from './methods.ts';
export {
  createOrder,
  driveOrder,
  loginCustomer,
  orderLinkOf,
  type DriveOptions,
  type OrderLink,
  type OrderStage,
} from './order.ts';
export { setTraderOnline, setupShopAndTrader, setupTrader, type ShopAndTraderOptions } from './setup.ts';
export { waitFor } from './wait.ts';
export { createPostgresDatabase, postgresUnreachable, withFreshPostgres } from './postgres.ts';
export { readEventStream } from './event-stream.ts';
export { serverEnv } from './server-env.ts';
export { freePort } from './free-port.ts';
