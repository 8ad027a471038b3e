import path from 'node:path';
import { BANK_NOTIFICATIONS_INGEST_PATH } from '@payorder/contract';
import type { AppContext } from '../context/app-context.ts';
import { DEVICE_KEY_PREFIX } from '../bank-notifications/devices.ts';
import { randomSecret, sha256 } from '../security/crypto.ts';
import { fileSecret } from '../security/secrets.ts';
import type { DemoAccounts } from './demo-accounts.ts';

/** Where the demo phone's key is kept (printed only to a terminal, like every demo secret). */
export const DEMO_DEVICE_KEY_FILE = 'demo-device-key';

/**
 * The demo trader's paired phone ("Demo phone"): its key generated once into DATA_DIR, its row made on
 * the first start. On that first start the demo trader's auto-confirm mode becomes `after_customer`
 * (later starts keep whatever the trader chose since), so a posted notification confirms a paid order.
 */
export async function ensureDemoDevice(ctx: AppContext, accounts: DemoAccounts) {
  const key = await fileSecret(
    ctx.config.DATA_DIR,
    DEMO_DEVICE_KEY_FILE,
    () => `${DEVICE_KEY_PREFIX}${randomSecret(24)}`,
  );
  await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `INSERT INTO bank_devices (trader_id, name, key_hash) VALUES ($1, 'Demo phone', $2)
       ON CONFLICT (key_hash) DO NOTHING RETURNING id`,
      [accounts.traderId, sha256(key)],
    );
    if (rows.length > 0)
      await tx.query(`UPDATE traders SET auto_confirm_mode = 'after_customer' WHERE id = $1`, [
        accounts.traderId,
      ]);
  });
  return { key, keyFile: path.join(ctx.config.DATA_DIR, DEMO_DEVICE_KEY_FILE) };
}

/** Where the shell's time goes in the curl line's body (`date +%s` and three zeros: GNU and BSD alike). */
const DEMO_STAMP = 'SHELL_TIME';

/**
 * A shell line that posts, as the demo phone, SberBank Online's SMS of a transfer of `amount` RUB (the
 * newest demo order's): the demo trader's after_customer mode confirms that order once its customer
 * says they paid. The key is read from its file, so the line itself holds no secret. The shell stamps the
 * message with the time it is run (`receivedAt`, epoch milliseconds), as a phone's forwarder does: a
 * notification without the phone's own time is never confirmed automatically.
 */
export function demoSmsCurl(ctx: AppContext, keyFile: string, amount: string) {
  const [whole = '0', cents = '00'] = amount.split('.');
  const written = `${whole.replace(/\B(?=(\d{3})+$)/g, ' ')}.${cents.padEnd(2, '0')}`;
  const body = JSON.stringify({
    from: '900',
    text: `Сбербанк Онлайн. Иван Иванович И. перевел(а) вам ${written} RUB.`,
    receivedAt: DEMO_STAMP,
  }).replace(`"${DEMO_STAMP}"`, `"'"$(date +%s)000"'"`);
  return (
    `curl -X POST ${ctx.publicUrl}${BANK_NOTIFICATIONS_INGEST_PATH} -H "Authorization: Bearer $(cat ${keyFile})" ` +
    `-H 'content-type: application/json' -d '${body}'`
  );
}

/** Whether the trader's bank notifications confirm its orders (then the simulated trader leaves that to them). */
export async function isAutoConfirmOn(ctx: AppContext, traderId: string): Promise<boolean> {
  const { rows } = await ctx.db.query<{ mode: string }>(
    'SELECT auto_confirm_mode AS mode FROM traders WHERE id = $1',
    [traderId],
  );
  return (rows[0]?.mode ?? 'off') !== 'off';
}
