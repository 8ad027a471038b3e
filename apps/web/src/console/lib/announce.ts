import { useSyncExternalStore } from 'react';

/**
 * What the console's one polite live region says next (a status change, an action's outcome): screen
 * readers announce it without the focus moving. A counter makes the same text announced twice differ.
 */
let current = { text: '', id: 0 };
const listeners = new Set<() => void>();

export function announce(text: string): void {
  current = { text, id: current.id + 1 };
  for (const listener of listeners) listener();
}

export function useAnnouncement() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
