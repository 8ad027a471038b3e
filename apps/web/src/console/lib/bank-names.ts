import type { Bank, RequisiteEntry, Requisites } from '@payorder/contract';
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

/**
 * The bank an order pays into: its requisites' (a card of one bank for an "any bank" order), else the
 * order's own; null when it names none.
 */
export function orderBankName(
  t: TFunction<'console'>,
  order: { bank: string | null; requisites: Pick<Requisites, 'bank' | 'bankName'> | null },
  catalogue: readonly Bank[] | undefined,
): string | null {
  if (order.requisites?.bank) return bankName(t, order.requisites.bank, catalogue, order.requisites.bankName);
  return order.bank ? bankName(t, order.bank, catalogue) : null;
}

/** The bank a book entry pays into: the one its details name (chosen from the catalogue), else its method's. */
export function entryBankName(
  t: TFunction<'console'>,
  entry: Pick<RequisiteEntry, 'bank' | 'bankName' | 'details'>,
  catalogue: readonly Bank[] | undefined,
): string {
  const named = entry.details.bank;
  return named ? bankName(t, named, catalogue) : bankName(t, entry.bank, catalogue, entry.bankName);
}
