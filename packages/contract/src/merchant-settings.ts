import { z } from 'zod';
import { ZCallbackUrl } from './callback-url.ts';

/**
 * The shop's own settings (issue 22), read and saved by the shop itself: `GET|PUT
 * /api/v1/merchant/settings`. Each mode has its own webhook endpoint: a call with the test key (or the
 * console's "Test data" switch) reads and saves the test one. Public contract: add, never rename.
 */
export const ZMerchantSettings = z.object({
  /**
   * The default callback URL (the shop's webhook endpoint): an order created without `callbackUrl`
   * sends its callbacks here, and a test event without a URL goes here. Null: none saved.
   */
  callbackUrl: ZCallbackUrl.nullable(),
});
export type MerchantSettings = z.infer<typeof ZMerchantSettings>;

/** `PUT /api/v1/merchant/settings`: the settings to save (null clears the callback URL). */
export const ZMerchantSettingsRequest = ZMerchantSettings;
export type MerchantSettingsRequest = z.infer<typeof ZMerchantSettingsRequest>;
