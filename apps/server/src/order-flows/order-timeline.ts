import type { OrderTimeline } from '@payorder/contract';
import { listCallbackAttempts } from '../callbacks/outbox.ts';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/errors.ts';
import { orderLedgerLines } from '../ledger/ledger.ts';
import { adminReceiptUrl, listReceipts, merchantReceiptUrl } from '../receipts/receipt-service.ts';
import { notificationsOfOrder } from '../bank-notifications/notifications.ts';
import { listHistory } from '../orders/order-history.ts';
import { getOrder, paidAmountOf, toCustomerOrder } from '../orders/order-row.ts';
import { toOrderSummary } from './order-search.ts';
import { requisitesForShop } from '../orders/shop-requisites.ts';

/**
 * Everything that happened to one order, for the operator or (`shopId`) for its shop: its moves with
 * who made them, every callback attempt, the receipts, the requisites and sender details, and its
 * ledger lines. A shop asking for another shop's order gets 404, as for one that does not exist; it
 * is not told which trader or operator acted, nor the trader's commission or the other accounts' lines,
 * and sees the trader's requisites masked (shop-requisites.ts).
 */
export async function orderTimeline(
  q: Queryable,
  orderId: string,
  scope: { shopId?: string } = {},
): Promise<OrderTimeline> {
  const row = await getOrder(q, orderId);
  const forShop = scope.shopId !== undefined;
  if (forShop && row.shop_id !== scope.shopId) throw notFound();
  const trader =
    row.trader_id && !forShop
      ? (await q.query<{ name: string }>('SELECT name FROM traders WHERE id = $1', [row.trader_id])).rows[0]
      : undefined;
  const customerView = toCustomerOrder(row);
  return {
    order: {
      ...toOrderSummary({ ...row, trader_name: trader?.name ?? null }, { forShop }),
      statusDetails: row.status_details,
      statusTimeoutAt: customerView.statusTimeoutAt,
      fee: row.fee,
      traderCommission: forShop ? null : row.trader_commission,
      paidAmount: paidAmountOf(row),
      returnUrl: row.return_url,
      callbackUrl: row.callback_url,
      requisites: forShop ? requisitesForShop(customerView.requisites) : customerView.requisites,
      payment: customerView.payment,
      version: row.version,
    },
    history: await listHistory(q, row.id, { forShop }),
    callbacks: {
      callbackUrlStatus: row.callback_url_status,
      attempts: await listCallbackAttempts(q, row.id),
    },
    receipts: await listReceipts(q, row.id, forShop ? merchantReceiptUrl : adminReceiptUrl),
    ledger: await orderLedgerLines(q, row.id, scope.shopId),
    // The trader's bank messages about the order (the operator's view only: they are the trader's bank's).
    ...(forShop ? {} : { notifications: await notificationsOfOrder(q, row.id) }),
  };
}
