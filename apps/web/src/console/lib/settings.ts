import { useSyncExternalStore } from 'react';

/** The console's per-device settings, kept in local storage. */
export interface ConsoleSettings {
  /**
   * The trader's: a short beep when a new order arrives or a customer says they paid. On by default (a
   * trader on a twelve-hour shift must not miss one; the account screen says so and turns it off).
   * A new key: the older `sound`, off by default, was stored with every other setting's change.
   */
  orderSound: boolean;
  /** The trader's: the phone vibrates with the beep (where the browser can: navigator.vibrate). */
  orderVibration: boolean;
  /**
   * The trader's: a system notification for a new order while the console is hidden; on only once the
   * browser's permission was granted (asked when the trader turns it on: a user gesture).
   */
  orderNotifications: boolean;
  /** 'system' follows prefers-color-scheme. */
  theme: 'system' | 'light' | 'dark';
}

const KEY = 'payorder.console.settings';
const DEFAULTS: ConsoleSettings = {
  orderSound: true,
  orderVibration: true,
  orderNotifications: false,
  theme: 'system',
};

function read(): ConsoleSettings {
  try {
    return { ...DEFAULTS, ...(JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<ConsoleSettings>) };
  } catch {
    return DEFAULTS;
  }
}

let settings = read();
const listeners = new Set<() => void>();

export const getSettings = () => settings;

export function updateSettings(change: Partial<ConsoleSettings>): void {
  settings = { ...settings, ...change };
  try {
    localStorage.setItem(KEY, JSON.stringify(settings));
  } catch {
    // Private mode: the setting lasts for this visit.
  }
  for (const listener of listeners) listener();
}

export function useSettings(): ConsoleSettings {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, getSettings);
}

const darkQuery = () => window.matchMedia?.('(prefers-color-scheme: dark)');

/** Sets <html data-theme> from the setting (and the system's scheme), now and whenever either changes. */
export function applyTheme(): void {
  const apply = () => {
    const { theme } = getSettings();
    const isDark = theme === 'dark' || (theme === 'system' && Boolean(darkQuery()?.matches));
    document.documentElement.dataset.theme = isDark ? 'dark' : 'light';
  };
  apply();
  listeners.add(apply);
  darkQuery()?.addEventListener('change', apply);
}
