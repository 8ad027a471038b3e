import { CUSTOMER_PAYED, type DataCollectionOrder, type Order, type OrderStatus } from '@payorder/contract';

/*
 * The customer's side of customer_confirm, docs/decisions/001, in one place: the order of the two
 * sub-steps, which one the order is at, and what comes after each. Pure: the order page, the stepper
 * (features/stepper/lib/step-of.ts) and the view switch (features/order/lib/confirm-view.ts) all read
 * it, so the decision is written once.
 */

/** The two views of customer_confirm: the sender form ("card") and the transfer instructions. */
export type ConfirmView = 'card' | 'transfer';

/** The sub-steps in the order the customer meets them: the stepper's steps 3 and 4. */
export const CONFIRM_SUB_STEPS = {
  before_payment: ['card', 'transfer'],
  after_payment: ['transfer', 'card'],
} as const satisfies Record<DataCollectionOrder, readonly ConfirmView[]>;

/** The sub-steps this order's customer goes through: a method with no visible sender field has no form. */
export function confirmSubStepsOf(
  collection: DataCollectionOrder,
  hasSenderForm: boolean,
): readonly ConfirmView[] {
  return hasSenderForm ? CONFIRM_SUB_STEPS[collection] : ['transfer'];
}

/**
 * The view the order is at: the first sub-step not yet done, else the last. Derived from the order,
 * so a reload lands in the same place.
 */
export function currentConfirmView(
  order: Pick<Order, 'shop' | 'statusDetails'>,
  hasSenderForm: boolean,
  isDetailsSent: boolean,
): ConfirmView {
  const subSteps = confirmSubStepsOf(order.shop.customerDataCollectionOrder, hasSenderForm);
  return subSteps.find((view) => !isSubStepDone(view, order, isDetailsSent)) ?? subSteps.at(-1)!;
}

/** A sub-step is behind the customer once the details are sent, or "Transferred" was pressed. */
const isSubStepDone = (view: ConfirmView, order: Pick<Order, 'statusDetails'>, isDetailsSent: boolean) =>
  view === 'card' ? isDetailsSent : order.statusDetails === CUSTOMER_PAYED;

/**
 * Whether the order waits for its receipt alone: the shop collects receipts and every sub-step is
 * behind the customer, so only the receipt (whose upload confirms the payment) is left. Derived from
 * the order, so a reload, or a closed dialog, lands on the view that asks for it (issue 23).
 */
export function isReceiptAwaited(
  order: Pick<Order, 'shop' | 'statusDetails'>,
  hasSenderForm: boolean,
  isDetailsSent: boolean,
): boolean {
  const subSteps = confirmSubStepsOf(order.shop.customerDataCollectionOrder, hasSenderForm);
  return isReceiptFirst(order.shop) && subSteps.every((view) => isSubStepDone(view, order, isDetailsSent));
}

/** Whether finishing this view finishes the customer's part (then: `finishingMove`). */
export function isLastSubStep(
  view: ConfirmView,
  collection: DataCollectionOrder,
  hasSenderForm: boolean,
): boolean {
  return confirmSubStepsOf(collection, hasSenderForm).at(-1) === view;
}

/** What follows the last sub-step: the receipt dialog when the shop collects receipts, else the confirmation. */
export const isReceiptFirst = (shop: Pick<Order['shop'], 'collectCustomerReceipts'>): boolean =>
  shop.collectCustomerReceipts;

/**
 * The stepper's step (docs/product/payment-page.md §2): new=1, requisites=2, customer_confirm 3 or 4 by
 * the sub-step's place (a transfer without a form keeps its place), trader_confirm=4, every ending 5.
 */
export function stepOfStatus(
  status: OrderStatus,
  view: ConfirmView | null,
  collection: DataCollectionOrder,
): number {
  switch (status) {
    case 'new':
      return 1;
    case 'requisites':
      return 2;
    case 'customer_confirm':
      return 3 + Math.max(0, view ? CONFIRM_SUB_STEPS[collection].indexOf(view) : 0);
    case 'trader_confirm':
      return 4;
    default:
      return 5;
  }
}
