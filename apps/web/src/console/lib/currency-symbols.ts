import type { Currency } from '@payorder/contract';
import { apiRequest } from '#page/lib/api-client.ts';

/** Each currency's symbol from the reference the payment page uses (`GET /v1/currencies/fiat`). */
const symbols = new Map<string, string>();

/**
 * Reads the currencies reference once, before the console first draws (main.tsx, beside its texts),
 * so every amount carries the symbol the page shows. A failure leaves the codes ("1,500.00 RUB").
 */
export async function loadCurrencySymbols(): Promise<void> {
  try {
    for (const currency of await apiRequest<Currency[]>('/v1/currencies/fiat')) {
      symbols.set(currency.code, currency.symbol);
    }
  } catch {
    // The amounts stay readable with their codes.
  }
}

/** The currency's symbol as the page shows it; its code when the reference does not know it. */
export const currencySymbol = (code: string): string => symbols.get(code) ?? code;

/** Tests: the reference as the server would answer it. */
export function setCurrencySymbols(currencies: readonly Currency[]): void {
  for (const currency of currencies) symbols.set(currency.code, currency.symbol);
}
