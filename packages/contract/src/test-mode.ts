import { z } from 'zod';
import { TEST_OUTCOMES } from './test-mode-constants.ts';

/**
 * Test mode for shops (docs/architecture.md "Test mode for shops"): every shop has a test API key and a test
 * webhook secret beside its live ones. Public contract: add, never rename.
 */

/** Which of a shop's two key pairs, or which of its data: live (real money) or test. */
export const ZShopMode = z.enum(['live', 'test']);
export type ShopMode = z.infer<typeof ZShopMode>;

/** `POST /api/v1/merchant/keys/…` and the operator's `/api/v1/admin/shops/{id}/…`: which pair to rotate. */
export const ZKeyModeQuery = z.object({ mode: ZShopMode.default('live') });

/** `POST /api/v1/merchant/orders/{id}/test-outcome`: moves a test order (404 for a live one). */
export const ZTestOutcomeRequest = z.strictObject({ status: z.enum(TEST_OUTCOMES) });
export type TestOutcomeRequest = z.infer<typeof ZTestOutcomeRequest>;
