/**
 * Test mode's names that the consoles' first screen needs (docs/architecture.md "Test mode for shops"), in a
 * module with no zod so that reading them does not load the schema library. Public contract: add, never
 * rename.
 */

/**
 * A console session (which holds no API key) reads and acts on its shop's test data when it sends this
 * header with `test`; an API key says its mode itself (the test key acts on test orders only).
 */
export const SHOP_MODE_HEADER = 'Payorder-Mode';

/** The outcomes a shop may force on its own test order, as a real trader or operator would move it. */
export const TEST_OUTCOMES = ['completed', 'cancelled', 'dispute'] as const;

/**
 * On an empty answer of `GET /v1/customer/trade-methods/orders/{orderId}` (`[]`): why no method is
 * offered, as `<code>: <words>`. `no_trader_available`: no online trader can take this currency and
 * amount now (a new shop with no trader: use the test API key, whose orders a simulated trader serves).
 */
export const OFFER_EMPTY_HEADER = 'Payorder-Offer-Empty';
