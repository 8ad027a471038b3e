import { z } from 'zod';
import { ZCreatedFrom, ZCreatedTo } from './entities.ts';
import { ZShopMode } from './test-mode.ts';

/**
 * CSV exports (issue 22): orders and ledger lines over a date range, for the shop (merchant API, its own
 * rows only) and the operator (admin API, every shop's). Each answer is CSV (RFC 4180, UTF-8, a header
 * row of the columns below, oldest first), streamed whatever its size. Amounts are decimal strings.
 * Public contract: add columns at the end, never rename.
 */
const ZExportRange = z.object({
  /** Inclusive: a date-time, or a bare date (00:00 UTC of that day). Left out: from the first row. */
  from: ZCreatedFrom.optional(),
  /** Inclusive: a date-time, or a bare date (its whole UTC day). Left out: up to now. */
  to: ZCreatedTo.optional(),
});
const rangeInOrder = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || Date.parse(query.from) <= Date.parse(query.to);
const RANGE_IN_ORDER = { path: ['to'], message: 'Must not be before from' };

export const ZExportQuery = ZExportRange.extend({
  /**
   * The console's "Test data" switch, which a download link cannot send as a header: with a shop's
   * console session `test` exports its test orders (and its test ledger: what its completed test
   * orders would have credited). A call with an API key exports that key's mode.
   */
  mode: ZShopMode.optional(),
}).refine(rangeInOrder, RANGE_IN_ORDER);
export type ExportQuery = z.infer<typeof ZExportQuery>;

/** The operator's exports may be narrowed to one shop. */
export const ZAdminExportQuery = ZExportRange.extend({ shopId: z.uuid().optional() }).refine(
  rangeInOrder,
  RANGE_IN_ORDER,
);
export type AdminExportQuery = z.infer<typeof ZAdminExportQuery>;

/**
 * The columns every order export starts with: the shop's (`GET /api/v1/merchant/orders/export`, then
 * `test`: MERCHANT_ORDER_CSV_COLUMNS) and the operator's.
 */
export const ORDER_CSV_COLUMNS = [
  'id',
  'external_id',
  'created_at',
  'updated_at',
  'status',
  'amount',
  'paid_amount',
  'currency',
  'fee',
  'payment_type',
  'bank',
  'callback_url_status',
] as const;

/** `GET /api/v1/admin/orders/export`: the same columns, then the shop and the trader by id and name. */
export const ADMIN_ORDER_CSV_COLUMNS = [
  ...ORDER_CSV_COLUMNS,
  'shop_id',
  'shop_name',
  'trader_id',
  'trader_name',
  'test',
] as const;

/**
 * `GET /api/v1/merchant/ledger/export`: every entry on the shop's accounts posted in the range; the
 * amount is signed (into the account positive, out of it negative).
 */
export const LEDGER_CSV_COLUMNS = [
  'created_at',
  'transaction_id',
  'kind',
  'order_id',
  'account',
  'amount',
  'currency',
  'note',
] as const;

/** `GET /api/v1/admin/ledger/export`: every entry of the platform, with its account's owner. */
export const ADMIN_LEDGER_CSV_COLUMNS = [...LEDGER_CSV_COLUMNS, 'owner_id', 'owner_name'] as const;

/**
 * The shop's own exports (`GET /api/v1/merchant/orders/export` and `…/ledger/export`): the columns
 * above, then `test`, `true` on every row of an export of the shop's test data (the test key's, or the
 * console's Test data switch) and `false` on a live one, so the file says what it holds even once renamed.
 * A test export's file is also named so: `payorder-test-orders-….csv`, `payorder-test-ledger-….csv`.
 */
export const MERCHANT_ORDER_CSV_COLUMNS = [...ORDER_CSV_COLUMNS, 'test'] as const;
export const MERCHANT_LEDGER_CSV_COLUMNS = [...LEDGER_CSV_COLUMNS, 'test'] as const;

/**
 * `GET /api/v1/merchant/payouts/export?createdFrom&createdTo`: the shop's payouts created in the range
 * (both ends included, as the payouts list reads them), of its mode; `mode` as in ZExportQuery.
 */
export const ZPayoutExportQuery = z
  .object({
    /** Inclusive: a date-time, or a bare date (00:00 UTC of that day). Left out: from the first payout. */
    createdFrom: ZCreatedFrom.optional(),
    /** Inclusive: a date-time, or a bare date (its whole UTC day). Left out: up to now. */
    createdTo: ZCreatedTo.optional(),
    mode: ZShopMode.optional(),
  })
  .refine(
    (query) =>
      !query.createdFrom || !query.createdTo || Date.parse(query.createdFrom) <= Date.parse(query.createdTo),
    { path: ['createdTo'], message: 'Must not be before createdFrom' },
  );
export type PayoutExportQuery = z.infer<typeof ZPayoutExportQuery>;

/**
 * The shop's payout export: one row per payout, oldest first; `completed_at` empty until it completes,
 * `test` as in the shop's other exports (a test export's file is `payorder-test-payouts-….csv`). The
 * recipient's details are not in it (they are the person's, read one payout at a time).
 */
export const MERCHANT_PAYOUT_CSV_COLUMNS = [
  'id',
  'external_id',
  'created_at',
  'updated_at',
  'completed_at',
  'status',
  'amount',
  'currency',
  'fee',
  'payment_type',
  'bank',
  'test',
] as const;
