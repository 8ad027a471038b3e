import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import '@uppy/webcam/css/style.min.css';
import { RECEIPT_MAX_BYTES, toBcp47 } from '@payorder/contract';
import Dashboard from '@uppy/react/dashboard';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '#page/lib/page-i18n.tsx';
import { reportError } from '#page/lib/error-reporter.ts';
import { receiptsQueryKey } from '../api/get-receipts.ts';
import { createReceiptUppy, type ReceiptUppy } from '../lib/create-receipt-uppy.ts';
import { loadUppyLocale } from '../lib/uppy-locale.ts';

/** The seam the page renders lazily; the upload widget behind it may change, this contract does not. */
export interface ReceiptDialogProps {
  open: boolean;
  orderId: string;
  onUploaded: () => void;
  onClose: () => void;
  /**
   * The shop whose payment waits for this receipt (docs/product/payment-page.md §4, a shop that
   * collects receipts): the dialog then says why the receipt is asked for and what follows. Absent
   * when the receipt is added from the result view.
   */
  confirmingFor?: string;
}

/** The size limit in the reader's language ("3 MB", "3 МБ", …). */
const megabytes = (bytes: number, language: string) =>
  new Intl.NumberFormat(toBcp47(language), {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 0,
  }).format(bytes / 1024 / 1024);

/** The widget follows the page: dark on the dark theme. */
const widgetTheme = () => (document.documentElement.dataset.theme === 'payforu' ? 'dark' : 'light');

/**
 * docs/product/payment-page.md §2 screen 6: the receipt upload in a modal dialog, with Uppy's dashboard and camera. This
 * module (and Uppy with it) is a chunk of its own that the page loads when the dialog first opens.
 */
export function ReceiptDialog({ open, orderId, onUploaded, onClose, confirmingFor }: ReceiptDialogProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const language = i18n.resolvedLanguage;
  const [uppy, setUppy] = useState<ReceiptUppy | null>(null);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // One Uppy per dialog session, in the page's language (docs/product/payment-page.md §1), destroyed with the dialog.
  useEffect(() => {
    let instance: ReceiptUppy | null = null;
    let isActive = true;
    void loadUppyLocale(language)
      .catch((error: unknown) => {
        // docs/product/payment-page.md §8: a language that fails to load is a non-fatal error; the widget stays in English.
        reportError(error, { context: { uppyLocaleOf: language } });
        return undefined;
      })
      .then((locale) => {
        if (!isActive) return;
        const created = createReceiptUppy(orderId, locale);
        created.on('complete', (result) => {
          if (!result.successful?.length) return;
          // docs/product/payment-page.md §7: on success the receipts are refreshed, the dialog's files cleared, the dialog closed.
          void queryClient.invalidateQueries({ queryKey: receiptsQueryKey(orderId) });
          created.clear();
          onUploadedRef.current();
        });
        instance = created;
        setUppy(created);
      });
    return () => {
      isActive = false;
      instance?.destroy();
      setUppy(null);
    };
  }, [orderId, language, queryClient]);

  return (
    <dialog
      ref={dialog}
      className="dialog receipt-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={onClose}
    >
      <div className="dialog__body">
        {/* Close at the top: on a 360×740 phone the widget pushes the dialog's foot out of view. */}
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {t('upload.title')}
          </h2>
          <button type="button" className="btn btn--ghost dialog__close" onClick={onClose}>
            {t('actions.close')}
          </button>
        </div>
        {confirmingFor === undefined ? null : (
          <div className="receipt-dialog__why">
            <p>{t('receipt_needed.why', { shop: confirmingFor })}</p>
            <p>{t('receipt_needed.next')}</p>
          </div>
        )}
        {uppy ? (
          <Dashboard
            uppy={uppy}
            width="100%"
            height="min(400px, 50dvh)"
            note={t('upload.hint', { size: megabytes(RECEIPT_MAX_BYTES, language ?? i18n.language) })}
            proudlyDisplayPoweredByUppy={false}
            theme={widgetTheme()}
          />
        ) : (
          <div className="receipt-dialog__loading" aria-busy="true" />
        )}
      </div>
    </dialog>
  );
}

export default ReceiptDialog;
