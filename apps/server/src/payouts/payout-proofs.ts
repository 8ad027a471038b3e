import crypto from 'node:crypto';
import type { Receipt } from '@payorder/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/db.ts';
import { invalidTransition, notFound } from '../http/errors.ts';
import type { ReceiptContentType } from '../receipts/file-type.ts';
import type { ReceiptStorage } from '../receipts/receipt-storage.ts';
import { receiptContentType, type ReceiptUpload } from '../receipts/receipt-service.ts';
import { applyPayoutMove } from './payout-machine.ts';
import type { PayoutRow } from './payout-row.ts';
import { traderPayout } from './payout-service.ts';

/** Where a proof's file is fetched from: each reader has its own authorised route. */
export type ProofUrl = (payoutId: string, proofId: string) => string;
export const traderProofUrl: ProofUrl = (payoutId, proofId) =>
  `/api/v1/trader/payouts/${payoutId}/proofs/${proofId}/file`;
export const adminProofUrl: ProofUrl = (payoutId, proofId) =>
  `/api/v1/admin/payouts/${payoutId}/proofs/${proofId}/file`;

interface ProofRow {
  id: string;
  payout_id: string;
  content_type: ReceiptContentType;
  size: number;
  storage_key: string;
  created_at: Date;
}
const PROOF_COLUMNS = 'id, payout_id, content_type, size, storage_key, created_at';

/**
 * The trader completes its taken payout with the proof that the money left (the receipt rules: a photo
 * or a PDF up to 3 MB, its bytes sniffed). The file is stored first, then the proof's row and the move
 * are one transaction that re-checks the payout under lock; anything failing after the write deletes the
 * file again. An overdue payout is the operator's: 409.
 */
export async function completeWithProof(
  deps: { db: Db; storage: ReceiptStorage; log: FastifyBaseLogger },
  traderId: string,
  payoutId: string,
  upload: ReceiptUpload,
): Promise<PayoutRow> {
  const contentType = receiptContentType(upload);
  const id = crypto.randomUUID();
  const key = `${payoutId}/${id}`;
  await deps.storage.put(key, upload.bytes, contentType);
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await traderPayout(tx, traderId, payoutId);
      if (row.status === 'overdue') {
        throw invalidTransition('This payout is overdue: the operator completes it now; send them the proof');
      }
      await tx.query(
        `INSERT INTO payout_proofs (id, payout_id, content_type, size, storage_key) VALUES ($1, $2, $3, $4, $5)`,
        [id, payoutId, contentType, upload.bytes.length, key],
      );
      return applyPayoutMove(tx, row, 'complete', { kind: 'trader', id: traderId });
    });
  } catch (error) {
    await deps.storage.delete(key).catch((cleanupError: unknown) => {
      deps.log.error({ err: cleanupError, key }, 'could not delete the file of a failed payout proof');
    });
    throw error;
  }
}

export async function listProofs(
  q: Queryable,
  payoutIds: string[],
  url: ProofUrl,
): Promise<Map<string, Receipt[]>> {
  const byPayout = new Map<string, Receipt[]>(payoutIds.map((id) => [id, []]));
  if (payoutIds.length === 0) return byPayout;
  const { rows } = await q.query<ProofRow>(
    `SELECT ${PROOF_COLUMNS} FROM payout_proofs WHERE payout_id = ANY($1::uuid[]) ORDER BY created_at, id`,
    [payoutIds],
  );
  for (const row of rows) {
    byPayout.get(row.payout_id)!.push({
      id: row.id,
      contentType: row.content_type,
      size: row.size,
      createdAt: new Date(row.created_at).toISOString(),
      url: url(row.payout_id, row.id),
    });
  }
  return byPayout;
}

/** One proof's file, of its own payout only. */
export async function readProofFile(
  deps: { db: Queryable; storage: ReceiptStorage },
  payoutId: string,
  proofId: string,
): Promise<{ contentType: ReceiptContentType; body: Buffer }> {
  const { rows } = await deps.db.query<ProofRow>(
    `SELECT ${PROOF_COLUMNS} FROM payout_proofs WHERE id = $1 AND payout_id = $2`,
    [proofId, payoutId],
  );
  const row = rows[0];
  const body = row ? await deps.storage.get(row.storage_key) : null;
  if (!row || !body) throw notFound('Proof');
  return { contentType: row.content_type, body };
}
