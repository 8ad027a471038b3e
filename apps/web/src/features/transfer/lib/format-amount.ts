import { toBcp47 } from '@payorder/contract';

/**
 * Formats a decimal-string amount for display only; money is never computed on here. `locale` may be
 * a product language code (ua, am…), which Intl would misread, so it goes through its BCP 47 tag.
 */
export function formatAmount(amount: string, locale: string): string {
  const fraction = amount.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(toBcp47(locale), {
    minimumFractionDigits: fraction,
    maximumFractionDigits: 2,
  }).format(Number(amount));
}
