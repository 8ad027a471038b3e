import crypto from 'node:crypto';
import {
  fromMinor,
  percentOf,
  toMinor,
  type CreateOrderRequest,
  type CreateOrderResponse,
} from '@payorder/contract';
import type { Db, Queryable } from '../db/db.ts';
import { notifyOrderChanges, orderChangeOf } from '../orders/order-changes.ts';
import { AppError, validationFailed } from '../http/errors.ts';
import { decrypt, deriveKey, encrypt, randomSecret, sha256 } from '../security/crypto.ts';
import { historyInsert } from '../orders/order-history.ts';
import { orderSelectFrom, toMerchantOrder, type OrderRow } from '../orders/order-row.ts';

export interface CreateOrderInput {
  shopId: string;
  /**
   * The shop's API key as sent: the stored idempotent answer is sealed with a key derived from it. Null
   * for a test order made in the shop's console (no Idempotency-Key then: nothing is sealed).
   */
  shopApiKey: string | null;
  /** Made with the shop's test key: a test order (docs/architecture.md "Test mode for shops"). */
  isTest?: boolean;
  request: CreateOrderRequest;
  idempotencyKey?: string;
  publicUrl: string;
}

class IdempotencyRace extends Error {}

/**
 * Creates an order and its payment link. With an Idempotency-Key the same request returns the same
 * answer (the link included, so it is stored sealed, never as plain text), and another request under
 * the same key is refused with 409. An `externalId` names one order of the shop per mode (live, test): a
 * second order with it is refused with 409 external_id_taken naming the first (Stripe-like: the shop's
 * retry finds its order instead of making a second charge).
 */
export async function createOrder(db: Db, input: CreateOrderInput): Promise<CreateOrderResponse> {
  const { shopId, request } = input;
  const idempotent = idempotencyOf(input);
  if (idempotent) {
    const replay = await findReplay(db, shopId, idempotent);
    if (replay) return replay;
  }
  try {
    return await db.transaction(async (tx) => {
      const isTest = input.isTest ?? false;
      // Without its own callbackUrl the order calls back the shop's saved one of its mode (merchant settings).
      const shop = await tx.query<{
        fee_percent: string;
        callback_url: string | null;
        is_known_currency: boolean;
      }>(
        `SELECT fee_percent::text, CASE WHEN $2 THEN test_callback_url ELSE callback_url END AS callback_url,
                EXISTS (SELECT 1 FROM currencies WHERE code = $3) AS is_known_currency
           FROM shops WHERE id = $1`,
        [shopId, isTest, request.currency],
      );
      const { fee_percent: feePercent, callback_url: shopCallbackUrl, is_known_currency } = shop.rows[0]!;
      if (!is_known_currency)
        throw validationFailed('Unknown currency', { currency: 'Unknown currency code' });
      if (request.externalId) await assertExternalIdFree(tx, shopId, request.externalId, isTest);

      const id = crypto.randomUUID();
      const token = randomSecret(32);
      const expiresAt = new Date(Date.now() + request.expiresInSeconds * 1000);
      const params: unknown[] = [
        id,
        shopId,
        sha256(token),
        expiresAt,
        request.amount,
        request.currency,
        request.externalId ?? null,
        request.returnUrl,
        request.callbackUrl ?? shopCallbackUrl,
        fromMinor(percentOf(toMinor(request.amount), feePercent)),
        isTest,
        feePercent,
      ];
      const history = historyInsert(
        [{ orderId: id, move: 'create', from: null, to: 'new', actor: { kind: 'shop', id: shopId } }],
        params,
      );
      // One statement, as a move is (orders/order-machine.ts): the order, its history's first row, and
      // the order as the answer shows it.
      const { rows } = await tx.query<OrderRow>(
        `WITH created AS (
           INSERT INTO orders (id, shop_id, token_hash, status, status_timeout_at, expires_at, amount, currency,
                               external_id, return_url, callback_url, fee, is_test, fee_percent)
           VALUES ($1, $2, $3, 'new', $4, $4, $5, $6, $7, $8, $9, $10, $11, $12)
           RETURNING *
         ), history AS (${history})
         ${orderSelectFrom('created o')}`,
        params,
      );
      const created = rows[0]!;
      await notifyOrderChanges(tx, [orderChangeOf(created)]);
      const response: CreateOrderResponse = {
        order: toMerchantOrder(created),
        paymentUrl: `${input.publicUrl.replace(/\/$/, '')}/order/${id}/${token}`,
      };
      if (idempotent) {
        const { key, requestHash, sealKey } = idempotent;
        const stored = await tx.query(
          `INSERT INTO idempotency_keys (shop_id, key, request_hash, order_id, response_enc)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING key`,
          [shopId, key, requestHash, id, encrypt(sealKey, JSON.stringify(response))],
        );
        // A concurrent request with this key committed first: drop ours and answer with theirs.
        if (stored.rowCount === 0) throw new IdempotencyRace();
      }
      return response;
    });
  } catch (error) {
    // A concurrent request with the same key (and so the same externalId) committed first: its answer.
    const isRace =
      error instanceof IdempotencyRace || (error instanceof AppError && error.code === 'external_id_taken');
    if (!isRace || !idempotent) throw error;
    const replay = await findReplay(db, shopId, idempotent);
    if (!replay) throw error;
    return replay;
  }
}

/** Any constant: with the shop and the external id, names the lock under which that id is taken. */
const EXTERNAL_ID_LOCK = 727_273;

/**
 * Refuses an `externalId` the shop already gave an order of the same mode. The lock makes two
 * concurrent creations with one id take turns, so the second sees the first's order.
 */
async function assertExternalIdFree(tx: Queryable, shopId: string, externalId: string, isTest: boolean) {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
    EXTERNAL_ID_LOCK,
    `${shopId}:${externalId}`,
  ]);
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM orders WHERE shop_id = $1 AND external_id = $2 AND is_test = $3
      ORDER BY created_at LIMIT 1`,
    [shopId, externalId, isTest],
  );
  if (rows[0]) {
    throw new AppError(
      409,
      'external_id_taken',
      `externalId ${externalId} is already order ${rows[0].id}: read that order, or give another externalId`,
      { externalId: `Already used by order ${rows[0].id}` },
    );
  }
}

/** An idempotent creation's key, the hash of its request, and the key its stored answer is sealed with. */
interface Idempotency {
  key: string;
  requestHash: string;
  sealKey: Buffer;
}

/** Null without an Idempotency-Key: a creation without one hashes and derives nothing. */
function idempotencyOf(input: CreateOrderInput): Idempotency | null {
  if (!input.idempotencyKey) return null;
  if (input.shopApiKey === null) throw new Error('An idempotent create needs the API key');
  return {
    key: input.idempotencyKey,
    requestHash: sha256(JSON.stringify(canonical(input.request))),
    sealKey: deriveKey(input.shopApiKey, 'payorder idempotency v1'),
  };
}

async function findReplay(
  db: Db,
  shopId: string,
  { key, requestHash, sealKey }: Idempotency,
): Promise<CreateOrderResponse | null> {
  const { rows } = await db.query<{ request_hash: string; response_enc: string }>(
    'SELECT request_hash, response_enc FROM idempotency_keys WHERE shop_id = $1 AND key = $2',
    [shopId, key],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.request_hash !== requestHash) {
    throw new AppError(
      409,
      'idempotency_conflict',
      'This Idempotency-Key was already used with another request',
    );
  }
  return JSON.parse(decrypt(sealKey, row.response_enc)) as CreateOrderResponse;
}

/** Key order must not change the hash of an otherwise equal request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}
