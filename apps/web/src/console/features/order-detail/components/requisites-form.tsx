import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MethodFields } from '../../../components/method-fields.tsx';

interface RequisitesFormProps {
  fields: readonly string[];
  pending: boolean;
  /** Messages per field from the server's 400 (`requisites.<key>`). */
  errors: Record<string, string>;
  onSubmit: (requisites: Record<string, string>) => void;
}

/** The details the customer will be shown, one input per field the order's trade method declares. */
export function RequisitesForm({ fields, pending, errors, onSubmit }: RequisitesFormProps) {
  const { t } = useTranslation('console');
  const [values, setValues] = useState<Record<string, string>>({});
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(Object.fromEntries(fields.map((field) => [field, (values[field] ?? '').trim()])));
  };
  return (
    <form className="form" onSubmit={submit} aria-labelledby={`${formId}-title`}>
      <h2 className="panel__title" id={`${formId}-title`}>
        {t('detail.supply_title')}
      </h2>
      <p className="field__hint">{t('detail.supply_hint')}</p>
      <MethodFields
        fields={fields}
        values={values}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        errorOf={(field) => errors[`requisites.${field}`] ?? errors[field]}
        isNamed
      />
      <button
        type="submit"
        className="btn btn--primary btn--wide"
        disabled={pending || fields.some((field) => !(values[field] ?? '').trim())}
      >
        {t('detail.supply_submit')}
      </button>
    </form>
  );
}
