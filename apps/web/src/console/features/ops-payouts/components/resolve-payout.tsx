import { PAYOUT_MOVES, type AdminPayout } from '@payorder/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#page/lib/api-client.ts';
import { ConfirmDialog } from '#console/components/confirm-dialog.tsx';
import { Field } from '#console/components/field.tsx';
import { notify } from '#console/lib/announce.ts';
import { formatMoney } from '#console/lib/format.ts';
import { useResolvePayout } from '../api/payouts.ts';

const OUTCOMES = ['completed', 'failed'] as const;
type Outcome = (typeof OUTCOMES)[number];

/** Whether the operator may resolve a payout in this status (overdue or disputed: the contract's table). */
export const isResolvable = (status: string) =>
  (PAYOUT_MOVES.resolveCompleted.from as readonly string[]).includes(status);

/** The server's refusal in words: moved on meanwhile, a reversal the trader's balance cannot cover, else failed. */
function useRefusal(error: unknown): string | null {
  const { t } = useTranslation('console');
  if (isApiError(error, 409) && error.code === 'insufficient_balance') return t('ops_payouts.reverse_short');
  if (isApiError(error, 409)) return t('ops_payouts.moved');
  return error ? t('errors.action_failed') : null;
}

/** How the payout ends, nothing chosen beforehand; said when none is chosen. */
function OutcomeChoices({
  outcome,
  isMissing,
  onChange,
}: {
  outcome: Outcome | null;
  isMissing: boolean;
  onChange: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  return (
    <fieldset
      className={isMissing ? 'choices field--invalid' : 'choices'}
      aria-describedby={isMissing ? `${id}-error` : undefined}
    >
      <legend className="field__label">{t('ops.resolution')}</legend>
      {OUTCOMES.map((value) => (
        <label className="choice" key={value}>
          <input
            type="radio"
            name={`${id}-outcome`}
            checked={outcome === value}
            onChange={() => onChange(value)}
          />
          <span>{t(`ops_payouts.resolve_${value}`)}</span>
        </label>
      ))}
      {isMissing ? (
        <span className="field__error" id={`${id}-error`}>
          {t('ops_payouts.outcome_required')}
        </span>
      ) : null}
    </fieldset>
  );
}

/**
 * "Resolve" on an overdue or disputed payout: a dialog that repeats the sum, its currency and which payout,
 * and asks how it ends, nothing chosen beforehand: completed (the money left: the trader is paid back) or
 * failed (it did not: the shop's hold is released, a disputed one reversed), with a required note kept in
 * the payout's history and the audit log.
 */
export function ResolvePayout({ payout }: { payout: AdminPayout }) {
  const { t } = useTranslation('console');
  const resolve = useResolvePayout(payout.id);
  const [isOpen, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [note, setNote] = useState('');
  const [isChecked, setChecked] = useState(false);
  const refusal = useRefusal(resolve.error);
  const id = useId();
  const outcomeMissing = isChecked && outcome === null;
  const noteMissing = isChecked && !note.trim();
  const confirm = () => {
    setChecked(true);
    if (outcome === null || !note.trim() || resolve.isPending) return;
    resolve.mutate(
      { outcome, note: note.trim() },
      {
        onSuccess: (done) => {
          setOpen(false);
          notify(t('ops_payouts.resolved', { status: t(`payout.status.${done.status}`) }));
        },
      },
    );
  };
  const close = () => {
    setOpen(false);
    setChecked(false);
    if (resolve.isError) resolve.reset();
  };
  if (!isResolvable(payout.status) && !resolve.isSuccess) return null;
  return (
    <>
      {isResolvable(payout.status) ? (
        <button type="button" className="btn btn--primary" onClick={() => setOpen(true)}>
          {t('ops_payouts.resolve')}
        </button>
      ) : (
        <p className="alert" role="status">
          {t('ops_payouts.resolved', { status: t(`payout.status.${payout.status}`) })}
        </p>
      )}
      <ConfirmDialog
        open={isOpen}
        title={t('ops_payouts.resolve_title', {
          amount: formatMoney(payout.amount, payout.currency),
          currency: payout.currency,
          externalId: payout.externalId,
        })}
        confirmLabel={t('ops.resolve_button')}
        pending={resolve.isPending}
        error={refusal}
        onConfirm={confirm}
        onClose={close}
      >
        {payout.disputeReason ? (
          <div className="dispute-said">
            <p className="field__label">{t('ops_payouts.shop_said')}</p>
            <p className="dispute-said__note">{payout.disputeReason}</p>
          </div>
        ) : null}
        <OutcomeChoices outcome={outcome} isMissing={outcomeMissing} onChange={setOutcome} />
        <Field
          label={t('ops.note')}
          hint={noteMissing ? undefined : t('ops_payouts.note_hint')}
          error={noteMissing ? t('ops_payouts.note_required') : undefined}
          errorId={`${id}-note`}
        >
          <textarea
            className="field__input"
            rows={3}
            required
            maxLength={1000}
            value={note}
            aria-invalid={noteMissing || undefined}
            aria-describedby={noteMissing ? `${id}-note` : undefined}
            onChange={(event) => setNote(event.target.value)}
          />
        </Field>
      </ConfirmDialog>
    </>
  );
}
