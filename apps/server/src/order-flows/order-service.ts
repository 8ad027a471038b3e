import {
  CUSTOMER_FIELD_TO_PAYMENT_KEY,
  CUSTOMER_PAYED,
  fromMinor,
  percentOf,
  TIMED_STATUSES,
  toMinor,
  validateCustomerField,
  normalizeCustomerField,
  type CustomerDetails,
  type CustomerField,
  type PatchOrderRequest,
  type PaymentFieldsResponse,
  type PaymentType,
  type TraderDisputeRequest,
  type OrderMoveName,
} from '@payorder/contract';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, invalidTransition, validationFailed } from '../http/errors.ts';
import { ownerKey } from '../ledger/ledger.ts';
import { findTradeMethodRow } from '../reference/trade-methods.ts';
import { assignOrder, claimOrder, supplyRequisites } from '../routing/assign-order.ts';
import { resolveTradeMethod } from '../routing/offer.ts';
import { CUSTOMER, SYSTEM, type Actor } from '../orders/order-history.ts';
import {
  applyMove,
  applyMoves,
  lockForMove,
  type MoveStep,
  type OrderChanges,
} from '../orders/order-machine.ts';
import { getOrder, type OrderRow } from '../orders/order-row.ts';
import { canonicalRequisites } from '../orders/requisites.ts';
import { confirmIfNotified } from '../bank-notifications/ingest.ts';

const PAYMENT_KEY_TO_FIELD = Object.fromEntries(
  Object.entries(CUSTOMER_FIELD_TO_PAYMENT_KEY).map(([field, key]) => [key, field]),
) as Record<string, CustomerField['name']>;

/** The customer's moves that check the chosen method's sender fields: the order's lock reads them too. */
const READS_CUSTOMER_FIELDS: readonly OrderMoveName[] = [
  'setCustomerDetails',
  'markCustomerPayed',
  'confirmPayment',
];

/** Runs one move in its own transaction; `prepare` may check more and returns the columns to set. */
async function move(
  db: Db,
  orderId: string,
  moveName: OrderMoveName,
  actor: Actor,
  prepare?: (row: OrderRow, tx: Queryable) => Promise<OrderChanges> | OrderChanges,
  /** Runs in the move's transaction after it; a row it returns is the order as it then is. */
  then?: (moved: OrderRow, tx: Queryable) => Promise<OrderRow | null>,
): Promise<OrderRow> {
  const moved = await db.transaction(async (tx) => {
    const row = await lockForMove(tx, orderId, moveName, actor, {
      customerFields: READS_CUSTOMER_FIELDS.includes(moveName),
    });
    const changes = prepare ? await prepare(row, tx) : {};
    const after = await applyMove(tx, row, moveName, actor, changes);
    return (await then?.(after, tx)) ?? after;
  });
  return moved;
}

/** The sender fields of the order's method, as the row read them (getOrder's `customerFields`). */
function customerFieldsOf(row: OrderRow): CustomerField[] {
  if (row.customer_fields === undefined) throw new Error('the order was read without its customer fields');
  return row.customer_fields ?? [];
}

function missingRequiredFields(fields: CustomerField[], details: OrderRow['payment_details']): string[] {
  return fields
    .filter((field) => field.required && !field.hidden)
    .filter((field) => !details[CUSTOMER_FIELD_TO_PAYMENT_KEY[field.name]])
    .map((field) => field.name);
}

/**
 * 400 validation_failed naming each missing sender detail by the PATCH body's field
 * (`payment.customerCardLastDigits`), what the customer (or its page) sends to fill it in.
 */
function missingSenderDetails(missing: string[]) {
  const fields = Object.fromEntries(
    missing.map((name) => [
      `payment.${CUSTOMER_FIELD_TO_PAYMENT_KEY[name as CustomerField['name']]}`,
      'Required field',
    ]),
  );
  return validationFailed(
    `Send the sender details first (PATCH the order with ${Object.keys(fields).join(', ')})`,
    fields,
  );
}

// ── Customer moves ────────────────────────────────────────────────────────────────────────────

/** docs/product/payment-page.md §7 PATCH: one of the payment choice, the sender details, or the customer status details. */
export function patchOrder(db: Db, orderId: string, body: PatchOrderRequest): Promise<OrderRow> {
  if ('statusDetails' in body) return markCustomerPayed(db, orderId);
  if ('type' in body.payment) {
    const { type, bank } = body.payment as { type: PaymentType; bank: string | null };
    return selectMethod(db, orderId, type, bank);
  }
  return setCustomerDetails(db, orderId, body.payment as CustomerDetails);
}

function selectMethod(db: Db, orderId: string, type: PaymentType, bank: string | null) {
  return move(db, orderId, 'selectMethod', CUSTOMER, async (row, tx) => {
    const method = await resolveTradeMethod(tx, row, type, bank);
    return { trade_method_id: method.id, payment_type: type, payment_bank: method.bank };
  });
}

/**
 * The customer starts paying: the order goes to `requisites` and, in the same transaction, to the fairest
 * trader who can take it now (routing/assign-order.ts); with a free book entry it reaches
 * customer_confirm at once. With nobody free it waits, unassigned, for an entry to free or a claim.
 */
export function startPayment(db: Db, orderId: string) {
  return db.transaction(async (tx) => {
    const row = await lockForMove(tx, orderId, 'startPayment', CUSTOMER);
    if (!row.trade_method_id) throw invalidTransition('Choose a payment method before starting the payment');
    // Started, assigned and given the entry's requisites in one statement when routing finds a trader.
    const start: MoveStep = { move: 'startPayment', actor: CUSTOMER };
    return (await assignOrder(tx, row, [start])) ?? applyMoves(tx, row, [start]);
  });
}

function setCustomerDetails(db: Db, orderId: string, details: CustomerDetails) {
  return move(db, orderId, 'setCustomerDetails', CUSTOMER, (row) => {
    const fields = customerFieldsOf(row);
    const errors: Record<string, string> = {};
    const accepted: Record<string, string> = {};
    for (const [key, value] of Object.entries(details)) {
      if (value === undefined) continue;
      const field = fields.find(
        (candidate) => candidate.name === PAYMENT_KEY_TO_FIELD[key] && !candidate.hidden,
      );
      if (!field) {
        errors[`payment.${key}`] = 'This payment method does not ask for this field';
        continue;
      }
      const error = validateCustomerField(field, value);
      if (error) errors[`payment.${key}`] = error === 'required' ? 'Required field' : 'Field filling error';
      else accepted[key] = normalizeCustomerField(field.type, value);
    }
    const merged = { ...row.payment_details, ...accepted };
    for (const name of missingRequiredFields(fields, merged)) {
      errors[`payment.${CUSTOMER_FIELD_TO_PAYMENT_KEY[name as CustomerField['name']]}`] ??= 'Required field';
    }
    if (Object.keys(errors).length > 0)
      throw validationFailed('Some sender details are missing or invalid', errors);
    return { payment_details: merged };
  });
}

/** docs/product/payment-page.md §4: "Transferred" sets status details to customer-payed. */
function markCustomerPayed(db: Db, orderId: string) {
  return move(db, orderId, 'markCustomerPayed', CUSTOMER, (row) => {
    if (row.customer_data_collection_order === 'before_payment') {
      const missing = missingRequiredFields(customerFieldsOf(row), row.payment_details);
      if (missing.length > 0) throw missingSenderDetails(missing);
    }
    return { status_details: CUSTOMER_PAYED };
  });
}

export function confirmPayment(db: Db, orderId: string) {
  return move(
    db,
    orderId,
    'confirmPayment',
    CUSTOMER,
    (row) => {
      const missing = missingRequiredFields(customerFieldsOf(row), row.payment_details);
      if (missing.length > 0) throw missingSenderDetails(missing);
      return { status_details: CUSTOMER_PAYED };
      // after_customer: a bank notification already matched to the order confirms it now (bank-notifications/).
    },
    confirmIfNotified,
  );
}

export function customerCancel(db: Db, orderId: string) {
  return move(db, orderId, 'customerCancel', CUSTOMER);
}

/**
 * docs/product/payment-page.md §3: the sender fields the chosen method asks for (hidden ones aside), each
 * with its PATCH body field, whether it is required, and its pattern or length when the method sets
 * them; offered only in customer_confirm (docs/product/payment-page.md §7).
 */
export async function paymentFieldsOf(db: Db, orderId: string): Promise<PaymentFieldsResponse> {
  const row = await getOrder(db, orderId, { customerFields: true });
  if (row.status !== 'customer_confirm') {
    throw new AppError(
      409,
      'invalid_transition',
      'Payment fields are offered only while the customer confirms',
    );
  }
  return customerFieldsOf(row)
    .filter((field) => !field.hidden)
    .map(({ name, type, required, pattern, patternExample, maxLength }) => ({
      name,
      type,
      required,
      bodyField: CUSTOMER_FIELD_TO_PAYMENT_KEY[name],
      ...(pattern && { pattern }),
      ...(patternExample && { patternExample }),
      ...(maxLength && { maxLength }),
    }));
}

// ── Trader moves ──────────────────────────────────────────────────────────────────────────────

/**
 * Details sent by hand, checked against the trader's trade method and stored in canonical form. An order
 * waiting unassigned is claimed by the trader that sends them, if routing could give it to that trader
 * (routing/assign-order.ts claimOrder).
 */
export async function submitRequisites(
  db: Db,
  traderId: string,
  orderId: string,
  sent: Readonly<Record<string, unknown>>,
) {
  return db.transaction(async (tx) => {
    const trader: Actor = { kind: 'trader', id: traderId };
    let row = await lockForMove(tx, orderId, 'submitRequisites', trader);
    if (row.trader_id === null) row = await claimOrder(tx, row, traderId);
    const method = await findTradeMethodRow(tx, row.trade_method_id!);
    return supplyRequisites(tx, row, await canonicalRequisites(tx, method!.method, sent), trader);
  });
}

export const traderConfirm = (db: Db, traderId: string, orderId: string) =>
  move(db, orderId, 'traderConfirm', { kind: 'trader', id: traderId });
/** The trader disputes the payment, with its reason and words when given (kept in the order's history). */
export const traderDispute = (db: Db, traderId: string, orderId: string, body?: TraderDisputeRequest) =>
  move(db, orderId, 'traderDispute', {
    kind: 'trader',
    id: traderId,
    dispute: body ? { reason: body.reason, note: body.note || null } : undefined,
  });
export const traderCancel = (db: Db, traderId: string, orderId: string) =>
  move(db, orderId, 'traderCancel', { kind: 'trader', id: traderId });

// ── Operator moves ────────────────────────────────────────────────────────────────────────────

/**
 * An operator settles a dispute: to completed (the hold is settled: the shop is credited) or to
 * cancelled (the hold goes back to the trader), through the same applyMove as every move, so the
 * ledger, the shop's callback and the history row (with the operator and its note) come together.
 * With `paidAmount` the customer paid another sum: the order completes for it (correctedAmount).
 */
export async function resolveDispute(
  db: Db,
  orderId: string,
  resolution: { status: 'completed' | 'cancelled'; paidAmount?: string },
  operator: { id: string | null; note: string },
  /** Runs in the move's transaction after it (the audit log's row). */
  record?: (tx: Queryable, before: OrderRow, after: OrderRow) => Promise<void>,
): Promise<OrderRow> {
  if (resolution.paidAmount !== undefined && resolution.status !== 'completed') {
    throw new AppError(
      400,
      'paid_amount_not_allowed',
      'A corrected paidAmount comes with status completed only: a cancelled order was paid nothing',
      { paidAmount: 'Only with status completed' },
    );
  }
  const moveName = resolution.status === 'completed' ? 'resolveCompleted' : 'resolveCancelled';
  const actor: Actor = { kind: 'operator', ...operator };
  const moved = await db.transaction(async (tx) => {
    const row = await lockForMove(tx, orderId, moveName, actor);
    const changes =
      resolution.paidAmount === undefined ? {} : await correctedAmount(tx, row, resolution.paidAmount);
    const after = await applyMove(tx, row, moveName, actor, changes);
    // Again once the settlement holds the trader's working balance (its row stays locked to the commit):
    // the check above read it unlocked, so two resolutions at once both passed it and together took the
    // trader below its security hold (issue 33, finding 8). Whoever comes second waits and is refused here.
    if (changes.paid_amount !== undefined)
      await refuseUncovered(tx, row, toMinor(changes.paid_amount), { isSettled: true });
    await record?.(tx, row, after);
    return after;
  });
  return moved;
}

/**
 * The columns of an order completed for the sum that arrived: that sum, and the shop's fee and the
 * trader's commission of it at the rates fixed on the order (the current ones for an order made before
 * they were kept). The ledger's settlement then gives the trader back what the hold held beyond the sum,
 * or takes the difference from its working balance: that must leave the security hold untouched, as
 * routing asks of every order (409 insufficient_balance otherwise, before anything moves, and again
 * once the settlement holds the balance: refuseUncovered).
 */
async function correctedAmount(tx: Queryable, row: OrderRow, paidAmount: string): Promise<OrderChanges> {
  const paid = toMinor(paidAmount);
  if (paid === toMinor(row.amount)) return {};
  const { rows } = await tx.query<{ fee_percent: string; commission_percent: string }>(
    `SELECT coalesce(o.fee_percent, s.fee_percent)::text AS fee_percent,
            coalesce(o.trader_commission_percent, t.commission_percent, 0)::text AS commission_percent
       FROM orders o
       JOIN shops s ON s.id = o.shop_id
       LEFT JOIN traders t ON t.id = o.trader_id
      WHERE o.id = $1`,
    [row.id],
  );
  const rates = rows[0]!;
  // Early, before anything moves; resolveDispute checks again after the settlement, under its lock.
  await refuseUncovered(tx, row, paid, { isSettled: false });
  return {
    paid_amount: fromMinor(paid),
    fee: fromMinor(percentOf(paid, rates.fee_percent)),
    trader_commission: row.trader_id
      ? fromMinor(percentOf(paid, rates.commission_percent))
      : row.trader_commission,
  };
}

/**
 * 409 insufficient_balance when the trader's available balance (working less its security hold) is
 * below zero once `paid` (more than the order's amount) is settled: before the settlement it must cover
 * the difference, after it what is left must not be negative. A live order's trader only.
 */
async function refuseUncovered(
  tx: Queryable,
  row: OrderRow,
  paid: bigint,
  { isSettled }: { isSettled: boolean },
): Promise<void> {
  const extra = paid - toMinor(row.amount);
  if (extra <= 0n || !row.trader_id || row.is_test) return;
  const { rows } = await tx.query<{ security_hold: string; working: string }>(
    `SELECT t.security_hold::text,
            coalesce((SELECT w.balance FROM ledger_accounts w
                       WHERE w.kind = 'trader_working' AND ${ownerKey('w.owner_id')} = t.id AND w.currency = $2), 0)::text AS working
       FROM traders t WHERE t.id = $1`,
    [row.trader_id, row.currency],
  );
  const trader = rows[0]!;
  // After the settlement the difference is already taken: the balance before it is what is compared.
  const available = BigInt(trader.working) - toMinor(trader.security_hold) + (isSettled ? extra : 0n);
  if (available < extra) {
    throw new AppError(
      409,
      'insufficient_balance',
      `The trader's available balance (${fromMinor(available > 0n ? available : 0n)} ${row.currency}) cannot cover the ${fromMinor(extra)} ${row.currency} paid beyond the order's amount; deposit first`,
      { paidAmount: 'More than the trader can cover' },
    );
  }
}

// ── Timeouts ──────────────────────────────────────────────────────────────────────────────────

/** Cancels open orders past statusTimeoutAt, a batch at a time; safe to run on every replica at once. */
export async function expireOverdueOrders(db: Db, now = new Date(), batch = 100): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM orders WHERE status = ANY($1) AND status_timeout_at <= $2 ORDER BY status_timeout_at LIMIT $3`,
    [TIMED_STATUSES, now, batch],
  );
  let expired = 0;
  for (const { id } of rows) {
    try {
      await db.transaction(async (tx) => {
        const row = await lockForMove(tx, id, 'expire', SYSTEM);
        // Re-checked under the lock: the customer may have moved the order on meanwhile.
        if (row.status_timeout_at && row.status_timeout_at <= now) {
          await applyMove(tx, row, 'expire', { kind: 'system', note: `timed out in ${row.status}` });
          expired += 1;
        }
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return expired;
}
