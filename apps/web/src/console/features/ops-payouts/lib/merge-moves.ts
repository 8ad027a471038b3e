import type { PayoutHistoryEntry } from '@payorder/contract';
import { mergeRepeats, type MergedLine } from '#console/lib/merge-repeats.ts';

/** A line of a payout's history: one move, or the same move made `count` times in a row. */
export type PayoutHistoryLine = MergedLine<PayoutHistoryEntry>;

const sameMove = (a: PayoutHistoryEntry, b: PayoutHistoryEntry) =>
  a.move === b.move &&
  a.fromStatus === b.fromStatus &&
  a.toStatus === b.toStatus &&
  a.actorKind === b.actorKind &&
  a.actorId === b.actorId &&
  a.note === b.note;

/**
 * The history with repeated identical moves merged: a payout that waited an hour for a trader, offered
 * again every two minutes, reads as one "Offered to a trader ×30", not thirty lines.
 */
export const mergeMoves = (history: readonly PayoutHistoryEntry[]): PayoutHistoryLine[] =>
  mergeRepeats(history, sameMove);
