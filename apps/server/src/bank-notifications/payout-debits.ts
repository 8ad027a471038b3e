import { requisitesLast4, type ParsedNotification } from '@payorder/contract';
import type { Queryable } from '../db/db.ts';
import { getPayout, type PayoutRow } from '../payouts/payout-row.ts';

/**
 * The taken payout a debit read from its trader's phone pays (docs/architecture.md "Payouts"): the
 * trader's one live payout in hand of exactly that amount and currency — and, when the message names the
 * recipient's last digits, of that recipient — that no message proves yet. Locked, and looked at again
 * under the lock (a message for it may have committed meanwhile). None, or more than one: null.
 */
export async function payoutOfDebit(
  tx: Queryable,
  traderId: string,
  parsed: ParsedNotification,
): Promise<PayoutRow | null> {
  if (parsed.kind !== 'debit' || parsed.amount === null || parsed.currency === null) return null;
  const { rows } = await tx.query<{ id: string; recipient: Record<string, string> }>(
    `SELECT id, recipient FROM payouts
      WHERE trader_id = $1 AND status = 'taken' AND NOT is_test AND amount = $2::numeric AND currency = $3
        AND NOT EXISTS (SELECT 1 FROM bank_notifications n WHERE n.payout_id = payouts.id)
      ORDER BY created_at LIMIT 10`,
    [traderId, parsed.amount, parsed.currency],
  );
  const fits = rows.filter((row) => parsed.last4 === null || requisitesLast4(row.recipient) === parsed.last4);
  if (fits.length !== 1) return null;
  const payout = await getPayout(tx, fits[0]!.id, { lock: true });
  const proven = await tx.query('SELECT 1 FROM bank_notifications WHERE payout_id = $1', [payout.id]);
  return payout.status === 'taken' && proven.rowCount === 0 ? payout : null;
}
