import { AuditAction, AuditTargetType, type MerchantSettings } from '@payorder/contract';
import { recordAudit, type AuditContext } from '../audit/audit-log.ts';
import type { Db, Queryable } from '../db/db.ts';
import { notFound } from '../http/errors.ts';

/** The saved callback URL's column of a mode: live and test keys each have their own endpoint. */
const column = (isTest: boolean) => (isTest ? 'test_callback_url' : 'callback_url');

/** The shop's saved callback URL of a mode (its webhook endpoint), or null when none is saved. */
export async function savedCallbackUrl(
  q: Queryable,
  shopId: string,
  isTest: boolean,
): Promise<string | null> {
  const { rows } = await q.query<{ url: string | null }>(
    `SELECT ${column(isTest)} AS url FROM shops WHERE id = $1`,
    [shopId],
  );
  if (!rows[0]) throw notFound();
  return rows[0].url;
}

/**
 * Saves (or with null clears) the shop's callback URL of a mode; made in the console (`audit`), the
 * change is in the operator's audit log (the API key is no person: its change is not recorded there).
 */
export async function saveCallbackUrl(
  db: Db,
  shopId: string,
  isTest: boolean,
  settings: MerchantSettings,
  audit: AuditContext | null,
): Promise<MerchantSettings> {
  return db.transaction(async (tx) => {
    const before = await savedCallbackUrl(tx, shopId, isTest);
    await tx.query(`UPDATE shops SET ${column(isTest)} = $2 WHERE id = $1`, [shopId, settings.callbackUrl]);
    if (audit && before !== settings.callbackUrl) {
      const mode = isTest ? 'test' : 'live';
      await recordAudit(tx, {
        ...audit,
        action: AuditAction['shop.update'],
        targetType: AuditTargetType.shop,
        targetId: shopId,
        before: { mode, callbackUrl: before },
        after: { mode, callbackUrl: settings.callbackUrl },
      });
    }
    return { callbackUrl: settings.callbackUrl };
  });
}
