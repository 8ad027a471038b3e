import { useSyncExternalStore } from 'react';

/**
 * What the console's one polite live region says next (a status change, an action's outcome): screen
 * readers announce it without the focus moving. A counter makes the same text announced twice differ.
 * `isShown`: the outcome of the person's own action (notify), also shown on the screen as a notice.
 */
let current = { text: '', id: 0, isShown: false };
const listeners = new Set<() => void>();

function say(text: string, isShown: boolean): void {
  current = { text, id: current.id + 1, isShown };
  for (const listener of listeners) listener();
}

/** Said to screen readers only: what changed by itself (a new order in the queue, a payout offered). */
export function announce(text: string): void {
  say(text, false);
}

/**
 * The one way the console confirms a save or any other action the person took ("Saved", "Shop created"):
 * shown as a notice at the foot of the screen for NOTICE_MS (the shell draws it) and said by screen readers.
 */
export function notify(text: string): void {
  say(text, true);
}

/** How long a notice stays on the screen. */
export const NOTICE_MS = 5000;

export function useAnnouncement() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
