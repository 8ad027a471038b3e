import type { ReactNode } from 'react';
import { useTranslation } from '#page/lib/page-i18n.tsx';
import { ViewTitle } from '#page/components/ui/view-title.tsx';
import { BotLink } from '#page/components/ui/bot-link.tsx';

export interface ReceiptNeededViewProps {
  shopName: string;
  /** The support bot's link for a receipt (start=receipt), when the domain has a bot. */
  telegramUploadUrl: string | null;
  onUpload: () => void;
  /** Cancel, apart from the upload. */
  actions: ReactNode;
}

/**
 * The customer said they paid to a shop that collects receipts (docs/product/payment-page.md §4) and
 * closed the receipt dialog without one: the payment waits for the receipt, and this view says so,
 * with the upload again and the bot to send it by instead (issue 23: never back to an earlier view).
 */
export function ReceiptNeededView({
  shopName,
  telegramUploadUrl,
  onUpload,
  actions,
}: ReceiptNeededViewProps) {
  const { t } = useTranslation();
  return (
    <section className="view" aria-labelledby="view-title">
      <ViewTitle>{t('receipt_needed.title')}</ViewTitle>
      <p className="view__subtitle">{t('receipt_needed.why', { shop: shopName })}</p>
      <p className="view__subtitle">{t('receipt_needed.next')}</p>
      <div className="actions actions--stacked">
        <button type="button" className="btn btn--primary" onClick={onUpload}>
          {t('receipt_needed.upload')}
        </button>
        {telegramUploadUrl ? (
          <BotLink href={telegramUploadUrl} action="telegram_upload_receipt">
            {t('receipts.upload_by_telegram')}
          </BotLink>
        ) : null}
      </div>
      {actions}
    </section>
  );
}
