import { COLLAPSED_PAYMENT_TYPES, TSBP_BANKS, type PaymentType, type TradeMethod } from '@payorder/contract';
import type { Queryable } from '../db/db.ts';
import { validationFailed } from '../http/errors.ts';
import type { OrderRow } from '../orders/order-row.ts';
import { tradeMethodsById } from '../reference/trade-methods.ts';
import { eligibleCandidates } from './eligible-candidates.ts';

type OfferedOrder = Pick<OrderRow, 'currency' | 'amount' | 'is_demo' | 'is_test'>;

/**
 * What the customer may choose (docs/architecture.md "Offer"): every (type, bank) of the order's currency that
 * some online trader can take now for this amount. Several traders offering the same (type, bank) are
 * one card, shown with the method of the trader who would be picked first.
 */
export async function offerFor(q: Queryable, order: OfferedOrder): Promise<TradeMethod[]> {
  const candidates = await eligibleCandidates(q, {
    currency: order.currency,
    amount: order.amount,
    isDemo: order.is_demo,
    isTest: order.is_test,
  });
  const firstPerCard = new Map<string, string>();
  for (const candidate of candidates) {
    const card = `${candidate.payment_type}:${candidate.bank}`;
    if (!firstPerCard.has(card)) firstPerCard.set(card, candidate.trade_method_id);
  }
  const methods = await tradeMethodsById(q, [...firstPerCard.values()]);
  return methods;
}

/**
 * The method for the customer's choice, among those offered now. sbp and tsbp are offered as one card
 * per type (docs/product/payment-page.md §2), so any offered method of that type serves; tsbp also carries the customer's bank
 * (sberbank or tinkoff), which decides the transfer rules shown. The trader is chosen at start-payment.
 */
export async function resolveTradeMethod(
  q: Queryable,
  order: OfferedOrder,
  type: PaymentType,
  bank: string | null,
): Promise<{ id: string; bank: string | null }> {
  const isCollapsed = COLLAPSED_PAYMENT_TYPES.includes(type);
  if (type === 'tsbp' && !(TSBP_BANKS as readonly (string | null)[]).includes(bank)) {
    throw validationFailed('Choose Sberbank or Tinkoff for cross-border SBP', {
      'payment.bank': `one of ${TSBP_BANKS.join(', ')}`,
    });
  }
  if (!isCollapsed && !bank) {
    throw validationFailed('A bank is required for this payment type', { 'payment.bank': 'Required' });
  }
  const [candidate] = await eligibleCandidates(
    q,
    {
      currency: order.currency,
      amount: order.amount,
      isDemo: order.is_demo,
      isTest: order.is_test,
      paymentType: type,
      bank,
    },
    { fairestOnly: true },
  );
  if (!candidate) {
    throw validationFailed('This payment method is not available for the order now', {
      'payment.type': 'No trader can take this type, bank and amount now',
    });
  }
  return { id: candidate.trade_method_id, bank: type === 'sbp' ? null : (bank ?? candidate.bank) };
}
