import { useId, useRef } from 'react';
import { useTranslation } from '#page/lib/page-i18n.tsx';

export interface CancelOrderProps {
  /** A call of the page is under way: the buttons wait. */
  isBusy: boolean;
  /** The customer confirmed: cancel the order. */
  onConfirm: () => void;
}

/**
 * Cancel, asked first (issue 23): a tap meant for "Transferred" must not end an order whose money may
 * already be on its way. The question says what becomes of a transfer already made, and the
 * destructive answer sits apart from the one that keeps the payment.
 */
export function CancelOrder({ isBusy, onConfirm }: CancelOrderProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const close = () => dialog.current?.close();
  return (
    <div className="cancel-order">
      <button
        type="button"
        className="btn btn--ghost btn--danger-text"
        disabled={isBusy}
        onClick={() => dialog.current?.showModal()}
      >
        {t('actions.cancel')}
      </button>
      <dialog ref={dialog} className="dialog" aria-labelledby={titleId} aria-describedby={textId}>
        <div className="dialog__body">
          <h2 id={titleId} className="dialog__title">
            {t('cancel.title')}
          </h2>
          <div id={textId}>
            <p>{t('cancel.transfer_made', { button: t('actions.transferred') })}</p>
            <p>{t('cancel.support')}</p>
          </div>
          <div className="actions actions--stacked">
            <button type="button" className="btn btn--primary" autoFocus onClick={close}>
              {t('cancel.keep')}
            </button>
            <button
              type="button"
              className="btn btn--danger cancel-order__confirm"
              disabled={isBusy}
              onClick={() => {
                close();
                onConfirm();
              }}
            >
              {t('cancel.confirm')}
            </button>
          </div>
        </div>
      </dialog>
    </div>
  );
}
