import { useEffect, useSyncExternalStore } from 'react';

/**
 * What the screen holds that leaving it would lose for good: one-time secrets not yet acknowledged (an API
 * key, a webhook secret, a one-time password, recovery codes). Each holder counts while it is shown;
 * the shell's LeaveGuard asks before any move away while one is (a link, Back, closing the tab).
 */
let holders = 0;
const listeners = new Set<() => void>();

function change(by: number) {
  holders += by;
  for (const listener of listeners) listener();
}

/** Holds the screen while `isHolding` (a secret shown and not yet acknowledged). */
export function useHoldLeave(isHolding: boolean): void {
  useEffect(() => {
    if (!isHolding) return;
    change(1);
    return () => change(-1);
  }, [isHolding]);
}

/** Whether anything on the screen holds it now. */
export function useIsLeaveHeld(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => holders > 0,
  );
}
