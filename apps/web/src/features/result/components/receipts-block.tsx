import { useTranslation } from '#page/lib/page-i18n.tsx';
import { BotLink } from '#page/components/ui/bot-link.tsx';
import { supportBotLink } from '../lib/outcome.ts';

export interface ReceiptsBlockProps {
  orderId: string;
  hasReceipts: boolean;
  /** The processing outcome already says the receipt is attached. */
  isExplained?: boolean;
  supportBotUrl: string | null;
  onUpload: () => void;
}

/** docs/product/payment-page.md §4 receipts block of cancelled and dispute orders. */
export function ReceiptsBlock({
  orderId,
  hasReceipts,
  isExplained = false,
  supportBotUrl,
  onUpload,
}: ReceiptsBlockProps) {
  const { t } = useTranslation();
  if (hasReceipts) {
    return (
      <div className="receipts-block">
        {isExplained ? null : <p>{t('receipts.uploaded')}</p>}
        {supportBotUrl ? (
          <BotLink
            className="btn btn--secondary"
            href={supportBotLink(supportBotUrl, `order_${orderId}`)}
            action="telegram_help"
          >
            {t('actions.support')}
          </BotLink>
        ) : null}
      </div>
    );
  }
  return (
    <div className="receipts-block">
      <p>{t('receipts.did_you_transfer')}</p>
      <div className="actions">
        <button type="button" className="btn btn--secondary" onClick={onUpload}>
          {t('actions.upload_receipt')}
        </button>
        {supportBotUrl ? (
          <BotLink href={supportBotLink(supportBotUrl, 'receipt')} action="telegram_upload_receipt">
            {t('receipts.upload_by_telegram')}
          </BotLink>
        ) : null}
      </div>
    </div>
  );
}
