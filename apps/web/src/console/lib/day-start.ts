/**
 * The start of today where the console runs (local midnight), sent as `dayStart` wherever today's volume
 * is read (the trader's balance, the operator's traders): today is the reader's day, not the server's.
 */
export function localDayStart(now = new Date()): string {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  return midnight.toISOString();
}
