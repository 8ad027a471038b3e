import crypto from 'node:crypto';
import {
  fromMinor,
  percentOf,
  PAYOUT_PAYMENT_TYPES,
  recipientErrors,
  toMinor,
  type CreatePayoutRequest,
  type PayoutSettings,
  type PayoutStatus,
} from '@payorder/contract';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, invalidTransition, notFound, validationFailed } from '../http/errors.ts';
import { holdPayout } from '../ledger/payout-ledger.ts';
import { sha256 } from '../security/crypto.ts';
import { applyPayoutMove, type PayoutActor } from './payout-machine.ts';
import { offerPayout, type PayoutTimes } from './payout-offers.ts';
import { getPayout, PAYOUT_COLUMNS, type PayoutRow } from './payout-row.ts';

/** The shop and mode a merchant call acts for (the live or the test key). */
export interface PayoutShop {
  id: string;
  isTest: boolean;
}

/** Keys sorted at every level: two bodies that say the same thing hash the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  }
  return value;
}

/** 400 with the field codes of what is wrong with a payout request, before anything is written. */
async function checkRequest(q: Queryable, request: CreatePayoutRequest): Promise<void> {
  const currency = await q.query('SELECT 1 FROM currencies WHERE code = $1', [request.currency]);
  if (currency.rowCount === 0) {
    throw validationFailed(
      'Unknown currency',
      { currency: 'Unknown currency code' },
      {
        currency: { code: 'invalid_choice' },
      },
    );
  }
  if (!PAYOUT_PAYMENT_TYPES.includes(request.paymentType)) {
    throw validationFailed(
      `A payout cannot be sent by ${request.paymentType}`,
      { paymentType: `One of ${PAYOUT_PAYMENT_TYPES.join(', ')}` },
      { paymentType: { code: 'invalid_choice' } },
    );
  }
  if (request.bank) {
    const bank = await q.query('SELECT 1 FROM banks WHERE code = $1', [request.bank]);
    if (bank.rowCount === 0) {
      throw validationFailed(
        'Unknown bank',
        { bank: 'Not a bank of GET /api/v1/banks' },
        {
          bank: { code: 'not_a_bank' },
        },
      );
    }
  }
  const errors = recipientErrors(request.paymentType, request.currency, request.recipient);
  if (Object.keys(errors).length > 0) {
    const fields = Object.fromEntries(Object.entries(errors).map(([path, error]) => [path, error.code]));
    throw validationFailed("The recipient's details are not valid for this payment type", fields, errors);
  }
}

/**
 * Creates a payout: holds its amount and the shop's fee (a live one), records its creation and offers it
 * to the first trader, in one transaction. `externalId` names one payout of the shop per mode: the same
 * request again answers that payout (`created: false`), another request under it 409 external_id_taken —
 * also when 20 arrive at once (the unique index decides; the losers read the winner's row).
 */
export async function createPayout(
  db: Db,
  shop: PayoutShop,
  request: CreatePayoutRequest,
  times: PayoutTimes,
): Promise<{ payout: PayoutRow; created: boolean }> {
  await checkRequest(db, request);
  const recipient = Object.fromEntries(
    Object.entries(request.recipient).map(([key, value]) => [key, value.trim()]),
  );
  const hash = sha256(JSON.stringify(canonical({ ...request, recipient })));
  return db.transaction(async (tx) => {
    const settings = await tx.query<{ payout_fee_percent: string; callback_url: string | null }>(
      `SELECT payout_fee_percent::text,
              CASE WHEN $2 THEN test_callback_url ELSE callback_url END AS callback_url
         FROM shops WHERE id = $1`,
      [shop.id, shop.isTest],
    );
    const fee = fromMinor(percentOf(toMinor(request.amount), settings.rows[0]!.payout_fee_percent));
    const inserted = await tx.query<PayoutRow>(
      `INSERT INTO payouts (id, shop_id, external_id, is_test, request_hash, status, amount, currency,
                            payment_type, bank, recipient, fee, callback_url, wait_until)
       VALUES ($1, $2, $3, $4, $5, 'new', $6, $7, $8, $9, $10::jsonb, $11, $12,
               now() + make_interval(mins => $13))
       ON CONFLICT (shop_id, is_test, external_id) DO NOTHING
       RETURNING ${PAYOUT_COLUMNS}`,
      [
        crypto.randomUUID(),
        shop.id,
        request.externalId,
        shop.isTest,
        hash,
        request.amount,
        request.currency,
        request.paymentType,
        request.bank ?? null,
        JSON.stringify(recipient),
        fee,
        request.callbackUrl ?? settings.rows[0]!.callback_url,
        times.PAYOUT_WAIT_MINUTES,
      ],
    );
    const row = inserted.rows[0];
    if (!row) return { payout: await sameRequestOr409(tx, shop, request.externalId, hash), created: false };
    if (!row.is_test) await holdPayout(tx, row);
    await tx.query(
      `INSERT INTO payout_history (payout_id, move, from_status, to_status, actor_kind, actor_id)
       VALUES ($1, 'create', NULL, 'new', 'shop', $2)`,
      [row.id, shop.id],
    );
    return { payout: await offerPayout(tx, row, times), created: true };
  });
}

async function sameRequestOr409(tx: Queryable, shop: PayoutShop, externalId: string, hash: string) {
  const { rows } = await tx.query<PayoutRow>(
    `SELECT ${PAYOUT_COLUMNS} FROM payouts WHERE shop_id = $1 AND is_test = $2 AND external_id = $3`,
    [shop.id, shop.isTest, externalId],
  );
  const existing = rows[0]!;
  if (existing.request_hash === hash) return existing;
  throw new AppError(
    409,
    'external_id_taken',
    `Payout ${existing.id} already has externalId ${externalId} with other details; read it back, or use another externalId`,
    { externalId: `Taken by payout ${existing.id}` },
  );
}

/** The shop's own payout of the mode it calls in; 404 for any other (it reveals nothing). */
export async function shopPayout(
  q: Queryable,
  shop: PayoutShop,
  id: string,
  lock = false,
): Promise<PayoutRow> {
  const row = await getPayout(q, id, { lock });
  if (row.shop_id !== shop.id || row.is_test !== shop.isTest) throw notFound('Payout');
  return row;
}

/** A move the shop makes on its own payout. */
export function moveShopPayout(
  db: Db,
  shop: PayoutShop,
  id: string,
  move: 'cancel' | 'testCompleted' | 'testFailed',
): Promise<PayoutRow> {
  return db.transaction(async (tx) => {
    const row = await shopPayout(tx, shop, id, true);
    if (move !== 'cancel' && !row.is_test) throw invalidTransition('Only a test payout’s outcome can be set');
    return applyPayoutMove(tx, row, move, { kind: 'shop', id: shop.id });
  });
}

/** "The recipient says nothing arrived": a completed payout, within PAYOUT_DISPUTE_HOURS of completion. */
export function disputePayout(db: Db, shop: PayoutShop, id: string, reason: string, hours: number) {
  return db.transaction(async (tx) => {
    const row = await shopPayout(tx, shop, id, true);
    if (row.dispute_reason !== null) {
      throw invalidTransition('This payout was disputed once already and an operator resolved it');
    }
    if (row.status === 'completed' && row.completed_at) {
      const closes = row.completed_at.getTime() + hours * 3_600_000;
      if (Date.now() > closes) {
        throw invalidTransition(
          `A payout can be disputed within ${hours} hours of completion; this one closed at ${new Date(closes).toISOString()}`,
        );
      }
    }
    return applyPayoutMove(tx, row, 'dispute', { kind: 'shop', id: shop.id }, { dispute_reason: reason });
  });
}

/**
 * The trader takes a payout offered to it now: the first take wins; another trader's, a late one (the
 * offer moved on) or a second one answers 409. Its commission is fixed now, and the sending time starts.
 */
export function takePayout(db: Db, traderId: string, id: string, times: PayoutTimes): Promise<PayoutRow> {
  return db.transaction(async (tx) => {
    const row = await getPayout(tx, id, { lock: true });
    assertOfferedTo(row, traderId);
    const trader = await tx.query<{ payout_commission_percent: string }>(
      'SELECT payout_commission_percent::text FROM traders WHERE id = $1',
      [traderId],
    );
    const commission = fromMinor(percentOf(toMinor(row.amount), trader.rows[0]!.payout_commission_percent));
    return applyPayoutMove(
      tx,
      row,
      'take',
      { kind: 'trader', id: traderId },
      {
        trader_id: traderId,
        commission,
        send_by: new Date(Date.now() + times.PAYOUT_SEND_MINUTES * 60_000),
      },
    );
  });
}

function assertOfferedTo(row: PayoutRow, traderId: string) {
  const isOffered =
    row.status === 'new' &&
    row.offered_trader_id === traderId &&
    row.offer_expires_at !== null &&
    row.offer_expires_at.getTime() > Date.now();
  if (!isOffered) {
    throw new AppError(
      409,
      'payout_not_offered',
      row.trader_id === traderId
        ? `This payout is already yours (${row.status})`
        : 'This payout is not offered to you now: another trader has it, or its offer moved on',
    );
  }
}

/** The trader declines an offer, with a reason: it is never offered this payout again; the next trader is. */
export function declinePayout(db: Db, traderId: string, id: string, reason: string, times: PayoutTimes) {
  return db.transaction(async (tx) => {
    const row = await getPayout(tx, id, { lock: true });
    assertOfferedTo(row, traderId);
    await tx.query('INSERT INTO payout_declines (payout_id, trader_id, reason) VALUES ($1, $2, $3)', [
      id,
      traderId,
      reason,
    ]);
    const declined = await applyPayoutMove(tx, row, 'decline', {
      kind: 'trader',
      id: traderId,
      note: reason,
    });
    return offerPayout(tx, declined, times, traderId);
  });
}

/** The trader's taken payout, locked; 404 for one not its own. */
export async function traderPayout(tx: Queryable, traderId: string, id: string): Promise<PayoutRow> {
  const row = await getPayout(tx, id, { lock: true });
  if (row.trader_id !== traderId) throw notFound('Payout');
  return row;
}

/**
 * The operator settles an overdue or disputed payout, with a note: completed (with proof) or failed; `audit`
 * writes the audit log's row in the same transaction.
 */
export function resolvePayout(
  db: Db,
  id: string,
  outcome: Extract<PayoutStatus, 'completed' | 'failed'>,
  operator: Extract<PayoutActor, { kind: 'operator' }>,
  audit: (tx: Queryable, before: PayoutRow, after: PayoutRow) => Promise<unknown>,
) {
  return db.transaction(async (tx) => {
    const row = await getPayout(tx, id, { lock: true });
    const moved = await applyPayoutMove(
      tx,
      row,
      outcome === 'completed' ? 'resolveCompleted' : 'resolveFailed',
      operator,
    );
    await audit(tx, row, moved);
    return moved;
  });
}

export async function payoutSettings(q: Queryable, traderId: string): Promise<PayoutSettings> {
  const { rows } = await q.query<{
    enabled: boolean;
    currencies: string[];
    payment_types: PayoutSettings['paymentTypes'];
    max_amount: string | null;
    max_in_progress: number;
  }>(
    `SELECT enabled, currencies, payment_types, max_amount::text, max_in_progress
       FROM trader_payout_settings WHERE trader_id = $1`,
    [traderId],
  );
  const row = rows[0];
  if (!row) return { enabled: false, currencies: [], paymentTypes: [], maxAmount: null, maxInProgress: 1 };
  return {
    enabled: row.enabled,
    currencies: row.currencies,
    paymentTypes: row.payment_types,
    maxAmount: row.max_amount,
    maxInProgress: row.max_in_progress,
  };
}

/** What payouts a trader takes; payouts waiting for a trader are offered again at once. */
export async function savePayoutSettings(
  db: Db,
  traderId: string,
  settings: PayoutSettings,
  times: PayoutTimes,
): Promise<PayoutSettings> {
  await db.query(
    `INSERT INTO trader_payout_settings (trader_id, enabled, currencies, payment_types, max_amount, max_in_progress)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (trader_id) DO UPDATE SET enabled = $2, currencies = $3, payment_types = $4, max_amount = $5,
       max_in_progress = $6, updated_at = now()`,
    [
      traderId,
      settings.enabled,
      [...new Set(settings.currencies)],
      [...new Set(settings.paymentTypes)],
      settings.maxAmount ?? null,
      settings.maxInProgress,
    ],
  );
  await offerWaitingPayouts(db, times);
  return payoutSettings(db, traderId);
}

/** Offers every payout that waits with nobody offered, now (a trader came online or took payouts on). */
export async function offerWaitingPayouts(db: Db, times: PayoutTimes): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM payouts WHERE status = 'new' AND offered_trader_id IS NULL ORDER BY created_at LIMIT 100`,
  );
  for (const { id } of rows) {
    await db.transaction(async (tx) => {
      const locked = await tx.query('SELECT 1 FROM payouts WHERE id = $1 FOR UPDATE SKIP LOCKED', [id]);
      if (locked.rowCount === 0) return;
      const row = await getPayout(tx, id);
      if (row.status === 'new' && row.offered_trader_id === null) await offerPayout(tx, row, times);
    });
  }
}
