import { ZHttpUrl } from './api.ts';
import type { FieldError } from './field-error-codes.ts';

/**
 * A shop's callback (webhook) URL, wherever it is typed or sent: the operator's shop settings, the shop's
 * own endpoint, a test event, an order's or a payout's own. One check for the server and every form:
 * http or https, at most 2048 characters (`url_invalid`, `too_long`). The server then resolves its host
 * and refuses, on the same field, one that does not resolve (`callback_host_unresolved`) or reaches no
 * public address (`callback_url_not_public`), unless ALLOW_PRIVATE_CALLBACKS; the answer is
 * 400 `callback_url_forbidden` with that field's code in `fieldErrors`.
 */
export const ZCallbackUrl = ZHttpUrl;

/** Why the server refuses a callback URL the schema accepts: its host does not resolve, or is not public. */
export type CallbackUrlRefusal = 'callback_host_unresolved' | 'callback_url_not_public';

/** The field error a refused callback URL carries, with its host for the sentence. */
export const callbackUrlFieldError = (reason: CallbackUrlRefusal, host: string): FieldError => ({
  code: reason,
  params: { host },
});
