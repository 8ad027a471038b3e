import type { Receipt } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#console/lib/format.ts';
import { RECEIPTS_POLL_MS, receiptFileUrl, receiptsQuery } from '../api/receipts.ts';
import { ReceiptViewer } from './receipt-viewer.tsx';

const kb = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/** The order's receipts: each opens inside the console, or downloads. */
export function ReceiptsPanel({
  orderId,
  receiptCount,
  isOpen,
}: {
  orderId: string;
  receiptCount: number;
  /** The order still waits on someone: a customer may upload a receipt any moment. */
  isOpen: boolean;
}) {
  const { t } = useTranslation('console');
  const receipts = useQuery({
    ...receiptsQuery(orderId),
    refetchInterval: isOpen ? RECEIPTS_POLL_MS : false,
  });
  const { refetch } = receipts;
  // The stream brought a new count: read the list now.
  useEffect(() => {
    if (receiptCount) void refetch();
  }, [receiptCount, refetch]);
  const [viewing, setViewing] = useState<Receipt | null>(null);
  return (
    <section className="panel" aria-labelledby="receipts-title">
      <h2 className="panel__title" id="receipts-title">
        {t('receipts.title')}
      </h2>
      {receipts.data?.length === 0 ? <p className="empty-message">{t('receipts.none')}</p> : null}
      {receipts.isError ? <p className="alert">{t('errors.load_failed')}</p> : null}
      <ul className="rows">
        {receipts.data?.map((receipt, index) => (
          <li className="rows__item" key={receipt.id}>
            <div>
              <p className="rows__main">{t('receipts.name', { number: index + 1 })}</p>
              <p className="rows__meta">
                {receipt.contentType === 'application/pdf' ? 'PDF' : t('receipts.image')} · {kb(receipt.size)}{' '}
                KB · {formatDateTime(receipt.createdAt)}
              </p>
            </div>
            <div className="rows__actions">
              <button
                type="button"
                className="btn btn--secondary btn--small"
                onClick={() => setViewing(receipt)}
              >
                {t('receipts.view')}
              </button>
              <a
                className="btn btn--ghost btn--small"
                href={receiptFileUrl(orderId, receipt.id, false)}
                download
              >
                {t('receipts.download')}
              </a>
            </div>
          </li>
        ))}
      </ul>
      {viewing ? (
        <ReceiptViewer orderId={orderId} receipt={viewing} onClose={() => setViewing(null)} />
      ) : null}
    </section>
  );
}
