import type { Receipt } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { receiptFileUrl, receiptsQuery } from '../api/receipts.ts';
import { ReceiptViewer } from './receipt-viewer.tsx';

const kb = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/** The order's receipts: each opens inside the console, or downloads. */
export function ReceiptsPanel({ orderId, receiptCount }: { orderId: string; receiptCount: number }) {
  const { t } = useTranslation('console');
  const receipts = useQuery({ ...receiptsQuery(orderId, receiptCount), enabled: receiptCount > 0 });
  const [viewing, setViewing] = useState<Receipt | null>(null);
  return (
    <section className="panel" aria-labelledby="receipts-title">
      <h2 className="panel__title" id="receipts-title">
        {t('receipts.title')}
      </h2>
      {receiptCount === 0 ? <p className="empty-message">{t('receipts.none')}</p> : null}
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
