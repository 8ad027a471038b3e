import type { Receipt } from '@payorder/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { receiptFileUrl } from '../api/receipts.ts';

/**
 * A receipt full screen inside the console. An image can be pinched on a phone (touch-action) and
 * zoomed with a button (keyboard, mouse); a PDF opens in the browser's own viewer in a frame.
 */
export function ReceiptViewer({
  orderId,
  receipt,
  onClose,
}: {
  orderId: string;
  receipt: Receipt;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const ref = useRef<HTMLDialogElement>(null);
  const [isZoomed, setZoomed] = useState(false);
  const url = receiptFileUrl(orderId, receipt.id, true);
  const isPdf = receipt.contentType === 'application/pdf';
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="viewer" aria-label={t('receipts.viewer')} onClose={onClose}>
      <div className="viewer__bar">
        {isPdf ? null : (
          <button
            type="button"
            className="btn btn--secondary btn--small"
            aria-pressed={isZoomed}
            onClick={() => setZoomed(!isZoomed)}
          >
            {isZoomed ? t('receipts.zoom_out') : t('receipts.zoom_in')}
          </button>
        )}
        <a
          className="btn btn--secondary btn--small"
          href={receiptFileUrl(orderId, receipt.id, false)}
          download
        >
          {t('receipts.download')}
        </a>
        <button type="button" className="btn btn--primary btn--small" onClick={() => ref.current?.close()}>
          {t('actions.close')}
        </button>
      </div>
      <div className={isZoomed ? 'viewer__stage is-zoomed' : 'viewer__stage'}>
        {isPdf ? (
          <iframe className="viewer__pdf" src={url} title={t('receipts.viewer')} />
        ) : (
          <img
            className="viewer__image"
            src={url}
            alt={t('receipts.image_alt')}
            onClick={() => setZoomed(!isZoomed)}
          />
        )}
      </div>
    </dialog>
  );
}
