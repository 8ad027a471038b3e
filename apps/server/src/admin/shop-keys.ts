import {
  AuditAction,
  AuditTargetType,
  type RotateApiKeyResponse,
  type RotateWebhookSecretRequest,
  type RotateWebhookSecretResponse,
  type ShopKeys,
  type ShopMode,
} from '@payorder/contract';
import { recordAudit, type AuditContext } from '../audit/audit-log.ts';
import type { Db, Queryable } from '../db/db.ts';
import { notFound } from '../http/errors.ts';
import { decrypt, encrypt, randomSecret, sha256 } from '../security/crypto.ts';
import { newTestApiKey, newTestWebhookSecret } from './admin-store.ts';

/** Tells two keys apart without showing either: the first 8 hex digits of the key's SHA-256. */
const fingerprintOfHash = (hash: string) => hash.slice(0, 8);
const fingerprint = (secret: string) => fingerprintOfHash(sha256(secret));

interface KeysRow {
  api_key_hash: string;
  webhook_secret_enc: string;
  previous_webhook_secret_until: Date | string | null;
}

/** The columns of one mode's pair: the live key and secret, or the test ones (migration 014). */
const COLUMNS = {
  live: {
    apiKey: 'api_key_hash',
    secret: 'webhook_secret_enc',
    previous: 'previous_webhook_secret_enc',
    until: 'previous_webhook_secret_until',
  },
  test: {
    apiKey: 'test_api_key_hash',
    secret: 'test_webhook_secret_enc',
    previous: 'previous_test_webhook_secret_enc',
    until: 'previous_test_webhook_secret_until',
  },
} as const satisfies Record<ShopMode, Record<string, string>>;

const returning = (mode: ShopMode) =>
  `${COLUMNS[mode].apiKey} AS api_key_hash, ${COLUMNS[mode].secret} AS webhook_secret_enc,
   ${COLUMNS[mode].until} AS previous_webhook_secret_until`;

async function keysRow(q: Queryable, shopId: string, mode: ShopMode): Promise<KeysRow> {
  const { rows } = await q.query<KeysRow>(`SELECT ${returning(mode)} FROM shops WHERE id = $1 FOR UPDATE`, [
    shopId,
  ]);
  if (!rows[0]) throw notFound('Shop');
  return rows[0];
}

function keysOf(secretsKey: Buffer, row: KeysRow) {
  return {
    apiKeyFingerprint: fingerprintOfHash(row.api_key_hash),
    webhookSecretFingerprint: fingerprint(decrypt(secretsKey, row.webhook_secret_enc)),
    previousWebhookSecretUntil:
      row.previous_webhook_secret_until === null
        ? null
        : new Date(row.previous_webhook_secret_until).toISOString(),
  };
}

/** What the shop's Keys page shows: both pairs, live and test. */
export async function shopKeys(q: Queryable, secretsKey: Buffer, shopId: string): Promise<ShopKeys> {
  const live = keysOf(secretsKey, await keysRow(q, shopId, 'live'));
  const test = keysOf(secretsKey, await keysRow(q, shopId, 'test'));
  return {
    ...live,
    testApiKeyFingerprint: test.apiKeyFingerprint,
    testWebhookSecretFingerprint: test.webhookSecretFingerprint,
    previousTestWebhookSecretUntil: test.previousWebhookSecretUntil,
  };
}

/**
 * A new API key for the shop (its live key, or with `mode` test its test key), returned once: the old
 * key is refused from the commit on (only the hash is stored). The one way to rotate, for the operator
 * and for the shop's own console.
 */
export async function rotateShopApiKey(
  db: Db,
  secretsKey: Buffer,
  shopId: string,
  audit: AuditContext,
  mode: ShopMode = 'live',
): Promise<RotateApiKeyResponse> {
  return db.transaction(async (tx) => {
    const before = keysOf(secretsKey, await keysRow(tx, shopId, mode));
    const apiKey = mode === 'test' ? newTestApiKey() : `shop_${randomSecret(24)}`;
    await tx.query(`UPDATE shops SET ${COLUMNS[mode].apiKey} = $2 WHERE id = $1`, [shopId, sha256(apiKey)]);
    await recordAudit(tx, {
      ...audit,
      action: AuditAction['shop.rotate_api_key'],
      targetType: AuditTargetType.shop,
      targetId: shopId,
      before: { mode, apiKeyFingerprint: before.apiKeyFingerprint },
      after: { mode, apiKeyFingerprint: fingerprint(apiKey) },
    });
    return { apiKey };
  });
}

/**
 * A new webhook secret, returned once. For the grace period the previous secret still signs callbacks
 * beside the new one (callbacks/signer.ts), so the shop can switch its receiver without missing one;
 * rotating again within a grace drops the older secret and keeps the one being replaced.
 */
export async function rotateWebhookSecret(
  db: Db,
  secretsKey: Buffer,
  shopId: string,
  body: RotateWebhookSecretRequest,
  audit: AuditContext,
  mode: ShopMode = 'live',
): Promise<RotateWebhookSecretResponse> {
  return db.transaction(async (tx) => {
    const before = keysOf(secretsKey, await keysRow(tx, shopId, mode));
    const webhookSecret = mode === 'test' ? newTestWebhookSecret() : `whsec_${randomSecret(24)}`;
    const graceSeconds = Math.round(body.graceHours * 3600);
    const { secret, previous, until } = COLUMNS[mode];
    const { rows } = await tx.query<KeysRow>(
      `UPDATE shops
          SET ${previous} = CASE WHEN $3 > 0 THEN ${secret} END,
              ${until} = CASE WHEN $3 > 0 THEN now() + $3 * interval '1 second' END,
              ${secret} = $2
        WHERE id = $1 RETURNING ${returning(mode)}`,
      [shopId, encrypt(secretsKey, webhookSecret), graceSeconds],
    );
    const after = keysOf(secretsKey, rows[0]!);
    await recordAudit(tx, {
      ...audit,
      action: AuditAction['shop.rotate_webhook_secret'],
      targetType: AuditTargetType.shop,
      targetId: shopId,
      before: {
        mode,
        webhookSecretFingerprint: before.webhookSecretFingerprint,
        previousWebhookSecretUntil: before.previousWebhookSecretUntil,
      },
      after: {
        mode,
        webhookSecretFingerprint: after.webhookSecretFingerprint,
        previousWebhookSecretUntil: after.previousWebhookSecretUntil,
        graceHours: body.graceHours,
      },
    });
    return { webhookSecret, previousSecretValidUntil: after.previousWebhookSecretUntil };
  });
}
