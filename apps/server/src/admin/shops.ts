import type { AdminShop, AdminUpdateShopRequest } from '@payorder/contract';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/errors.ts';

interface ShopRow {
  id: string;
  name: string;
  customer_data_collection_order: AdminShop['customerDataCollectionOrder'];
  collect_customer_receipts: boolean;
  payment_window_minutes: number;
  fee_percent: string;
  payout_fee_percent: string;
  is_demo: boolean;
  disabled_at: Date | string | null;
  previous_webhook_secret_until: Date | string | null;
  created_at: Date | string;
  callback_url: string | null;
  test_callback_url: string | null;
}

const SHOP_COLUMNS = `id, name, customer_data_collection_order, collect_customer_receipts, payment_window_minutes,
  fee_percent::text, payout_fee_percent::text, is_demo, disabled_at, previous_webhook_secret_until, created_at, callback_url, test_callback_url`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toAdminShop(row: ShopRow): AdminShop {
  return {
    id: row.id,
    name: row.name,
    customerDataCollectionOrder: row.customer_data_collection_order,
    collectCustomerReceipts: row.collect_customer_receipts,
    paymentWindowMinutes: row.payment_window_minutes,
    feePercent: row.fee_percent,
    payoutFeePercent: row.payout_fee_percent,
    isDemo: row.is_demo,
    disabledAt: iso(row.disabled_at),
    previousWebhookSecretUntil: iso(row.previous_webhook_secret_until),
    createdAt: iso(row.created_at)!,
    callbackUrl: row.callback_url,
    testCallbackUrl: row.test_callback_url,
  };
}

/** One shop as the operator sees it; `forUpdate` locks its row for the rest of the transaction. */
export async function getAdminShop(q: Queryable, id: string, options: { forUpdate?: boolean } = {}) {
  const { rows } = await q.query<ShopRow>(
    `SELECT ${SHOP_COLUMNS} FROM shops WHERE id = $1 ${options.forUpdate ? 'FOR UPDATE' : ''}`,
    [id],
  );
  if (!rows[0]) throw notFound('Shop');
  return toAdminShop(rows[0]);
}

/** Every shop, newest first. */
export async function listAdminShops(q: Queryable): Promise<AdminShop[]> {
  const { rows } = await q.query<ShopRow>(`SELECT ${SHOP_COLUMNS} FROM shops ORDER BY created_at DESC, id`);
  return rows.map(toAdminShop);
}

/**
 * Changes the settings sent (the fee applies to orders created from now on); the shop after. A callback
 * URL sent as null clears it, so those two are changed when present, not when non-null.
 */
export async function updateShopSettings(q: Queryable, id: string, body: AdminUpdateShopRequest) {
  const { rows } = await q.query<ShopRow>(
    `UPDATE shops SET name = coalesce($2, name),
                      customer_data_collection_order = coalesce($3, customer_data_collection_order),
                      collect_customer_receipts = coalesce($4, collect_customer_receipts),
                      payment_window_minutes = coalesce($5, payment_window_minutes),
                      fee_percent = coalesce($6::numeric, fee_percent),
                      callback_url = CASE WHEN $7::boolean THEN $8::text ELSE callback_url END,
                      test_callback_url = CASE WHEN $9::boolean THEN $10::text ELSE test_callback_url END,
                      payout_fee_percent = coalesce($11::numeric, payout_fee_percent)
      WHERE id = $1 RETURNING ${SHOP_COLUMNS}`,
    [
      id,
      body.name ?? null,
      body.customerDataCollectionOrder ?? null,
      body.collectCustomerReceipts ?? null,
      body.paymentWindowMinutes ?? null,
      body.feePercent ?? null,
      body.callbackUrl !== undefined,
      body.callbackUrl ?? null,
      body.testCallbackUrl !== undefined,
      body.testCallbackUrl ?? null,
      body.payoutFeePercent ?? null,
    ],
  );
  if (!rows[0]) throw notFound('Shop');
  return toAdminShop(rows[0]);
}

/** Disables (the API key and the shop's console are refused from now on) or enables the shop again. */
export async function setShopDisabled(q: Queryable, id: string, isDisabled: boolean) {
  const { rows } = await q.query<ShopRow>(
    `UPDATE shops SET disabled_at = CASE WHEN $2 THEN coalesce(disabled_at, now()) END
      WHERE id = $1 RETURNING ${SHOP_COLUMNS}`,
    [id, isDisabled],
  );
  if (!rows[0]) throw notFound('Shop');
  return toAdminShop(rows[0]);
}
