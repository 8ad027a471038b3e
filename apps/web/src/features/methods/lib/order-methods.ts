import {
  ANY_BANK_PREFIX,
  COLLAPSED_PAYMENT_TYPES,
  type PaymentType,
  type TradeMethod,
} from '@payorder/contract';

/** One card of the method grid: a trade method, or one collapsed card per sbp/tsbp type with no bank. */
export interface MethodOption {
  key: string;
  paymentType: PaymentType;
  paymentTypeName: string;
  bank: string | null;
  bankName: string | null;
}

const isAnyBank = (option: MethodOption) => option.bank?.startsWith(ANY_BANK_PREFIX) ?? false;

const byTypeThenBank = (a: MethodOption, b: MethodOption) =>
  a.paymentTypeName.localeCompare(b.paymentTypeName) || (a.bankName ?? '').localeCompare(b.bankName ?? '');

/**
 * docs/product/payment-page.md §2 method selection: methods whose bank code starts with 'any' first; sbp and tsbp collapsed
 * into one card per type with no bank; the rest by payment type name, then bank name.
 */
export function orderMethods(methods: TradeMethod[]): MethodOption[] {
  const options: MethodOption[] = [];
  const collapsed = new Set<PaymentType>();
  for (const method of methods) {
    if (COLLAPSED_PAYMENT_TYPES.includes(method.paymentType)) {
      if (collapsed.has(method.paymentType)) continue;
      collapsed.add(method.paymentType);
      options.push({
        key: method.paymentType,
        paymentType: method.paymentType,
        paymentTypeName: method.paymentTypeName,
        bank: null,
        bankName: null,
      });
    } else {
      options.push({
        key: `${method.paymentType}:${method.bank}`,
        paymentType: method.paymentType,
        paymentTypeName: method.paymentTypeName,
        bank: method.bank,
        bankName: method.bankName,
      });
    }
  }
  const unique = [...new Map(options.map((option) => [option.key, option])).values()];
  return [
    ...unique.filter(isAnyBank).sort(byTypeThenBank),
    ...unique.filter((o) => !isAnyBank(o)).sort(byTypeThenBank),
  ];
}
