import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-client.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Field } from '../../../components/field.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useResolveDispute } from '../api/disputes.ts';

type Resolution = 'completed' | 'cancelled';

/**
 * "Resolve" (on an order in dispute): a dialog choosing completed (the money arrived: the shop is credited) or cancelled (it
 * did not: the trader's hold is released), with a required note kept in the order's history.
 */
export function ResolveDispute({
  order,
}: {
  order: { id: string; status: string; amount: string; currency: string };
}) {
  const { t } = useTranslation('console');
  const resolve = useResolveDispute(order.id);
  const [isOpen, setIsOpen] = useState(false);
  const [resolution, setResolution] = useState<Resolution>('completed');
  const [note, setNote] = useState('');
  const [isNoteMissing, setIsNoteMissing] = useState(false);
  const noteId = useId();
  const amount = formatMoney(order.amount, order.currency);
  const confirm = () => {
    if (!note.trim()) {
      setIsNoteMissing(true);
      return;
    }
    resolve.mutate({ status: resolution, note: note.trim() }, { onSuccess: () => setIsOpen(false) });
  };
  let error: string | null = null;
  if (isNoteMissing || isApiError(resolve.error, 400)) error = t('ops.note_required');
  else if (isApiError(resolve.error, 409)) error = t('ops.resolve_moved');
  else if (resolve.error) error = t('errors.action_failed');
  return (
    <>
      {order.status === 'dispute' ? (
        <button type="button" className="btn btn--primary" onClick={() => setIsOpen(true)}>
          {t('ops.resolve')}
        </button>
      ) : null}
      {resolve.isSuccess ? (
        <p className="alert" role="status">
          {t('ops.resolved', { status: t(`status.${resolve.data.order.status}`) })}
        </p>
      ) : null}
      <ConfirmDialog
        open={isOpen}
        title={t('ops.resolve_title', { amount })}
        confirmLabel={t('ops.resolve_button')}
        pending={resolve.isPending}
        error={error}
        onConfirm={confirm}
        onClose={() => {
          setIsOpen(false);
          setIsNoteMissing(false);
          // A failed attempt is forgotten with the dialog; a success stays said beside the order.
          if (resolve.isError) resolve.reset();
        }}
      >
        <fieldset className="choices">
          <legend className="field__label">{t('ops.resolution')}</legend>
          {(['completed', 'cancelled'] as const).map((value) => (
            <label className="choice" key={value}>
              <input
                type="radio"
                name="resolution"
                value={value}
                checked={resolution === value}
                onChange={() => setResolution(value)}
              />
              <span>{t(`ops.resolve_${value}`)}</span>
            </label>
          ))}
        </fieldset>
        <Field label={t('ops.note')} hint={t('ops.note_hint')}>
          <textarea
            className="field__input"
            id={noteId}
            rows={3}
            required
            value={note}
            aria-invalid={isNoteMissing || undefined}
            onChange={(event) => {
              setNote(event.target.value);
              setIsNoteMissing(false);
            }}
          />
        </Field>
      </ConfirmDialog>
    </>
  );
}
