import type { Receipt } from '@payorder/contract';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '#page/lib/api-client.ts';
import { Panel } from './panel.tsx';

/** A receipt's `url` (an API path) as the browser opens it, inside its own tab. */
export const receiptHref = (url: string) => `${apiUrl(url.replace(/^\/api/, ''))}?inline=1`;

/**
 * Files that prove a payment (an order's receipts, a payout's proofs), each opened inside the browser:
 * an image as its thumbnail, any other by its name.
 */
export function ReceiptThumbs({
  receipts,
  title,
  emptyText,
  level = 2,
}: {
  receipts: readonly Receipt[];
  title: string;
  emptyText: string;
  level?: 2 | 3;
}) {
  const { t } = useTranslation('console');
  return (
    <Panel title={title} level={level}>
      {receipts.length === 0 ? <p className="empty-message">{emptyText}</p> : null}
      <ul className="receipt-thumbs">
        {receipts.map((receipt, index) => (
          <li key={receipt.id}>
            <a href={receiptHref(receipt.url)} target="_blank" rel="noreferrer" className="link">
              {receipt.contentType.startsWith('image/') ? (
                <img
                  className="receipt-thumb"
                  src={receiptHref(receipt.url)}
                  alt={t('receipts.name', { number: index + 1 })}
                  loading="lazy"
                />
              ) : (
                t('receipts.name', { number: index + 1 })
              )}
            </a>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
