import { RECEIPT_MAX_BYTES } from '@payorder/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadReceipt } from '../api/upload-receipt.ts';

/** The seam the page renders lazily; the upload widget behind it may change, this contract does not. */
export interface ReceiptDialogProps {
  open: boolean;
  orderId: string;
  onUploaded: () => void;
  onClose: () => void;
}

const ACCEPT = 'image/*,application/pdf';
const isAllowedType = (file: File) => file.type.startsWith('image/') || file.type === 'application/pdf';
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** spec §2 screen 6 and §5: one image or PDF of at most 3 MB, uploaded on request, in a modal dialog. */
export function ReceiptDialog({ open, orderId, onUploaded, onClose }: ReceiptDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadReceipt(orderId);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const choose = (chosen: File | null) => {
    upload.reset();
    setProblem(null);
    if (!chosen) return setFile(null);
    if (!isAllowedType(chosen)) {
      setFile(null);
      return setProblem(t('upload.only_types', { types: ACCEPT }));
    }
    if (chosen.size > RECEIPT_MAX_BYTES) {
      setFile(null);
      return setProblem(t('upload.too_large', { file: chosen.name, size: megabytes(RECEIPT_MAX_BYTES) }));
    }
    setFile(chosen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        onUploaded();
      },
    });
  };

  // spec §8: the server's message, else the error's own message.
  const uploadError = upload.error ? upload.error.message || t('upload.failed') : null;

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      <form className="dialog__body" onSubmit={submit}>
        <h2 id={titleId} className="dialog__title">
          {t('upload.title')}
        </h2>
        <p className="field__hint">{t('upload.hint', { size: megabytes(RECEIPT_MAX_BYTES) })}</p>
        <label className="field__label" htmlFor={`${titleId}-file`}>
          {t('upload.choose_file')}
        </label>
        <input
          id={`${titleId}-file`}
          className="field__file"
          type="file"
          accept={ACCEPT}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        {problem || uploadError ? (
          <p className="field__error" role="alert">
            {problem ?? uploadError}
          </p>
        ) : null}
        <div className="actions">
          <button type="submit" className="btn btn--primary" disabled={!file || upload.isPending}>
            {upload.isPending ? t('upload.uploading') : t('actions.upload')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('actions.close')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

export default ReceiptDialog;
