import type { Bank } from '@payorder/contract';
import type { TFunction } from 'i18next';

/**
 * A bank's name as the person reads it: the console's own word for it in their language
 * (`banks.<code>`: "любой банк", "Сбербанк"), else the catalogue's name (a bank the operator added),
 * else the name the record carries, else its code.
 */
export function bankName(
  t: TFunction<'console'>,
  code: string,
  catalogue: readonly Bank[] | undefined,
  carried?: string | null,
): string {
  const named = catalogue?.find((bank) => bank.code === code)?.name || carried || code;
  return t(`banks.${code}`, { defaultValue: named });
}
