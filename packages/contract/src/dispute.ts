import { z } from 'zod';

/**
 * Why a trader disputes a payment (issue 21): the customer says they paid, the trader's bank says
 * otherwise. Kept with the dispute in the order's history and shown to the operator who resolves it.
 * Public contract: add reasons, never rename them.
 */
export const DISPUTE_REASONS = ['amount_differs', 'no_money', 'wrong_sender', 'other'] as const;
export const ZDisputeReason = z.enum(DISPUTE_REASONS);
export type DisputeReason = z.infer<typeof ZDisputeReason>;

/** The longest note a dispute carries (the reason `other`'s words, or more about another reason). */
export const DISPUTE_NOTE_MAX_LENGTH = 500;

/**
 * `POST /api/v1/trader/orders/{id}/dispute`: the reason, and for `other` the trader's own words
 * (`note`, required then: blank answers 400 validation_failed naming `note`). A call without a body
 * still disputes, with no reason (clients written before reasons existed).
 */
export const ZTraderDisputeRequest = z
  .object({
    reason: ZDisputeReason,
    note: z.string().trim().max(DISPUTE_NOTE_MAX_LENGTH).optional(),
  })
  .strict()
  .refine((body) => body.reason !== 'other' || Boolean(body.note), {
    path: ['note'],
    message: 'required',
  });
export type TraderDisputeRequest = z.infer<typeof ZTraderDisputeRequest>;
