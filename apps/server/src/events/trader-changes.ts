import { z } from 'zod';
import { parseNotification } from '../orders/order-changes.ts';

/**
 * The PostgreSQL channel on which a live trader going online or offline (disabled counts as offline) is
 * notified, by triggers on `traders` (migration 022): whatever code path changed the row, every replica
 * hears it when the change commits.
 */
export const TRADER_CHANGED_CHANNEL = 'trader_changed';

/** What one notification on TRADER_CHANGED_CHANNEL says. */
export type TraderChange = z.infer<typeof ZTraderChange>;
const ZTraderChange = z.object({ traderId: z.string(), online: z.boolean() });

export const parseTraderChange = (payload: string): TraderChange | null =>
  parseNotification(ZTraderChange, payload);
