/** A line of a history as a timeline shows it: one move, or the same move made `count` times in a row. */
export type MergedLine<Entry> = Entry & {
  count: number;
  /** When the last of the repeated moves was made (`at` is the first's). */
  lastAt: string;
};

/**
 * A history with repeated identical neighbours merged (an order's, a payout's): a payout offered again
 * every two minutes reads as one "Offered to a trader ×30", not thirty lines. Only neighbours merge, so
 * the order of what happened stays true. `same` says when two entries are the same move.
 */
export function mergeRepeats<Entry extends { at: string }>(
  history: readonly Entry[],
  same: (a: Entry, b: Entry) => boolean,
): MergedLine<Entry>[] {
  const lines: MergedLine<Entry>[] = [];
  for (const entry of history) {
    const last = lines.at(-1);
    if (last && same(last, entry)) {
      last.count += 1;
      last.lastAt = entry.at;
    } else {
      lines.push({ ...entry, count: 1, lastAt: entry.at });
    }
  }
  return lines;
}
