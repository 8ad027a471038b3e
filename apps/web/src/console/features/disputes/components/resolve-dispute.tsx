import {
  parseMoneyInput,
  type BankNotification,
  type FieldErrors,
  type OrderHistoryEntry,
} from '@payorder/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#page/lib/api-client.ts';
import { ConfirmDialog } from '#console/components/confirm-dialog.tsx';
import { Field } from '#console/components/field.tsx';
import { formatMoney } from '#console/lib/format.ts';
import { CorrectedReview } from './corrected-review.tsx';
import { useFormCheck } from '#console/lib/use-form-check.ts';
import { useResolveDispute } from '../api/disputes.ts';

/** How the operator ends the dispute: in full, for the sum that arrived instead, or not paid. */
const OUTCOMES = ['completed', 'corrected', 'cancelled'] as const;
type Outcome = (typeof OUTCOMES)[number];

/**
 * The sum the customer paid, as the operator typed it in their language ("1 000,50" in Russian), as the
 * wire's decimal; or what is wrong with it, as the paidAmount field's error.
 */
export function parsePaidAmount(
  text: string,
  language: string,
  currency: string,
): { paidAmount: string; errors: FieldErrors } | { paidAmount: null; errors: FieldErrors } {
  const parsed = parseMoneyInput(text, language, currency);
  if (!parsed.ok) {
    return {
      paidAmount: null,
      errors: { paidAmount: { code: parsed.code, ...(parsed.params && { params: parsed.params }) } },
    };
  }
  if (parsed.minor === 0n)
    return { paidAmount: null, errors: { paidAmount: { code: 'amount_not_positive' } } };
  return { paidAmount: parsed.amount, errors: {} };
}

/** The trader's latest dispute in the order's history: why, in the trader's words. */
const latestDispute = (history: readonly OrderHistoryEntry[]) =>
  history.findLast((entry) => entry.toStatus === 'dispute' && entry.fromStatus !== 'dispute');

type DisputedOrder = { id: string; status: string; amount: string; currency: string; shopName?: string };

/**
 * The resolve dialog's state: open or not, the outcome (none beforehand), the sum paid as typed and the
 * note, each said when missing; the check before sending, and the server's refusal in words.
 */
function useResolveForm(order: DisputedOrder) {
  const { t, i18n } = useTranslation('console');
  const resolve = useResolveDispute(order.id);
  const [isOpen, setIsOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isOutcomeMissing, setIsOutcomeMissing] = useState(false);
  const [paidText, setPaidText] = useState('');
  const [note, setNote] = useState('');
  const [isNoteMissing, setIsNoteMissing] = useState(false);
  // Another sum is asked twice: the form, then a step that repeats the sum, the currency and the order.
  const [reviewed, setReviewed] = useState<string | null>(null);
  const form = useFormCheck(resolve.error, (value) => formatMoney(value, order.currency));

  const confirm = () => {
    const paid =
      reviewed !== null
        ? { paidAmount: reviewed, errors: {} }
        : outcome === 'corrected'
          ? parsePaidAmount(paidText, i18n.resolvedLanguage ?? i18n.language, order.currency)
          : { paidAmount: null, errors: {} };
    const isPaidRight = form.check(paid.errors);
    setIsOutcomeMissing(outcome === null);
    setIsNoteMissing(!note.trim());
    if (outcome === null || !isPaidRight || !note.trim()) return;
    if (paid.paidAmount && reviewed === null) {
      setReviewed(paid.paidAmount);
      return;
    }
    resolve.mutate(
      {
        status: outcome === 'cancelled' ? 'cancelled' : 'completed',
        note: note.trim(),
        ...(paid.paidAmount && { paidAmount: paid.paidAmount }),
      },
      { onSuccess: () => setIsOpen(false) },
    );
  };
  const close = () => {
    setIsOpen(false);
    setReviewed(null);
    setIsOutcomeMissing(false);
    setIsNoteMissing(false);
    form.check({});
    // A failed attempt is forgotten with the dialog; a success stays said beside the order.
    if (resolve.isError) resolve.reset();
  };
  const chooseOutcome = (value: Outcome) => {
    setOutcome(value);
    setIsOutcomeMissing(false);
  };
  const changeNote = (text: string) => {
    setNote(text);
    setIsNoteMissing(false);
  };

  let paidError = form.errorOf('paidAmount');
  let error: string | null = null;
  if (isApiError(resolve.error, 409) && resolve.error.code === 'insufficient_balance') {
    paidError = t('ops.paid_amount_not_covered');
  } else if (isApiError(resolve.error, 409)) error = t('ops.resolve_moved');
  else if (isApiError(resolve.error, 400) && resolve.error.code === 'note_required') {
    error = t('ops.note_required');
  } else if (resolve.error && !paidError) error = t('errors.action_failed');
  return {
    resolve,
    isOpen,
    open: () => setIsOpen(true),
    outcome,
    chooseOutcome,
    isOutcomeMissing,
    paidText,
    setPaidText,
    note,
    changeNote,
    isNoteMissing,
    paidError,
    error,
    reviewed,
    confirm,
    close,
  };
}

/** How it ends, nothing chosen beforehand; said when none is chosen. */
function OutcomeChoices({
  outcome,
  isMissing,
  errorId,
  onChange,
}: {
  outcome: Outcome | null;
  isMissing: boolean;
  errorId: string;
  onChange: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation('console');
  return (
    <fieldset
      className={isMissing ? 'choices field--invalid' : 'choices'}
      aria-describedby={isMissing ? errorId : undefined}
    >
      <legend className="field__label">{t('ops.resolution')}</legend>
      {OUTCOMES.map((value) => (
        <label className="choice" key={value}>
          <input
            type="radio"
            name="resolution"
            value={value}
            checked={outcome === value}
            onChange={() => onChange(value)}
          />
          <span>{t(`ops.resolve_${value}`)}</span>
        </label>
      ))}
      {isMissing ? (
        <span className="field__error" id={errorId}>
          {t('ops.resolution_required')}
        </span>
      ) : null}
    </fieldset>
  );
}

/** Why the trader disputed, in the trader's words: the latest dispute's reason and note. */
function TraderSaid({ history }: { history: readonly OrderHistoryEntry[] }) {
  const { t } = useTranslation('console');
  const dispute = latestDispute(history);
  return (
    <div className="dispute-said">
      <p className="field__label">{t('ops.trader_said')}</p>
      <p>{dispute?.reason ? t(`dispute_reason.${dispute.reason}`) : t('ops.trader_said_nothing')}</p>
      {dispute?.note ? <p className="dispute-said__note">{dispute.note}</p> : null}
    </div>
  );
}

/** The sum that arrived instead, typed as the operator writes money; the order's sum in the hint. */
function PaidAmountField({
  value,
  onChange,
  error,
  amount,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** The order's sum, as money is written. */
  amount: string;
}) {
  const { t } = useTranslation('console');
  const errorId = useId();
  return (
    <Field
      label={t('ops.paid_amount')}
      hint={error ? undefined : t('ops.paid_amount_hint', { amount })}
      error={error}
      errorId={errorId}
    >
      <input
        className="field__input"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/**
 * "Resolve" (on an order in dispute): a dialog that repeats the trader's reason and asks how it ends,
 * nothing chosen beforehand: completed (the money arrived: the shop is credited), completed for the sum
 * that arrived when the customer paid another one (typed as the operator writes money, then asked again
 * in a step that repeats the sum, the currency and the order beside the bank messages linked to it), or
 * cancelled (it did not: the trader's hold is released); with a required note kept in the order's history.
 */
export function ResolveDispute({
  order,
  history,
  notifications = [],
}: {
  order: DisputedOrder;
  history: readonly OrderHistoryEntry[];
  /** The trader's bank messages linked to the order (the timeline's). */
  notifications?: readonly BankNotification[];
}) {
  const { t } = useTranslation('console');
  const form = useResolveForm(order);
  const noteId = useId();
  const amount = formatMoney(order.amount, order.currency);
  const paid = form.reviewed === null ? null : formatMoney(form.reviewed, order.currency);

  return (
    <>
      {order.status === 'dispute' ? (
        <button type="button" className="btn btn--primary" onClick={form.open}>
          {t('ops.resolve')}
        </button>
      ) : null}
      {form.resolve.isSuccess ? (
        <p className="alert" role="status">
          {t('ops.resolved', { status: t(`status.${form.resolve.data.order.status}`) })}
        </p>
      ) : null}
      <ConfirmDialog
        open={form.isOpen}
        title={paid ? t('resolve_review.title', { paid }) : t('ops.resolve_title', { amount })}
        confirmLabel={paid ? t('resolve_review.button', { paid }) : t('ops.resolve_button')}
        pending={form.resolve.isPending}
        error={paid ? (form.error ?? form.paidError ?? null) : form.error}
        onConfirm={form.confirm}
        onClose={form.close}
      >
        {paid ? (
          <CorrectedReview order={order} paid={form.reviewed!} notifications={notifications} />
        ) : (
          <>
            <TraderSaid history={history} />
            <OutcomeChoices
              outcome={form.outcome}
              isMissing={form.isOutcomeMissing}
              errorId={`${noteId}-outcome`}
              onChange={form.chooseOutcome}
            />
            {form.outcome === 'corrected' ? (
              <PaidAmountField
                value={form.paidText}
                onChange={form.setPaidText}
                error={form.paidError}
                amount={amount}
              />
            ) : null}
            <Field
              label={t('ops.note')}
              hint={form.isNoteMissing ? undefined : t('ops.note_hint')}
              error={form.isNoteMissing ? t('ops.note_required') : undefined}
              errorId={`${noteId}-error`}
            >
              <textarea
                className="field__input"
                id={noteId}
                rows={3}
                required
                value={form.note}
                aria-invalid={form.isNoteMissing || undefined}
                aria-describedby={form.isNoteMissing ? `${noteId}-error` : undefined}
                onChange={(event) => form.changeNote(event.target.value)}
              />
            </Field>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
