/** Formats a decimal-string amount for display only; money is never computed on here. */
export function formatAmount(amount: string, locale: string): string {
  const fraction = amount.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: fraction, maximumFractionDigits: 2 }).format(
    Number(amount),
  );
}
