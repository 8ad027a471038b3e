import type { CustomerFieldSpec, Order, TradeMethod } from '@payorder/contract';
import { useTranslation } from '#page/lib/page-i18n.tsx';
import { MethodSelection } from '#page/features/methods/components/method-selection.tsx';
import type { MethodChoice } from '#page/features/order/api/select-method.ts';
import type { useCustomerConfirm } from '#page/features/order/lib/use-customer-confirm.ts';
import {
  CancelOrder,
  CustomerForm,
  MethodMedia,
  OrderTimer,
  ReceiptNeededView,
  ResultView,
  TransferView,
  WaitingView,
} from './views.ts';

export interface OrderStatusViewProps {
  order: Order;
  /** The trade method the customer chose (its fields and media), once the order has one. */
  method: TradeMethod | null | undefined;
  fields: CustomerFieldSpec[];
  confirm: ReturnType<typeof useCustomerConfirm>;
  currencySymbol: string;
  /** The order's amount as the page shows it ("1 500,00 ₽"). */
  amountText: string;
  /** The sum that arrived, when an operator completed the order for another sum; else none. */
  paidText?: string | null;
  loaderImage: string | null;
  hasReceipts: boolean;
  supportBotUrl: string | null;
  /** The support bot's link for sending a receipt (start=receipt), when the domain has a bot. */
  telegramUploadUrl: string | null;
  /** A call of the page is under way: its buttons wait. */
  isBusy: boolean;
  onSelect: (choice: MethodChoice) => void;
  onCancel: () => void;
  /** The status's time ran out on screen: the order is read again. */
  onExpired: () => void;
}

/** The view of the order's status (docs/product/payment-page.md §2): what sits between the stepper and the help link. */
export function OrderStatusView(props: OrderStatusViewProps) {
  const { t } = useTranslation();
  const { order, confirm, isBusy, loaderImage } = props;
  const timer = <OrderTimer statusTimeoutAt={order.statusTimeoutAt} onExpired={props.onExpired} />;
  switch (order.status) {
    case 'new':
      return <MethodSelection orderId={order.id} isSubmitting={isBusy} onSelect={props.onSelect} />;
    case 'requisites':
    case 'trader_confirm':
      return <WaitingView kind={order.status} loaderImage={loaderImage} />;
    case 'customer_confirm':
      if (confirm.isReceiptNeeded) {
        return (
          <ReceiptNeededView
            shopName={order.shop.name}
            telegramUploadUrl={props.telegramUploadUrl}
            onUpload={() => confirm.setReceiptDialog('confirm')}
            actions={<CancelOrder isBusy={isBusy} onConfirm={props.onCancel} />}
          />
        );
      }
      return confirm.view === 'card' ? (
        <CustomerForm
          orderId={order.id}
          fields={props.fields}
          payment={order.payment}
          isSubmitting={isBusy}
          header={<MethodMedia payment={order.payment} method={props.method} timer={timer} />}
          actions={<CancelOrder isBusy={isBusy} onConfirm={props.onCancel} />}
          onSubmit={confirm.onDetails}
        />
      ) : (
        <TransferView
          order={order}
          currencySymbol={props.currencySymbol}
          header={<div className="view__media">{timer}</div>}
          actions={
            <>
              <div className="actions actions--stacked">
                <button
                  type="button"
                  className="btn btn--primary"
                  disabled={isBusy}
                  onClick={confirm.onTransferred}
                >
                  {t('actions.transferred')}
                </button>
              </div>
              <CancelOrder isBusy={isBusy} onConfirm={props.onCancel} />
            </>
          }
        />
      );
    default:
      return (
        <ResultView
          order={order}
          hasReceipts={props.hasReceipts}
          amountText={props.amountText}
          paidText={props.paidText}
          supportBotUrl={props.supportBotUrl}
          onUploadReceipt={() => confirm.setReceiptDialog('result')}
        />
      );
  }
}
