import crypto from 'node:crypto';
import {
  PAYMENT_WINDOW_DEFAULT_MINUTES,
  type Bank,
  type CreateShopRequest,
  type CreateShopResponse,
  type CreateTradeMethodRequest,
  type CreateTraderResponse,
  type Currency,
  type MetaEntry,
  type SciDomain,
  type TradeMethod,
  type UpdateShopRequest,
  type UpdateTraderRequest,
} from '@payorder/contract';
import type { Queryable } from '../db/db.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { encrypt, randomSecret, sha256 } from '../security/crypto.ts';
import { getTradeMethodRow } from './trade-methods.ts';

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
  };
  await q.query(
    `INSERT INTO shops (id, name, api_key_hash, webhook_secret_enc, customer_data_collection_order,
                        collect_customer_receipts, payment_window_minutes, is_demo)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      shop.id,
      body.name,
      sha256(shop.apiKey),
      encrypt(secretsKey, shop.webhookSecret),
      body.customerDataCollectionOrder,
      body.collectCustomerReceipts,
      body.paymentWindowMinutes ?? PAYMENT_WINDOW_DEFAULT_MINUTES,
      options.isDemo ?? false,
    ],
  );
  return shop;
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

/** The shop's fee, taken from each order created from now on. */
export async function updateShop(q: Queryable, id: string, body: UpdateShopRequest) {
  const { rows } = await q.query<{ id: string; name: string; fee_percent: string }>(
    `UPDATE shops SET fee_percent = coalesce($2::numeric, fee_percent) WHERE id = $1
     RETURNING id, name, fee_percent::text`,
    [id, body.feePercent ?? null],
  );
  if (!rows[0]) throw notFound('Shop');
  return { id: rows[0].id, name: rows[0].name, feePercent: rows[0].fee_percent };
}

/** The trader's commission (on orders assigned from now on) and security hold. */
export async function updateTrader(q: Queryable, id: string, body: UpdateTraderRequest) {
  const { rows } = await q.query<{
    id: string;
    name: string;
    is_online: boolean;
    commission_percent: string;
    security_hold: string;
  }>(
    `UPDATE traders SET commission_percent = coalesce($2::numeric, commission_percent),
                        security_hold = coalesce($3::numeric, security_hold)
      WHERE id = $1 RETURNING id, name, is_online, commission_percent::text, security_hold::text`,
    [id, body.commissionPercent ?? null, body.securityHold ?? null],
  );
  const row = rows[0];
  if (!row) throw notFound('Trader');
  return {
    id: row.id,
    name: row.name,
    online: row.is_online,
    commissionPercent: row.commission_percent,
    securityHold: row.security_hold,
  };
}

export async function createTradeMethod(
  q: Queryable,
  traderId: string,
  body: CreateTradeMethodRequest,
): Promise<TradeMethod> {
  const trader = await q.query('SELECT 1 FROM traders WHERE id = $1', [traderId]);
  if (trader.rowCount === 0) throw notFound('Trader');
  const [bank, currency] = await Promise.all([
    q.query('SELECT 1 FROM banks WHERE code = $1', [body.bank]),
    q.query('SELECT 1 FROM currencies WHERE code = $1', [body.fiatCurrency]),
  ]);
  const fields: Record<string, string> = {};
  if (bank.rowCount === 0) fields.bank = 'Unknown bank code: add it with PUT /api/v1/admin/banks/{code}';
  if (currency.rowCount === 0)
    fields.fiatCurrency = 'Unknown currency: add it with PUT /api/v1/admin/currencies/{code}';
  if (Object.keys(fields).length > 0) throw validationFailed('Unknown bank or currency', fields);

  const id = crypto.randomUUID();
  await q.query(
    `INSERT INTO trade_methods (id, trader_id, payment_type, bank, fiat_currency, fields, customer_fields)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [
      id,
      traderId,
      body.paymentType,
      body.bank,
      body.fiatCurrency,
      JSON.stringify(body.fields),
      JSON.stringify(body.customerFields),
    ],
  );
  return (await getTradeMethodRow(q, id))!.method;
}

export async function upsertBank(q: Queryable, bank: Bank) {
  await q.query('INSERT INTO banks (code, name) VALUES ($1, $2) ON CONFLICT (code) DO UPDATE SET name = $2', [
    bank.code,
    bank.name,
  ]);
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
