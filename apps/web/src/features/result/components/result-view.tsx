import { RECEIPT_FOLLOW_UP_MINUTES, type Order, type PaymentOutcome } from '@payorder/contract';
import { useTranslation } from '#page/lib/page-i18n.tsx';
import { trackClick } from '#page/lib/analytics.ts';
import {
  hasReceiptsBlock,
  outcomeOf,
  resolutionOf,
  resultMessageKey,
  supportBotLink,
} from '../lib/outcome.ts';
import { ReceiptsBlock } from './receipts-block.tsx';
import { ShopSyncStatus } from './shop-sync-status.tsx';
import { ViewTitle } from '#page/components/ui/view-title.tsx';
import { BotLink } from '#page/components/ui/bot-link.tsx';

export interface ResultViewProps {
  order: Order;
  hasReceipts: boolean;
  /** The order's amount as the page shows it ("1 500,00 ₽"). */
  amountText: string;
  /** The sum that arrived when an operator completed the order for another sum ("4 500,00 ₽"); else none. */
  paidText?: string | null;
  supportBotUrl: string | null;
  onUploadReceipt: () => void;
}

const ICONS: Record<PaymentOutcome, string> = {
  success: '/icons/success.svg',
  cancel: '/icons/cancel.svg',
  dispute: '/icons/error.svg',
  processing: '/icons/clock.svg',
};

/** docs/product/payment-page.md §2 screen 5 and §4: icon, title and message by outcome, shop sync, back to shop and support. */
export function ResultView({
  order,
  hasReceipts,
  amountText,
  paidText,
  supportBotUrl,
  onUploadReceipt,
}: ResultViewProps) {
  const { t } = useTranslation();
  const outcome = outcomeOf(order.status, hasReceipts);
  const resolution = resolutionOf(order);
  // Support is offered once: by the receipts block when it offers it, else at the foot of the view.
  const isSupportInBlock = !resolution && hasReceiptsBlock(order.status) && hasReceipts;
  return (
    <section className={`view result result--${outcome}`} aria-labelledby="view-title">
      <img className="result__icon" src={ICONS[outcome]} alt="" width={72} height={72} />
      <ViewTitle>{t(`result.${outcome}.title`)}</ViewTitle>
      <p className="result__message">
        {t(resultMessageKey(order, hasReceipts), { minutes: RECEIPT_FOLLOW_UP_MINUTES })}
      </p>
      {outcome === 'dispute' ? (
        <p className="result__message">{t('result.dispute.contact_support')}</p>
      ) : null}
      <ShopSyncStatus status={order.integration.callbackUrlStatus} />
      {resolution ? (
        <p className="receipts-block" data-testid="resolution">
          {resolution === 'completed' && paidText
            ? t('result.resolved.completed_for_another_sum', { paid: paidText, amount: amountText })
            : t(`result.resolved.${resolution}`, { amount: amountText })}
        </p>
      ) : hasReceiptsBlock(order.status) ? (
        <ReceiptsBlock
          orderId={order.id}
          hasReceipts={hasReceipts}
          isExplained={outcome === 'processing'}
          supportBotUrl={supportBotUrl}
          onUpload={onUploadReceipt}
        />
      ) : null}
      <div className="actions actions--stacked">
        {order.integration.returnUrl ? (
          <a
            className="btn btn--primary btn--wide"
            href={order.integration.returnUrl}
            onClick={() => trackClick('back_to_shop')}
          >
            {t('actions.back_to_shop')}
          </a>
        ) : null}
        {supportBotUrl && !isSupportInBlock ? (
          <BotLink href={supportBotLink(supportBotUrl, `order_${order.id}`)} action="telegram_help">
            {t('result.support_bot')}
          </BotLink>
        ) : null}
      </div>
    </section>
  );
}
