/**
 * Today's volume, named once (docs/glossary.md "today's volume"): the sum of the orders a trader
 * completed today, each at the sum it completed for (`paid_amount` when an operator resolved its
 * dispute for another sum, else its amount), counted by when it completed (`finished_at`). "Today"
 * starts at the trader's local midnight, which its console sends as `dayStart`; without one, at
 * midnight UTC. The balance, the operator's traders and the overview's money all read it from here.
 * Not the daily limit's count (an entry's orders assigned today and not cancelled: routing's rule).
 */

/** SQL: the sum an order `o` counts for in the volume once completed. */
export const completedSum = (o: string) => `coalesce(${o}.paid_amount, ${o}.amount)`;

/** SQL: order `o` was completed within `[from, to)` (SQL expressions; `to` null: until now). */
export const completedWithin = (o: string, from: string, to: string | null = null) =>
  `${o}.status = 'completed' AND ${o}.finished_at >= ${from}` + (to ? ` AND ${o}.finished_at < ${to}` : '');

/** SQL: the start of today for a `dayStart` parameter (the trader's local midnight, else midnight UTC). */
export const dayStartSql = (param: string) =>
  `coalesce(${param}::timestamptz, date_trunc('day', now(), 'UTC'))`;
