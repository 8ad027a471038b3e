import {
  DEFAULT_IBAN_PATTERN,
  UTR_DIGITS,
  maxLengthOf,
  type CustomerField,
  type CustomerFieldError,
} from '@payorder/contract';
import { useTranslation } from '#page/lib/page-i18n.tsx';
import { acceptInput } from '../lib/field-input.ts';
import { FirstDigitsInput } from './first-digits-input.tsx';

export interface CustomerFieldInputProps {
  field: CustomerField;
  value: string;
  error: CustomerFieldError | null;
  onChange: (value: string) => void;
  onBlur: () => void;
}

const INPUT_MODE: Partial<Record<CustomerField['type'], 'numeric' | 'text'>> = {
  lastCardDigits: 'numeric',
  lastPhoneDigits: 'numeric',
  utr: 'numeric',
};
const AUTOCOMPLETE: Partial<Record<CustomerField['type'], string>> = { fullName: 'name' };
const DEFAULT_IBAN_EXAMPLE = 'GB33BUKB20201555555555';

/** One sender-information field of docs/product/payment-page.md §5, with its label, hint and error message. */
export function CustomerFieldInput({ field, value, error, onChange, onBlur }: CustomerFieldInputProps) {
  const { t } = useTranslation();
  const id = `field-${field.name}`;
  const label = t(`fields.${field.type}.label`);
  const hint =
    field.type === 'iban'
      ? t('fields.iban.hint', {
          example:
            field.patternExample ??
            (field.pattern && field.pattern !== DEFAULT_IBAN_PATTERN ? '' : DEFAULT_IBAN_EXAMPLE),
        })
      : field.type === 'utr'
        ? t('fields.utr.hint', { digits: UTR_DIGITS })
        : field.patternExample
          ? t('fields.example', { example: field.patternExample })
          : null;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const labelText = field.required ? label : t('fields.optional', { label });

  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      {field.type === 'firstCardDigits' ? (
        <FirstDigitsInput
          id={id}
          label={labelText}
          initialValue={value}
          describedBy={describedBy}
          isInvalid={error !== null}
          onChange={onChange}
          onBlur={onBlur}
        />
      ) : (
        <>
          <label className="field__label" htmlFor={id}>
            {labelText}
          </label>
          <input
            id={id}
            className="field__input"
            type="text"
            value={value}
            inputMode={INPUT_MODE[field.type] ?? 'text'}
            autoComplete={AUTOCOMPLETE[field.type] ?? 'off'}
            maxLength={field.type === 'iban' ? undefined : maxLengthOf(field)}
            placeholder={t(`fields.${field.type}.placeholder`)}
            required={field.required}
            aria-invalid={error !== null || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(acceptInput(field, event.target.value, value))}
            onBlur={onBlur}
          />
        </>
      )}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {t(`errors.${error}`)}
        </p>
      ) : null}
    </div>
  );
}
