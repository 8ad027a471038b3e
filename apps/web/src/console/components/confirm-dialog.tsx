import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** Destructive: the confirm button is drawn in the danger colour. */
  danger?: boolean;
  /** The action is under way: both buttons wait (pressing twice does nothing twice). */
  pending?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** A class of the dialog's own (the dispute's, compact on a phone). */
  className?: string;
}

/**
 * Asks before an action that cannot be taken back. A native modal <dialog>: focus moves into it and
 * stays there, Escape closes it, and focus returns to the button that opened it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('console');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      className={props.className ? `dialog ${props.className}` : 'dialog'}
      aria-labelledby={titleId}
      onClose={props.onClose}
      onCancel={(event) => {
        if (props.pending) event.preventDefault();
      }}
    >
      {props.open ? (
        <div className="dialog__body">
          <h2 id={titleId} className="dialog__title">
            {props.title}
          </h2>
          {props.children}
          {props.error ? (
            <p className="alert alert--danger" role="alert">
              {props.error}
            </p>
          ) : null}
          <div className="actions">
            <button type="button" className="btn btn--ghost" onClick={props.onClose} disabled={props.pending}>
              {t('actions.back')}
            </button>
            <button
              type="button"
              className={props.danger ? 'btn btn--danger' : 'btn btn--primary'}
              onClick={props.onConfirm}
              disabled={props.pending}
              aria-busy={props.pending}
            >
              {props.pending ? t('actions.working') : props.confirmLabel}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
