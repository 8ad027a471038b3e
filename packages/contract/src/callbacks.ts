import { z } from 'zod';
import type { ZCallbackAttempt, ZCallbackAttemptsResponse } from './api.ts';
import { ZCallbackUrlStatus } from './enums.ts';

export type CallbackAttempt = z.infer<typeof ZCallbackAttempt>;
export type CallbackAttemptsResponse = z.infer<typeof ZCallbackAttemptsResponse>;

/** Answer to `POST /api/v1/merchant/orders/{id}/callbacks/retry`: which event goes out again. */
export const ZCallbackRetryResponse = z.object({
  eventId: z.uuid(),
  callbackUrlStatus: ZCallbackUrlStatus,
});
export type CallbackRetryResponse = z.infer<typeof ZCallbackRetryResponse>;
