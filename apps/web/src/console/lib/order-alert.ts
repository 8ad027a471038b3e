import { getSettings } from './settings.ts';
import { beep } from './sound.ts';

/** A buzz, a pause, a buzz: felt in a pocket, unlike a single tap. */
const VIBRATION_PATTERN = [200, 100, 200];

/** Whether this browser can show system notifications at all. */
export const canNotify = () => typeof window !== 'undefined' && 'Notification' in window;

/**
 * Asks the browser for permission to notify. Browsers allow the question only on a user gesture (the
 * trader turning the setting on): never called on its own. Resolves to whether it is granted.
 */
export async function askToNotify(): Promise<boolean> {
  if (!canNotify()) return false;
  if (Notification.permission === 'granted') return true;
  if (Notification.permission === 'denied') return false;
  return (await Notification.requestPermission()) === 'granted';
}

/**
 * Tells the trader about a new order (or a customer who says they paid) on whatever screen they are:
 * the beep and the vibration as set, and a system notification while the console is hidden (another
 * tab, the phone's screen off). The title count and the queue tab's count are drawn by the shell.
 */
export function alertTrader(notice: { title: string; body: string; tag: string }): void {
  const settings = getSettings();
  if (settings.orderSound) beep();
  if (settings.orderVibration && typeof navigator !== 'undefined' && 'vibrate' in navigator) {
    try {
      navigator.vibrate(VIBRATION_PATTERN);
    } catch {
      // Not allowed before the first tap on the page: the beep and the count still tell.
    }
  }
  if (
    settings.orderNotifications &&
    canNotify() &&
    Notification.permission === 'granted' &&
    document.visibilityState === 'hidden'
  ) {
    try {
      const notification = new Notification(notice.title, {
        body: notice.body,
        tag: notice.tag,
        icon: '/brand/payorder-logo.svg',
      });
      notification.onclick = () => {
        window.focus();
        notification.close();
      };
    } catch {
      // Android Chrome shows notifications only through a service worker: the sound and count remain.
    }
  }
}
