import { ZSubmitRequisitesRequest, fieldKindOf, requisiteDetailsErrors } from '@payorder/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '#console/components/text-field.tsx';
import { useFieldLabel } from '#console/lib/field-label.ts';
import { formatMoney } from '#console/lib/format.ts';
import { schemaErrors, useFormCheck } from '#console/lib/use-form-check.ts';
import { groupCardNumber, inputPropsOf } from '#console/lib/field-input.ts';

interface RequisitesFormProps {
  fields: readonly string[];
  /** The order's currency: a phone is checked against its country's calling code. */
  currency: string;
  pending: boolean;
  /** The last refused send: the server's codes are shown next to their fields (`requisites.<key>`). */
  error: unknown;
  onSubmit: (requisites: Record<string, string>) => void;
}

/**
 * The details the customer will be shown, one input per field the order's trade method declares, each
 * typed by what it is. Checked before sending with the contract's own checks (a card number's check digit,
 * a phone's country code …), every problem shown next to its field at once.
 */
export function RequisitesForm({ fields, currency, pending, error, onSubmit }: RequisitesFormProps) {
  const { t } = useTranslation('console');
  const fieldLabel = useFieldLabel();
  const [values, setValues] = useState<Record<string, string>>({});
  const form = useFormCheck(error, (amount) => formatMoney(amount, currency));
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const requisites = Object.fromEntries(fields.map((field) => [field, (values[field] ?? '').trim()]));
    const found = {
      ...schemaErrors(ZSubmitRequisitesRequest, { requisites }),
      ...requisiteDetailsErrors(fields, requisites, currency, 'requisites'),
    };
    if (form.check(found)) onSubmit(requisites);
  };
  const elsewhere = form.elsewhere(fields.map((field) => `requisites.${field}`));
  return (
    <form className="form" onSubmit={submit} aria-labelledby={`${formId}-title`} noValidate>
      <h2 className="panel__title" id={`${formId}-title`}>
        {t('detail.supply_title')}
      </h2>
      <p className="field__hint">{t('detail.supply_hint')}</p>
      {fields.map((field) => (
        <TextField
          key={field}
          label={fieldLabel(field)}
          error={form.errorOf(`requisites.${field}`)}
          name={field}
          required
          {...inputPropsOf(field)}
          value={values[field] ?? ''}
          onChange={(value) =>
            setValues((current) => ({
              ...current,
              [field]: fieldKindOf(field) === 'card_number' ? groupCardNumber(value) : value,
            }))
          }
        />
      ))}
      {elsewhere.map((message) => (
        <p key={message} className="alert alert--danger">
          {message}
        </p>
      ))}
      <button type="submit" className="btn btn--primary btn--wide" disabled={pending}>
        {t('detail.supply_submit')}
      </button>
    </form>
  );
}
