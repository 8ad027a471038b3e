import { z } from 'zod';
import { ZOrderStatus } from './enums.ts';

/**
 * The operator's live event stream, `GET /api/v1/admin/events` (server-sent events; ADMIN_API_KEY or an
 * operator's console session, like every admin call). The platform as it moves: it says what changed,
 * never a whole body (the platform's every order would be too much to send); a screen that shows more
 * reads its own query again. Events, by name (`event:` line):
 *
 * - `order` (ZOperatorOrderEvent): an order changed (created, moved, assigned), with its new status.
 * - `trader` (ZOperatorTraderEvent): a live trader went online or offline (a disabled one is offline).
 * - `resync` (`{}`): the server may have missed changes (its database listener was lost and is back):
 *   read again whatever the stream keeps fresh.
 *
 * The stream opens with a `: open` comment and nothing else; a client reads its screens once when it
 * opens, then on events. Test-mode orders are notified like any other (the overview leaves them out
 * when it reads).
 */
export const OPERATOR_EVENTS_PATH = '/v1/admin/events';

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

export const OPERATOR_EVENT_NAMES = ['order', 'trader', 'resync'] as const;
export type OperatorEventName = (typeof OPERATOR_EVENT_NAMES)[number];

/** The operator's stream as the API reference describes it. */
export const ZOperatorEventStreamResponse = {
  description:
    'Server-sent events: `order` (id, version, status, traderId of an order that changed), `trader` ' +
    '(id, online of a trader that went online or offline), `resync` (read again); `:` comment lines as heartbeats',
  content: { 'text/event-stream': { schema: z.string() } },
};
