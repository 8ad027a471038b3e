import crypto from 'node:crypto';
import {
  PAYMENT_WINDOW_DEFAULT_MINUTES,
  type Bank,
  type CreateShopRequest,
  type CreateShopResponse,
  type CreateTraderResponse,
  type Currency,
  type MetaEntry,
  type SciDomain,
  type UpdateTraderRequest,
} from '@payorder/contract';
import type { Queryable } from '../db/db.ts';
import { notifyOrdersOfBank } from '../orders/order-changes.ts';
import { notFound } from '../http/errors.ts';
import { encrypt, randomSecret, sha256 } from '../security/crypto.ts';

/** Operator writes, shared by the admin API and the demo seed. Secrets are returned once, stored hashed or sealed. */
export async function createShop(
  q: Queryable,
  secretsKey: Buffer,
  body: CreateShopRequest,
  options: { isDemo?: boolean } = {},
): Promise<CreateShopResponse> {
  const shop = {
    id: crypto.randomUUID(),
    apiKey: `shop_${randomSecret(24)}`,
    webhookSecret: `whsec_${randomSecret(24)}`,
    testApiKey: newTestApiKey(),
    testWebhookSecret: newTestWebhookSecret(),
  };
  await q.query(
    `INSERT INTO shops (id, name, api_key_hash, webhook_secret_enc, customer_data_collection_order,
                        collect_customer_receipts, payment_window_minutes, is_demo,
                        test_api_key_hash, test_webhook_secret_enc)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      shop.id,
      body.name,
      sha256(shop.apiKey),
      encrypt(secretsKey, shop.webhookSecret),
      body.customerDataCollectionOrder,
      body.collectCustomerReceipts,
      body.paymentWindowMinutes ?? PAYMENT_WINDOW_DEFAULT_MINUTES,
      options.isDemo ?? false,
      sha256(shop.testApiKey),
      encrypt(secretsKey, shop.testWebhookSecret),
    ],
  );
  return shop;
}

/** Test-mode secrets look like the live ones with `test` in them, so a log line tells which leaked. */
export const newTestApiKey = () => `shop_test_${randomSecret(24)}`;
export const newTestWebhookSecret = () => `whsec_test_${randomSecret(24)}`;

/**
 * Shops made before test mode (migration 014) get their test pair: the webhook secret is sealed under
 * SECRETS_KEY, which the migration cannot do. The key itself is shown by rotating it (Keys page,
 * `POST /api/v1/merchant/keys/api-key?mode=test`); only its hash is kept. Idempotent; run at start.
 */
export async function ensureShopTestKeys(q: Queryable, secretsKey: Buffer): Promise<void> {
  const { rows } = await q.query<{ id: string }>(
    'SELECT id FROM shops WHERE test_api_key_hash IS NULL OR test_webhook_secret_enc IS NULL',
  );
  for (const { id } of rows) {
    await q.query(
      `UPDATE shops SET test_api_key_hash = coalesce(test_api_key_hash, $2),
                        test_webhook_secret_enc = coalesce(test_webhook_secret_enc, $3)
        WHERE id = $1`,
      [id, sha256(newTestApiKey()), encrypt(secretsKey, newTestWebhookSecret())],
    );
  }
}

export async function createTrader(
  q: Queryable,
  name: string,
  options: { isDemo?: boolean } = {},
): Promise<CreateTraderResponse> {
  const trader = { id: crypto.randomUUID(), apiKey: `trader_${randomSecret(24)}` };
  await q.query('INSERT INTO traders (id, name, api_key_hash, is_demo) VALUES ($1, $2, $3, $4)', [
    trader.id,
    name,
    sha256(trader.apiKey),
    options.isDemo ?? false,
  ]);
  return trader;
}

interface TraderSettingsRow {
  id: string;
  name: string;
  is_online: boolean;
  commission_percent: string;
  security_hold: string;
  payout_commission_percent: string;
}
const TRADER_SETTINGS =
  'id, name, is_online, commission_percent::text, security_hold::text, payout_commission_percent::text';
const toTraderSettings = (row: TraderSettingsRow) => ({
  id: row.id,
  name: row.name,
  online: row.is_online,
  commissionPercent: row.commission_percent,
  securityHold: row.security_hold,
  payoutCommissionPercent: row.payout_commission_percent,
});

/** The trader's commission and security hold (the audit log's before); `forUpdate` locks the row. */
export async function traderSettings(q: Queryable, id: string, options: { forUpdate?: boolean } = {}) {
  const { rows } = await q.query<TraderSettingsRow>(
    `SELECT ${TRADER_SETTINGS} FROM traders WHERE id = $1 ${options.forUpdate ? 'FOR UPDATE' : ''}`,
    [id],
  );
  if (!rows[0]) throw notFound('Trader');
  return toTraderSettings(rows[0]);
}

/** The trader's commission (on orders assigned from now on) and security hold. */
export async function updateTrader(q: Queryable, id: string, body: UpdateTraderRequest) {
  const { rows } = await q.query<TraderSettingsRow>(
    `UPDATE traders SET commission_percent = coalesce($2::numeric, commission_percent),
                        security_hold = coalesce($3::numeric, security_hold),
                        payout_commission_percent = coalesce($4::numeric, payout_commission_percent)
      WHERE id = $1 RETURNING ${TRADER_SETTINGS}`,
    [id, body.commissionPercent ?? null, body.securityHold ?? null, body.payoutCommissionPercent ?? null],
  );
  if (!rows[0]) throw notFound('Trader');
  return toTraderSettings(rows[0]);
}

/** The stored rows the reference upserts replace, for the audit log's before (null: none yet). */
export async function findBank(q: Queryable, code: string): Promise<Bank | null> {
  const { rows } = await q.query<Bank>('SELECT code, name FROM banks WHERE code = $1 FOR UPDATE', [code]);
  return rows[0] ?? null;
}
export async function findCurrency(q: Queryable, code: string): Promise<Currency | null> {
  const { rows } = await q.query<Currency>('SELECT code, symbol FROM currencies WHERE code = $1 FOR UPDATE', [
    code,
  ]);
  return rows[0] ?? null;
}
export async function findMeta(q: Queryable, key: string): Promise<MetaEntry | null> {
  const { rows } = await q.query<MetaEntry>('SELECT key, value FROM meta WHERE key = $1 FOR UPDATE', [key]);
  return rows[0] ?? null;
}
/** The settings stored for exactly this host (no fallback to the default row). */
export async function findSciDomainRow(q: Queryable, host: string): Promise<SciDomain | null> {
  const { rows } = await q.query<SciDomain>(
    'SELECT theme, logo, title, copyright, loader FROM sci_domains WHERE host = $1 FOR UPDATE',
    [host.toLowerCase()],
  );
  return rows[0] ?? null;
}

/** Removes a host's own branding (the default row '*' is refused by the route); false when it had none. */
export async function deleteSciDomain(q: Queryable, host: string): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM sci_domains WHERE host = $1', [host.toLowerCase()]);
  return rowCount > 0;
}

export async function upsertBank(q: Queryable, bank: Bank) {
  await q.query('INSERT INTO banks (code, name) VALUES ($1, $2) ON CONFLICT (code) DO UPDATE SET name = $2', [
    bank.code,
    bank.name,
  ]);
  await notifyOrdersOfBank(q, bank.code);
  return bank;
}

export async function upsertCurrency(q: Queryable, currency: Currency) {
  await q.query(
    'INSERT INTO currencies (code, symbol) VALUES ($1, $2) ON CONFLICT (code) DO UPDATE SET symbol = $2',
    [currency.code, currency.symbol],
  );
  return currency;
}

export async function upsertMeta(q: Queryable, entry: MetaEntry) {
  await q.query('INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = $2', [
    entry.key,
    entry.value,
  ]);
  return entry;
}

export async function upsertSciDomain(q: Queryable, host: string, settings: SciDomain) {
  const { theme, logo, title, copyright, loader } = settings;
  await q.query(
    `INSERT INTO sci_domains (host, theme, logo, title, copyright, loader) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (host) DO UPDATE SET theme = $2, logo = $3, title = $4, copyright = $5, loader = $6`,
    [host.toLowerCase(), theme, logo, title, copyright, loader],
  );
  return settings;
}
