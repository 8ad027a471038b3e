import { Suspense, useCallback, useEffect } from 'react';
import { useTranslation } from '#page/lib/page-i18n.tsx';
import { Link } from '#page/lib/router.tsx';
import { releaseEarlyTaps } from '#page/lib/release-early-taps.ts';
import { FullScreenLoader } from '#page/components/ui/full-screen-loader.tsx';
import { useSelectedTradeMethod } from '#page/features/methods/api/get-selected-trade-method.ts';
import { useCancelOrder } from '#page/features/order/api/cancel-order.ts';
import { useOrder } from '#page/features/order/api/get-order.ts';
import { useLogin } from '#page/features/order/api/login.ts';
import { useSelectMethod } from '#page/features/order/api/select-method.ts';
import { TestOrderBanner } from '#page/features/order/components/test-order-banner.tsx';
import { useCustomerConfirm } from '#page/features/order/lib/use-customer-confirm.ts';
import { useReceipts } from '#page/features/receipts/api/get-receipts.ts';
import { useCurrencySymbol } from '#page/features/reference/api/get-currencies.ts';
import { useSupportBotUrl } from '#page/features/reference/api/get-meta.ts';
import { useSciDomain } from '#page/features/reference/api/get-sci-domain.ts';
import { hasReceiptsBlock, supportBotLink } from '#page/features/result/lib/outcome.ts';
import { formatMoney } from '#page/lib/money.ts';
import { FALLBACK_LANGUAGE, otherPaidAmount } from '@payorder/contract';
import { Stepper } from '#page/features/stepper/components/stepper.tsx';
import { stepOf } from '#page/features/stepper/lib/step-of.ts';
import { isApiError } from '#page/lib/api-client.ts';
import { trackClick } from '#page/lib/analytics.ts';
import { NotFoundRoute } from '../not-found-route.tsx';
import { analyticsStepOf, useStepAnalytics } from './use-step-analytics.ts';
import { useViewChangeFocus } from './use-view-change-focus.ts';
import { OrderStatusView } from './order-status-view.tsx';
import { OrderSummary } from './order-summary.tsx';
import { preloadAllViewsWhenIdle, preloadViewOf } from './views.ts';
import { lazyChunk } from '#page/lib/lazy-chunk.ts';

const ReceiptDialog = lazyChunk(() => import('#page/features/receipts/components/receipt-dialog.tsx'));

export interface OrderPageProps {
  orderId: string;
  token: string;
}

/** The order payment page: logs in with the link, then shows the view of the order's status (docs/product/payment-page.md §2). */
export function OrderPage({ orderId, token }: OrderPageProps) {
  const { t, i18n } = useTranslation();
  const sciDomain = useSciDomain();
  const loaderImage = sciDomain.data?.loader || null;
  const loginQuery = useLogin({ orderId, token });
  const orderQuery = useOrder(orderId, loginQuery.isSuccess);
  const order = orderQuery.data;
  const isChosen = Boolean(order && order.status !== 'new');
  const selectedMethod = useSelectedTradeMethod(orderId, isChosen);
  const fields = selectedMethod.data?.customerFields ?? [];
  const currencySymbol = useCurrencySymbol(order?.currency ?? '');
  const supportBotUrl = useSupportBotUrl();
  const receipts = useReceipts(orderId, Boolean(order && hasReceiptsBlock(order.status)));
  const hasReceipts = (receipts.data?.length ?? 0) > 0;

  const selectMethod = useSelectMethod(orderId);
  const cancelOrder = useCancelOrder(orderId);
  const confirm = useCustomerConfirm(orderId, order, fields, () => void receipts.refetch());
  const { view } = confirm;
  useStepAnalytics(analyticsStepOf(order, view), order);
  const viewAnnouncement = useViewChangeFocus(order ? `${order.status}/${view ?? ''}` : null);

  const refetchOrder = useCallback(() => void orderQuery.refetch(), [orderQuery]);
  const mutations = [selectMethod, ...confirm.mutations, cancelOrder];
  const mutationError = mutations.find((m) => m.isError)?.error;
  const isBusy = mutations.some((m) => m.isPending);
  const status = order?.status;
  const isViewShown = Boolean(order) && !(isChosen && selectedMethod.isPending);
  useEffect(() => {
    if (status) void preloadViewOf(status);
  }, [status]);
  useEffect(() => {
    if (isViewShown) preloadAllViewsWhenIdle();
  }, [isViewShown]);

  if (loginQuery.isError) return <NotFoundRoute />;
  // docs/product/payment-page.md §8: the initial load failing, or a 401 that survived the silent re-login, is the not-found page.
  if (
    orderQuery.isError &&
    (!order || isApiError(orderQuery.error, 401) || isApiError(orderQuery.error, 404))
  )
    return <NotFoundRoute />;
  if (isApiError(mutationError, 401)) return <NotFoundRoute />;
  if (!order || (isChosen && selectedMethod.isPending))
    return <FullScreenLoader image={loaderImage} text={t('common.payment_loading')} />;

  const paid = otherPaidAmount(order);
  const paidText = paid && formatMoney(paid, i18n.resolvedLanguage ?? FALLBACK_LANGUAGE, currencySymbol);
  const onCancel = () => {
    trackClick('order_cancel');
    cancelOrder.mutate();
  };

  return (
    <div className="order-page">
      <p className="visually-hidden" role="status" aria-live="polite">
        {viewAnnouncement}
      </p>
      {order.test ? <TestOrderBanner /> : null}
      <OrderSummary order={order} currencySymbol={currencySymbol} />
      <Stepper step={stepOf(order.status, view, order.shop.customerDataCollectionOrder)} />
      {mutationError ? (
        <p className="alert" role="alert">
          {t('errors.action_failed')}
        </p>
      ) : null}
      <Suspense fallback={null}>
        <OrderStatusView
          order={order}
          method={selectedMethod.data}
          fields={fields}
          confirm={confirm}
          currencySymbol={currencySymbol}
          amountText={formatMoney(order.amount, i18n.resolvedLanguage ?? FALLBACK_LANGUAGE, currencySymbol)}
          paidText={paidText}
          telegramUploadUrl={supportBotUrl ? supportBotLink(supportBotUrl, 'receipt') : null}
          loaderImage={loaderImage}
          hasReceipts={hasReceipts}
          supportBotUrl={supportBotUrl}
          isBusy={isBusy}
          onSelect={(choice) => selectMethod.mutate(choice)}
          onCancel={onCancel}
          onExpired={refetchOrder}
        />
        <EarlyTapsRelease />
      </Suspense>
      <div className="order-page__help">
        <Link className="link" to="/help">
          {t('actions.help')}
        </Link>
      </div>
      {confirm.receiptDialog ? (
        <Suspense fallback={null}>
          <ReceiptDialog
            open
            orderId={orderId}
            confirmingFor={confirm.receiptDialog === 'confirm' ? order.shop.name : undefined}
            onClose={() => confirm.setReceiptDialog(null)}
            onUploaded={confirm.onReceiptUploaded}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Rendered beside the view, inside its Suspense boundary: releases the taps kept before the page ran. */
function EarlyTapsRelease(): null {
  useEffect(releaseEarlyTaps, []);
  return null;
}
