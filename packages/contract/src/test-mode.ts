import { z } from 'zod';

/**
 * Test mode for shops (ARCHITECTURE.md "Test mode for shops"): every shop has a test API key and a test
 * webhook secret beside its live ones. Public contract: add, never rename.
 */

/** Which of a shop's two key pairs, or which of its data: live (real money) or test. */
export const ZShopMode = z.enum(['live', 'test']);
export type ShopMode = z.infer<typeof ZShopMode>;

/**
 * A console session (which holds no API key) reads and acts on its shop's test data when it sends this
 * header with `test`; an API key says its mode itself (the test key acts on test orders only).
 */
export const SHOP_MODE_HEADER = 'Payorder-Mode';

/** `POST /api/v1/merchant/keys/…` and the operator's `/api/v1/admin/shops/{id}/…`: which pair to rotate. */
export const ZKeyModeQuery = z.object({ mode: ZShopMode.default('live') });

/** The outcomes a shop may force on its own test order, as a real trader or operator would move it. */
export const TEST_OUTCOMES = ['completed', 'cancelled', 'dispute'] as const;

/** `POST /api/v1/merchant/orders/{id}/test-outcome`: moves a test order (404 for a live one). */
export const ZTestOutcomeRequest = z.strictObject({ status: z.enum(TEST_OUTCOMES) });
export type TestOutcomeRequest = z.infer<typeof ZTestOutcomeRequest>;

/**
 * On an empty answer of `GET /v1/customer/trade-methods/orders/{orderId}` (`[]`): why no method is
 * offered, as `<code>: <words>`. `no_trader_available`: no online trader can take this currency and
 * amount now (a new shop with no trader: use the test API key, whose orders a simulated trader serves).
 */
export const OFFER_EMPTY_HEADER = 'Payorder-Offer-Empty';
