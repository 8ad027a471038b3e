import type { OrderHistoryEntry } from '@payorder/contract';

/** A history line as the timeline shows it: one move, or the same move made `count` times in a row. */
export interface HistoryLine extends OrderHistoryEntry {
  count: number;
  /** When the last of the repeated moves was made (`at` is the first's). */
  lastAt: string;
}

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
 * times in a row reads as one "Sender details entered ×3", not three lines. Only neighbours merge, so
 * the order of what happened stays true.
 */
export function mergeHistory(history: OrderHistoryEntry[]): HistoryLine[] {
  const lines: HistoryLine[] = [];
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
