import {
  AuditAction,
  AuditTargetType,
  type RotateApiKeyResponse,
  type RotateWebhookSecretRequest,
  type RotateWebhookSecretResponse,
  type ShopKeys,
} from '@payorder/contract';
import { recordAudit, type AuditContext } from '../audit/audit-log.ts';
import type { Db, Queryable } from '../db/db.ts';
import { notFound } from '../http/errors.ts';
import { decrypt, encrypt, randomSecret, sha256 } from '../security/crypto.ts';

/** Tells two keys apart without showing either: the first 8 hex digits of the key's SHA-256. */
const fingerprintOfHash = (hash: string) => hash.slice(0, 8);
const fingerprint = (secret: string) => fingerprintOfHash(sha256(secret));

interface KeysRow {
  api_key_hash: string;
  webhook_secret_enc: string;
  previous_webhook_secret_until: Date | string | null;
}

async function keysRow(q: Queryable, shopId: string): Promise<KeysRow> {
  const { rows } = await q.query<KeysRow>(
    `SELECT api_key_hash, webhook_secret_enc, previous_webhook_secret_until FROM shops WHERE id = $1 FOR UPDATE`,
    [shopId],
  );
  if (!rows[0]) throw notFound('Shop');
  return rows[0];
}

function keysOf(secretsKey: Buffer, row: KeysRow): ShopKeys {
  return {
    apiKeyFingerprint: fingerprintOfHash(row.api_key_hash),
    webhookSecretFingerprint: fingerprint(decrypt(secretsKey, row.webhook_secret_enc)),
    previousWebhookSecretUntil:
      row.previous_webhook_secret_until === null
        ? null
        : new Date(row.previous_webhook_secret_until).toISOString(),
  };
}

/** What the shop's Keys page shows. */
export async function shopKeys(q: Queryable, secretsKey: Buffer, shopId: string): Promise<ShopKeys> {
  return keysOf(secretsKey, await keysRow(q, shopId));
}

/**
 * A new API key for the shop, returned once: the old key is refused from the commit on (only the
 * hash is stored). The one way to rotate, for the operator and for the shop's own console.
 */
export async function rotateShopApiKey(
  db: Db,
  secretsKey: Buffer,
  shopId: string,
  audit: AuditContext,
): Promise<RotateApiKeyResponse> {
  return db.transaction(async (tx) => {
    const before = keysOf(secretsKey, await keysRow(tx, shopId));
    const apiKey = `shop_${randomSecret(24)}`;
    await tx.query('UPDATE shops SET api_key_hash = $2 WHERE id = $1', [shopId, sha256(apiKey)]);
    await recordAudit(tx, {
      ...audit,
      action: AuditAction['shop.rotate_api_key'],
      targetType: AuditTargetType.shop,
      targetId: shopId,
      before: { apiKeyFingerprint: before.apiKeyFingerprint },
      after: { apiKeyFingerprint: fingerprint(apiKey) },
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
): Promise<RotateWebhookSecretResponse> {
  return db.transaction(async (tx) => {
    const before = keysOf(secretsKey, await keysRow(tx, shopId));
    const webhookSecret = `whsec_${randomSecret(24)}`;
    const graceSeconds = Math.round(body.graceHours * 3600);
    const { rows } = await tx.query<KeysRow>(
      `UPDATE shops
          SET previous_webhook_secret_enc = CASE WHEN $3 > 0 THEN webhook_secret_enc END,
              previous_webhook_secret_until = CASE WHEN $3 > 0 THEN now() + $3 * interval '1 second' END,
              webhook_secret_enc = $2
        WHERE id = $1 RETURNING api_key_hash, webhook_secret_enc, previous_webhook_secret_until`,
      [shopId, encrypt(secretsKey, webhookSecret), graceSeconds],
    );
    const after = keysOf(secretsKey, rows[0]!);
    await recordAudit(tx, {
      ...audit,
      action: AuditAction['shop.rotate_webhook_secret'],
      targetType: AuditTargetType.shop,
      targetId: shopId,
      before: {
        webhookSecretFingerprint: before.webhookSecretFingerprint,
        previousWebhookSecretUntil: before.previousWebhookSecretUntil,
      },
      after: {
        webhookSecretFingerprint: after.webhookSecretFingerprint,
        previousWebhookSecretUntil: after.previousWebhookSecretUntil,
        graceHours: body.graceHours,
      },
    });
    return { webhookSecret, previousSecretValidUntil: after.previousWebhookSecretUntil };
  });
}
