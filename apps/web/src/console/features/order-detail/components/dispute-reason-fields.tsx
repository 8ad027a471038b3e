import { DISPUTE_NOTE_MAX_LENGTH, type DisputeReason } from '@payorder/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface DisputeReasonFieldsProps {
  reasons: readonly DisputeReason[];
  value: { reason: DisputeReason | null; note: string };
  onChange: (change: Partial<{ reason: DisputeReason; note: string }>) => void;
  /** Which field is missing: no reason chosen, or "other" without the trader's words. */
  error: 'reason' | 'note' | null;
  disabled: boolean;
}

/**
 * Why the trader disputes, chosen from the reasons the operator reads (amount differs, no money arrived,
 * wrong sender, other), and for "other" the trader's own words, required.
 */
export function DisputeReasonFields({ reasons, value, onChange, error, disabled }: DisputeReasonFieldsProps) {
  const { t } = useTranslation('console');
  const id = useId();
  return (
    <>
      <fieldset
        className={error === 'reason' ? 'choices field--invalid' : 'choices'}
        aria-describedby={error === 'reason' ? `${id}-reason-error` : undefined}
      >
        <legend className="field__label">{t('dispute.reason')}</legend>
        {reasons.map((reason) => (
          <label className="check" key={reason}>
            <input
              type="radio"
              name={`${id}-reason`}
              value={reason}
              checked={value.reason === reason}
              onChange={() => onChange({ reason })}
              disabled={disabled}
            />
            <span>{t(`dispute_reason.${reason}`)}</span>
          </label>
        ))}
        {error === 'reason' ? (
          <span className="field__error" id={`${id}-reason-error`}>
            {t('dispute.reason_required')}
          </span>
        ) : null}
      </fieldset>
      {value.reason ? (
        <div className={error === 'note' ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={`${id}-note`}>
            {value.reason === 'other' ? t('dispute.note_required_label') : t('dispute.note_label')}
          </label>
          <textarea
            id={`${id}-note`}
            className="field__input"
            rows={3}
            maxLength={DISPUTE_NOTE_MAX_LENGTH}
            value={value.note}
            onChange={(event) => onChange({ note: event.target.value })}
            required={value.reason === 'other'}
            aria-invalid={error === 'note' || undefined}
            aria-describedby={error === 'note' ? `${id}-note-error` : undefined}
            disabled={disabled}
          />
          {error === 'note' ? (
            <span className="field__error" id={`${id}-note-error`}>
              {t('dispute.note_required')}
            </span>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
