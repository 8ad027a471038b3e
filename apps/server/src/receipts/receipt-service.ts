import crypto from 'node:crypto';
import { CUSTOMER_PAYED, RECEIPT_MAX_BYTES, type OrderStatus, type Receipt } from '@payorder/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, invalidTransition, notFound, validationFailed } from '../http/errors.ts';
import { getOrder, type OrderRow } from '../orders/order-row.ts';
import { declaredTypeAgrees, sniffFileType, type ReceiptContentType } from './file-type.ts';
import type { ReceiptStorage } from './receipt-storage.ts';

/** A guard against filling the store through one order; far above what a real dispute needs. */
export const RECEIPTS_PER_ORDER_MAX = 10;

const LATER_STATUSES: readonly OrderStatus[] = ['trader_confirm', 'cancelled', 'dispute'];

/**
 * docs/product/payment-page.md §4: the page offers an upload after "Transferred" (customer_confirm with status details
 * customer-payed) when the shop collects receipts, and in the receipts block of cancelled and
 * dispute orders. trader_confirm is allowed too: the customer's confirm may land while the dialog
 * is still open. Everything else (new, requisites, customer_confirm before "Transferred",
 * completed, error) answers 409.
 */
export function canUploadReceipt(
  order: Pick<OrderRow, 'status' | 'status_details' | 'collect_customer_receipts'>,
): boolean {
  if (order.status === 'customer_confirm') {
    return order.status_details === CUSTOMER_PAYED && order.collect_customer_receipts;
  }
  return LATER_STATUSES.includes(order.status);
}

export function assertCanUploadReceipt(order: OrderRow): void {
  if (canUploadReceipt(order)) return;
  throw invalidTransition(
    order.status === 'customer_confirm'
      ? 'A receipt can be attached once the transfer is marked as made'
      : `A receipt cannot be attached to an order that is ${order.status}`,
  );
}

export interface ReceiptUpload {
  bytes: Buffer;
  filename: string;
  mediaType: string;
}

interface ReceiptRow {
  id: string;
  order_id: string;
  content_type: ReceiptContentType;
  size: number;
  storage_key: string;
  created_at: Date;
}

export const tooLarge = () =>
  new AppError(
    413,
    'payload_too_large',
    `The file is larger than ${RECEIPT_MAX_BYTES / 1024 / 1024} MB (${RECEIPT_MAX_BYTES} bytes)`,
  );

/** The type the bytes show (the receipt rules, payouts' proofs too), refusing anything not kept and anything whose name or type disagrees. */
export function receiptContentType(upload: ReceiptUpload): ReceiptContentType {
  if (upload.bytes.length === 0) throw validationFailed('The file is empty');
  const sniffed = sniffFileType(upload.bytes);
  if (!sniffed) {
    throw new AppError(
      415,
      'unsupported_media_type',
      'Only a photo (JPEG, PNG, WebP, HEIC) or a PDF can be attached',
    );
  }
  if (!declaredTypeAgrees(sniffed, upload)) {
    throw new AppError(
      415,
      'unsupported_media_type',
      "The file's contents do not match its name or type; attach the original photo or PDF",
    );
  }
  return sniffed;
}

/** Where a receipt's file is fetched from: each reader (customer, trader) has its own authorised route. */
export type ReceiptUrl = (orderId: string, receiptId: string) => string;

export const customerReceiptUrl: ReceiptUrl = (orderId, receiptId) =>
  `/api/v1/customer/orders/${orderId}/receipts/${receiptId}/file`;
export const traderReceiptUrl: ReceiptUrl = (orderId, receiptId) =>
  `/api/v1/trader/orders/${orderId}/receipts/${receiptId}/file`;
export const adminReceiptUrl: ReceiptUrl = (orderId, receiptId) =>
  `/api/v1/admin/orders/${orderId}/receipts/${receiptId}/file`;
export const merchantReceiptUrl: ReceiptUrl = (orderId, receiptId) =>
  `/api/v1/merchant/orders/${orderId}/receipts/${receiptId}/file`;

const toReceipt = (row: ReceiptRow, url: ReceiptUrl = customerReceiptUrl): Receipt => ({
  id: row.id,
  contentType: row.content_type,
  size: row.size,
  createdAt: new Date(row.created_at).toISOString(),
  url: url(row.order_id, row.id),
});

/**
 * Keeps one receipt: the file goes to storage under a generated key, then its row is inserted in a
 * transaction that re-checks the order under lock. If anything after the write fails, the file is
 * deleted again, so a failed upload leaves neither a file nor a row.
 */
export async function saveReceipt(
  deps: { db: Db; storage: ReceiptStorage; log: FastifyBaseLogger },
  orderId: string,
  upload: ReceiptUpload,
): Promise<Receipt> {
  const contentType = receiptContentType(upload);
  const id = crypto.randomUUID();
  const key = `${orderId}/${id}`;
  await deps.storage.put(key, upload.bytes, contentType);
  try {
    const row = await deps.db.transaction(async (tx) => {
      assertCanUploadReceipt(await getOrder(tx, orderId, { lock: true }));
      const { rows } = await tx.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM receipts WHERE order_id = $1',
        [orderId],
      );
      if ((rows[0]?.count ?? 0) >= RECEIPTS_PER_ORDER_MAX) {
        throw new AppError(
          409,
          'too_many_files',
          `This order already has ${RECEIPTS_PER_ORDER_MAX} receipts; contact support`,
        );
      }
      const inserted = await tx.query<ReceiptRow>(
        `INSERT INTO receipts (id, order_id, content_type, size, storage_key)
         VALUES ($1, $2, $3, $4, $5)
         RETURNING id, order_id, content_type, size, storage_key, created_at`,
        [id, orderId, contentType, upload.bytes.length, key],
      );
      return inserted.rows[0]!;
    });
    return toReceipt(row);
  } catch (error) {
    await deps.storage.delete(key).catch((cleanupError: unknown) => {
      deps.log.error({ err: cleanupError, key }, 'could not delete the file of a failed receipt upload');
    });
    throw error;
  }
}

const RECEIPT_COLUMNS = 'id, order_id, content_type, size, storage_key, created_at';

export async function listReceipts(q: Queryable, orderId: string, url: ReceiptUrl): Promise<Receipt[]> {
  const { rows } = await q.query<ReceiptRow>(
    `SELECT ${RECEIPT_COLUMNS} FROM receipts WHERE order_id = $1 ORDER BY created_at, id`,
    [orderId],
  );
  return rows.map((row) => toReceipt(row, url));
}

/** One receipt's file, for its own order only. */
export async function readReceiptFile(
  deps: { db: Queryable; storage: ReceiptStorage },
  orderId: string,
  receiptId: string,
): Promise<{ contentType: ReceiptContentType; body: Buffer }> {
  const { rows } = await deps.db.query<ReceiptRow>(
    `SELECT ${RECEIPT_COLUMNS} FROM receipts WHERE id = $1 AND order_id = $2`,
    [receiptId, orderId],
  );
  const row = rows[0];
  const body = row ? await deps.storage.get(row.storage_key) : null;
  if (!row || !body) throw notFound('Receipt');
  return { contentType: row.content_type, body };
}
