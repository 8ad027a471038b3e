import { toBcp47 } from '@payorder/contract';
import i18next from 'i18next';
import { formatMoney as money } from '#page/lib/money.ts';
import { currencySymbol } from './currency-symbols.ts';

const language = () => i18next.resolvedLanguage ?? i18next.language ?? 'en';
const tag = () => toBcp47(language());

/**
 * "1500.5" RUB → "1 500,50 ₽" in Russian, "1,500.50 ₽" in English: the payment page's format
 * (lib/money.ts), with the reference's symbol; decimal strings only, never a float.
 */
export function formatMoney(amount: string, currency: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  return money(`${whole}.${fraction.padEnd(2, '0')}`, language(), currencySymbol(currency));
}

export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(tag(), { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * An instant to the second, in the browser's time zone ("25.11.2026, 23:41:05"): what an operator or a
 * shop reads in an order's timeline and lists, with the zone said once on the screen (timeZoneLabel).
 */
export function formatDateTimeSeconds(iso: string): string {
  return new Intl.DateTimeFormat(tag(), { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));
}

/** The browser's time zone with its offset now: "Europe/Moscow (GMT+3)", "UTC (UTC)". */
export function timeZoneLabel(now = new Date()): string {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  const offset = new Intl.DateTimeFormat(tag(), { timeZoneName: 'shortOffset' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  return offset && offset !== zone ? `${zone} (${offset})` : zone;
}

/** 125 → "2:05"; 3725 → "1:02:05". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * How long something has waited: under a day as formatDuration ("2:05", "1:02:05"); from a day on in
 * days and hours as the language writes them ("20d 21h" in English, "20 д 21 ч" in Russian), not
 * "501:20:42".
 */
export function formatAge(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  if (seconds < 86_400) return formatDuration(seconds);
  const unit = (value: number, name: 'day' | 'hour') =>
    new Intl.NumberFormat(tag(), { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(value);
  return `${unit(Math.floor(seconds / 86_400), 'day')} ${unit(Math.floor((seconds % 86_400) / 3600), 'hour')}`;
}

/** The first characters of an order id, enough to tell orders apart on a screen. */
export const shortId = (id: string) => id.slice(0, 8);
