import type { BankNotification } from '@payorder/contract';

/**
 * Money nobody claimed: the trader's bank credits that matched no order (`unmatched`) or could not be
 * linked by themselves (`ambiguous`, left to the trader to attach), received within the last
 * UNCLAIMED_HOURS. The navigation counts them on Notifications, where the trader attaches them.
 */
export const UNCLAIMED_OUTCOMES = ['unmatched', 'ambiguous'] as const satisfies BankNotification['outcome'][];
/** A credit older than this no longer raises the badge (it is still listed under Notifications). */
export const UNCLAIMED_HOURS = 24;

export function countUnclaimed(
  notifications: readonly Pick<BankNotification, 'outcome' | 'createdAt'>[],
  now: number,
): number {
  const since = now - UNCLAIMED_HOURS * 3600_000;
  return notifications.filter(
    (item) =>
      (UNCLAIMED_OUTCOMES as readonly string[]).includes(item.outcome) && Date.parse(item.createdAt) >= since,
  ).length;
}
