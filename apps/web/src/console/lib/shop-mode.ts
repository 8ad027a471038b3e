import { SHOP_MODE_HEADER, type ShopMode } from '@payorder/contract';
import { useSyncExternalStore } from 'react';

/**
 * The shop console's data mode (test mode, docs/architecture.md "Test mode for shops"): with `test` every
 * console call carries `Payorder-Mode: test` and the shop's APIs answer with its test orders and
 * callbacks. Kept for the tab (sessionStorage): a new tab opens on live data.
 */
const STORAGE_KEY = 'payorder.console.shop-mode';

const stored = (): ShopMode => {
  try {
    return sessionStorage.getItem(STORAGE_KEY) === 'test' ? 'test' : 'live';
  } catch {
    return 'live';
  }
};
let mode: ShopMode = typeof sessionStorage === 'undefined' ? 'live' : stored();

export const shopMode = (): ShopMode => mode;

const listeners = new Set<() => void>();

/** The mode, re-rendering its reader when it changes. */
export const useShopMode = (): ShopMode =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    shopMode,
    () => 'live',
  );

export function setShopMode(next: ShopMode) {
  mode = next;
  for (const listener of listeners) listener();
  try {
    sessionStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Private windows may refuse storage: the mode then lasts until the page reloads.
  }
}

/** The header a console call carries for the mode (none for live). */
export const shopModeHeaders = (): Record<string, string> =>
  mode === 'test' ? { [SHOP_MODE_HEADER]: 'test' } : {};
