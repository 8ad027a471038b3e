import type { OrderHistoryEntry } from '@payorder/contract';
import { mergeRepeats, type MergedLine } from '#console/lib/merge-repeats.ts';

/** A history line as the timeline shows it: one move, or the same move made `count` times in a row. */
export type HistoryLine = MergedLine<OrderHistoryEntry>;

const sameMove = (a: OrderHistoryEntry, b: OrderHistoryEntry) =>
  a.move === b.move &&
  a.fromStatus === b.fromStatus &&
  a.toStatus === b.toStatus &&
  a.actorKind === b.actorKind &&
  a.actorId === b.actorId &&
  a.note === b.note &&
  a.reason === b.reason;

/**
 * The history with repeated identical lines merged: a customer who saved their sender details three
 * times in a row reads as one "Sender details entered ×3", not three lines.
 */
export const mergeHistory = (history: OrderHistoryEntry[]): HistoryLine[] => mergeRepeats(history, sameMove);
