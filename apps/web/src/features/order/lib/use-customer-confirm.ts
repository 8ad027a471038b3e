import {
  CUSTOMER_PAYED,
  visibleCustomerFields,
  type CustomerDetails,
  type CustomerFieldSpec,
  type Order,
} from '@payorder/contract';
import { useState } from 'react';
import { trackClick } from '#page/lib/analytics.ts';
import {
  currentConfirmView,
  isLastSubStep,
  isReceiptAwaited,
  isReceiptFirst,
  type ConfirmView,
} from '#page/lib/confirm-flow.ts';
import { useConfirmPayment } from '../api/confirm-payment.ts';
import { usePatchOrder } from '../api/patch-order.ts';
import { hasSenderDetails } from './confirm-view.ts';

/** Why the receipt dialog is open: to finish the payment, or to add a receipt from the result view. */
export type ReceiptDialogPurpose = 'confirm' | 'result';

/**
 * The customer's moves in customer_confirm (docs/decisions/001, lib/confirm-flow.ts): the view the
 * order is at, "Transferred", sending the sender details, and the receipt dialog that may finish the
 * payment (docs/product/payment-page.md §4). The order page only draws what this says.
 */
export function useCustomerConfirm(
  orderId: string,
  order: Order | undefined,
  fields: CustomerFieldSpec[],
  onReceiptAdded: () => void,
) {
  const patchOrder = usePatchOrder(orderId);
  const confirmPayment = useConfirmPayment(orderId);
  const [isDetailsSent, setIsDetailsSent] = useState(false);
  const [receiptDialog, setReceiptDialog] = useState<ReceiptDialogPurpose | null>(null);
  const hasSenderForm = visibleCustomerFields(fields).length > 0;

  const isConfirming = order?.status === 'customer_confirm';
  const hasDetails = isDetailsSent || Boolean(order && hasSenderDetails(fields, order.payment));
  const view: ConfirmView | null =
    isConfirming && order ? currentConfirmView(order, hasSenderForm, hasDetails) : null;
  /** Only the receipt is left: the page shows the view that asks for it (with the dialog over it when open). */
  const isReceiptNeeded = isConfirming && order ? isReceiptAwaited(order, hasSenderForm, hasDetails) : false;

  /** After the last sub-step: the receipt dialog, or confirm the payment. */
  const finish = (shop: Order['shop']) => {
    if (isReceiptFirst(shop)) setReceiptDialog('confirm');
    else confirmPayment.mutate();
  };

  const onTransferred = () => {
    if (!order || !view) return;
    trackClick('confirm_transfer');
    const isLast = isLastSubStep(view, order.shop.customerDataCollectionOrder, hasSenderForm);
    if (order.statusDetails === CUSTOMER_PAYED) {
      if (isLast) finish(order.shop);
      return;
    }
    patchOrder.mutate({ statusDetails: CUSTOMER_PAYED }, { onSuccess: () => isLast && finish(order.shop) });
  };

  const onDetails = (details: CustomerDetails) => {
    trackClick('confirm_customer_details');
    patchOrder.mutate(
      { payment: details },
      {
        onSuccess: (updated) => {
          setIsDetailsSent(true);
          if (isLastSubStep('card', updated.shop.customerDataCollectionOrder, true)) finish(updated.shop);
        },
      },
    );
  };

  const onReceiptUploaded = () => {
    const isConfirming = receiptDialog === 'confirm';
    setReceiptDialog(null);
    // docs/product/payment-page.md §4: a successful receipt upload confirms the payment.
    if (isConfirming) confirmPayment.mutate();
    else onReceiptAdded();
  };

  return {
    view,
    isReceiptNeeded,
    onTransferred,
    onDetails,
    receiptDialog,
    setReceiptDialog,
    onReceiptUploaded,
    /** The flow's calls, for the page's busy state and error message. */
    mutations: [patchOrder, confirmPayment],
  };
}
