import type { PayoutHistoryEntry } from '@payorder/contract';

/** A line of a payout's history: one move, or the same move made `count` times in a row. */
export interface PayoutHistoryLine extends PayoutHistoryEntry {
  count: number;
  /** When the last of the repeated moves was made (`at` is the first's). */
  lastAt: string;
}

const sameMove = (a: PayoutHistoryEntry, b: PayoutHistoryEntry) =>
  a.move === b.move &&
  a.fromStatus === b.fromStatus &&
  a.toStatus === b.toStatus &&
  a.actorKind === b.actorKind &&
  a.actorId === b.actorId &&
  a.note === b.note;

/**
 * The history with repeated identical moves merged: a payout that waited an hour for a trader, offered
 * again every two minutes, reads as one "Offered to a trader ×30", not thirty lines. Only neighbours
 * merge, so the order of what happened stays true.
 */
export function mergeMoves(history: readonly PayoutHistoryEntry[]): PayoutHistoryLine[] {
  const lines: PayoutHistoryLine[] = [];
  for (const entry of history) {
    const last = lines.at(-1);
    if (last && sameMove(last, entry)) {
      last.count += 1;
      last.lastAt = entry.at;
    } else {
      lines.push({ ...entry, count: 1, lastAt: entry.at });
    }
  }
  return lines;
}
