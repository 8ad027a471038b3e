import {
  ZQueryDateTime,
  type AutoConfirmMode,
  type BankNotification,
  type BankNotificationsQuery,
  type BankNotificationsResponse,
} from '@payorder/contract';
import { z } from 'zod';
import type { Queryable } from '../db/db.ts';
import { AppError, notFound, validationFailed } from '../http/errors.ts';

interface NotificationRow {
  id: string;
  device_id: string;
  device_name: string;
  sender: string;
  text: string;
  app: string | null;
  received_at: Date;
  created_at: Date;
  kind: BankNotification['kind'];
  bank: string | null;
  rule_id: string | null;
  amount: string | null;
  currency: string | null;
  last4: string | null;
  payer: string | null;
  reference: string | null;
  outcome: BankNotification['outcome'];
  order_id: string | null;
  linked_by: BankNotification['linkedBy'];
  candidate_order_ids: string[];
  review_reason: BankNotification['reviewReason'];
}

const NOTIFICATION_SELECT = `
  SELECT n.id, n.device_id, d.name AS device_name, n.sender, n.text, n.app, n.received_at, n.created_at, n.kind,
         n.bank, n.rule_id, n.amount::text AS amount, n.currency, n.last4, n.payer, n.reference, n.outcome,
         n.order_id, n.linked_by, n.candidate_order_ids, n.review_reason
    FROM bank_notifications n JOIN bank_devices d ON d.id = n.device_id`;

const toNotification = (row: NotificationRow): BankNotification => ({
  id: row.id,
  deviceId: row.device_id,
  deviceName: row.device_name,
  from: row.sender,
  text: row.text,
  app: row.app,
  receivedAt: new Date(row.received_at).toISOString(),
  createdAt: new Date(row.created_at).toISOString(),
  kind: row.kind,
  bank: row.bank,
  ruleId: row.rule_id,
  amount: row.amount,
  currency: row.currency,
  last4: row.last4,
  payer: row.payer,
  reference: row.reference,
  outcome: row.outcome,
  orderId: row.order_id,
  linkedBy: row.linked_by,
  candidateOrderIds: row.candidate_order_ids ?? [],
  reviewReason: row.review_reason ?? null,
});

const encodeCursor = (row: NotificationRow) =>
  Buffer.from(`${new Date(row.created_at).toISOString()}|${row.id}`).toString('base64url');
/**
 * A cursor as encodeCursor wrote it, else 400 naming `cursor`: the time and the id are checked as the
 * contract checks dates and ids, so PostgreSQL never meets one it would refuse (year 0, '1', '----').
 */
function decodeCursor(cursor: string): [string, string] {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (rest.length > 0 || !ZQueryDateTime.safeParse(at).success || !z.uuid().safeParse(id).success)
    throw validationFailed('Invalid cursor: pass back nextCursor as it came', { cursor: 'Invalid cursor' });
  return [at!, id!];
}

/** The trader's notifications (or those linked to one of its orders), newest first, a page at a time (keyset on created_at, id). */
export async function listNotifications(
  q: Queryable,
  traderId: string,
  query: BankNotificationsQuery,
): Promise<BankNotificationsResponse> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const { rows } = await q.query<NotificationRow>(
    `${NOTIFICATION_SELECT}
      WHERE n.trader_id = $1 AND ($2::text IS NULL OR n.outcome = $2) AND ($3::uuid IS NULL OR n.device_id = $3)
        AND ($4::timestamptz IS NULL OR (n.created_at, n.id) < ($4::timestamptz, $5::uuid))
        AND ($7::uuid IS NULL OR n.order_id = $7)
      ORDER BY n.created_at DESC, n.id DESC LIMIT $6`,
    [
      traderId,
      query.outcome ?? null,
      query.deviceId ?? null,
      after?.[0] ?? null,
      after?.[1] ?? null,
      query.limit + 1,
      query.orderId ?? null,
    ],
  );
  const page = rows.slice(0, query.limit);
  return {
    items: page.map(toNotification),
    nextCursor: rows.length > query.limit ? encodeCursor(page[page.length - 1]!) : null,
  };
}

/** The notifications linked to an order (matched, confirmed, attached by hand), oldest first: the timeline's. */
export async function notificationsOfOrder(q: Queryable, orderId: string): Promise<BankNotification[]> {
  const { rows } = await q.query<NotificationRow>(
    `${NOTIFICATION_SELECT} WHERE n.order_id = $1 OR $1 = ANY(n.candidate_order_ids) ORDER BY n.created_at, n.id`,
    [orderId],
  );
  return rows.map(toNotification);
}

/** Outcomes a trader may attach by hand: a credit that found no order, or more than one. */
const ATTACHABLE = ['unmatched', 'ambiguous'];

/**
 * Links an unmatched or ambiguous credit to one of the trader's orders (then the trader confirms as
 * usual). The order must be the trader's and open; one message per order (409 otherwise).
 */
export async function attachNotification(
  q: Queryable,
  traderId: string,
  id: string,
  orderId: string,
): Promise<BankNotification> {
  const { rows } = await q.query<NotificationRow & { trader_id: string }>(
    `SELECT n.outcome, n.trader_id FROM bank_notifications n WHERE n.id = $1 FOR UPDATE`,
    [id],
  );
  const found = rows[0];
  if (!found || found.trader_id !== traderId) throw notFound('Notification');
  if (!ATTACHABLE.includes(found.outcome))
    throw new AppError(
      409,
      'invalid_transition',
      `This notification is ${found.outcome}; only an unmatched or ambiguous one is attached by hand`,
    );
  const { rows: orders } = await q.query<{ trader_id: string | null; status: string }>(
    'SELECT trader_id, status FROM orders WHERE id = $1 FOR UPDATE',
    [orderId],
  );
  const order = orders[0];
  if (!order || order.trader_id !== traderId) throw notFound('Order');
  if (!['customer_confirm', 'trader_confirm', 'dispute'].includes(order.status))
    throw new AppError(
      409,
      'invalid_transition',
      `Order is ${order.status}; attach a notification to an open order`,
    );
  const { rows: taken } = await q.query('SELECT 1 FROM bank_notifications WHERE order_id = $1', [orderId]);
  if (taken.length > 0)
    throw new AppError(409, 'invalid_transition', 'Another notification is already linked to this order');
  await q.query(
    `UPDATE bank_notifications SET order_id = $2, linked_by = 'hand', outcome = 'matched' WHERE id = $1`,
    [id, orderId],
  );
  const { rows: attached } = await q.query<NotificationRow>(`${NOTIFICATION_SELECT} WHERE n.id = $1`, [id]);
  return toNotification(attached[0]!);
}

export async function getAutoConfirmMode(q: Queryable, traderId: string): Promise<{ mode: AutoConfirmMode }> {
  const { rows } = await q.query<{ mode: AutoConfirmMode }>(
    'SELECT auto_confirm_mode AS mode FROM traders WHERE id = $1',
    [traderId],
  );
  if (!rows[0]) throw notFound('Trader');
  return rows[0];
}

export async function setAutoConfirmMode(
  q: Queryable,
  traderId: string,
  mode: AutoConfirmMode,
): Promise<{ mode: AutoConfirmMode }> {
  await q.query('UPDATE traders SET auto_confirm_mode = $2 WHERE id = $1', [traderId, mode]);
  return getAutoConfirmMode(q, traderId);
}
