import type { OrderMoveName, TestOutcomeRequest } from '@payorder/contract';
import type { Db } from '../db/db.ts';
import { notFound } from '../http/errors.ts';
import { applyMove, lockForMove } from '../orders/order-machine.ts';
import { getOrder } from '../orders/order-row.ts';

const MOVE_OF: Record<TestOutcomeRequest['status'], OrderMoveName> = {
  completed: 'testCompleted',
  cancelled: 'testCancelled',
  dispute: 'testDispute',
};

/**
 * Test mode: the shop moves its own test order to an outcome, as a trader or the operator would, so its
 * integration sees every callback it must handle. The same move as any other (history, callback signed
 * with the test secret, live events); a live order, or another shop's, is 404; an ended one 409.
 */
export async function forceTestOutcome(db: Db, shopId: string, orderId: string, body: TestOutcomeRequest) {
  const row = await getOrder(db, orderId);
  if (row.shop_id !== shopId || !row.is_test) throw notFound('Test order');
  const moveName = MOVE_OF[body.status];
  const actor = { kind: 'shop', id: shopId } as const;
  return db.transaction(async (tx) =>
    applyMove(tx, await lockForMove(tx, orderId, moveName, actor), moveName, actor),
  );
}
