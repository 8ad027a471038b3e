import type { TraderPayout } from '@payorder/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#console/components/confirm-dialog.tsx';
import { formatMoney } from '#console/lib/format.ts';

/** The usual reasons, a tap each; "other" asks for the trader's words. The operator reads the reason. */
const REASONS = ['bank_limit', 'bank_down', 'details_wrong', 'no_time', 'other'] as const;
type Reason = (typeof REASONS)[number];
/** ZPayoutDeclineRequest's longest reason. */
const REASON_MAX_LENGTH = 500;

interface DeclineDialogProps {
  /** The offer being declined; null: the dialog is closed. */
  payout: TraderPayout | null;
  pending: boolean;
  error: string | null;
  onDecline: (reason: string) => void;
  onClose: () => void;
}

/** Declining an offer asks why (it is never offered to this trader again); the reason is required. */
export function DeclineDialog({ payout, pending, error, onDecline, onClose }: DeclineDialogProps) {
  const { t } = useTranslation('console');
  const id = useId();
  const [reason, setReason] = useState<Reason | null>(null);
  const [words, setWords] = useState('');
  const [isMissing, setMissing] = useState(false);
  const text = reason === 'other' ? words.trim() : reason ? t(`payouts.decline_reasons.${reason}`) : '';
  const close = () => {
    setReason(null);
    setWords('');
    setMissing(false);
    onClose();
  };
  return (
    <ConfirmDialog
      open={payout !== null}
      title={
        payout ? t('payouts.decline_title', { amount: formatMoney(payout.amount, payout.currency) }) : ''
      }
      confirmLabel={t('payouts.decline')}
      danger
      pending={pending}
      error={error}
      onConfirm={() => {
        setMissing(!text);
        if (text) onDecline(text);
      }}
      onClose={close}
    >
      <p>{t('payouts.decline_body')}</p>
      <fieldset className={isMissing && !reason ? 'choices field--invalid' : 'choices'}>
        <legend className="field__label">{t('payouts.decline_reason')}</legend>
        {REASONS.map((option) => (
          <label className="check" key={option}>
            <input
              type="radio"
              name={`${id}-reason`}
              checked={reason === option}
              onChange={() => setReason(option)}
              disabled={pending}
            />
            <span>{t(`payouts.decline_reasons.${option}`)}</span>
          </label>
        ))}
      </fieldset>
      {reason === 'other' ? (
        <div className={isMissing ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={`${id}-words`}>
            {t('payouts.decline_words')}
          </label>
          <textarea
            id={`${id}-words`}
            className="field__input"
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            value={words}
            onChange={(event) => setWords(event.target.value)}
            aria-invalid={isMissing || undefined}
            aria-describedby={isMissing ? `${id}-error` : undefined}
            disabled={pending}
          />
        </div>
      ) : null}
      {isMissing ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {t('payouts.decline_reason_required')}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
