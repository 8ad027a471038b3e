import {
  ORDER_EXPIRES_DEFAULT_SECONDS,
  parseMoneyInput,
  ZCreateOrderRequest,
  type CreateOrderRequest,
  type FieldErrors,
} from '@payorder/contract';
import { schemaErrors } from '#console/lib/use-form-check.ts';

/** The "New test order" form as typed: the amount as the shop writes numbers in its language. */
export interface TestOrderDraft {
  currency: string;
  amount: string;
}

/**
 * The order a draft makes and what is wrong with it by field, by the contract's own checks (the amount by
 * the money input rules of the shown language, more than zero). `returnUrl`: where the customer's "back
 * to the shop" goes (the console's orders, where the test order is).
 */
export function checkTestOrderDraft(draft: TestOrderDraft, language: string, returnUrl: string) {
  const amount = parseMoneyInput(draft.amount, language, draft.currency);
  const request: CreateOrderRequest = {
    amount: amount.ok ? amount.amount : draft.amount.trim(),
    currency: draft.currency,
    returnUrl,
    expiresInSeconds: ORDER_EXPIRES_DEFAULT_SECONDS,
  };
  const found: FieldErrors = schemaErrors(ZCreateOrderRequest, request);
  if (!amount.ok) found.amount = { code: amount.code, ...(amount.params && { params: amount.params }) };
  else if (amount.minor === 0n) found.amount = { code: 'amount_not_positive' };
  return { request, found };
}
