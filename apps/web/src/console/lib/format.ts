import { toBcp47 } from '@payorder/contract';
import i18next from 'i18next';

const tag = () => toBcp47(i18next.resolvedLanguage ?? i18next.language ?? 'en');

/** "1500.5" RUB → "1 500,50 ₽" in the shown language; the decimal string goes to Intl as is (no float). */
export function formatMoney(amount: string, currency: string): string {
  try {
    return new Intl.NumberFormat(tag(), { style: 'currency', currency, minimumFractionDigits: 2 }).format(
      amount as `${number}`,
    );
  } catch {
    return `${amount} ${currency}`;
  }
}

export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(tag(), { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

/** 125 → "2:05"; 3725 → "1:02:05". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The first characters of an order id, enough to tell orders apart on a screen. */
export const shortId = (id: string) => id.slice(0, 8);
