import { z } from 'zod';
import { ZOrderStatus } from './enums.ts';

/** An `order` event of the operator's stream (operator-events-path.ts says what the stream is). */
export const ZOperatorOrderEvent = z.object({
  id: z.uuid(),
  /** The order's version after the change: a later event of one order has a higher one. */
  version: z.number().int(),
  status: ZOrderStatus,
  /** The trader the order is assigned to, null while it waits for one. */
  traderId: z.uuid().nullable(),
});
export type OperatorOrderEvent = z.infer<typeof ZOperatorOrderEvent>;

export const ZOperatorTraderEvent = z.object({
  id: z.uuid(),
  /** Online and not disabled: what the overview's "traders online now" counts. */
  online: z.boolean(),
});
export type OperatorTraderEvent = z.infer<typeof ZOperatorTraderEvent>;

/** The operator's stream as the API reference describes it. */
export const ZOperatorEventStreamResponse = {
  description:
    'Server-sent events: `order` (id, version, status, traderId of an order that changed), `trader` ' +
    '(id, online of a trader that went online or offline), `resync` (read again); `:` comment lines as heartbeats',
  content: { 'text/event-stream': { schema: z.string() } },
};
