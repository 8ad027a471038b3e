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
 *
 * This file holds no schema (they are in operator-events.ts): the console's first screen imports the
 * path, and a module of zod schemas would bring zod into it (the console's first-screen budget).
 */
export const OPERATOR_EVENTS_PATH = '/v1/admin/events';

export const OPERATOR_EVENT_NAMES = ['order', 'trader', 'resync'] as const;
export type OperatorEventName = (typeof OPERATOR_EVENT_NAMES)[number];
