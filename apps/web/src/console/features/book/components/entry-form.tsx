import type { RequisiteEntry } from '@payorder/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MethodFields } from '../../../components/method-fields.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { fieldErrors } from '../../../lib/http.ts';
import type { TraderMethod } from '../../../lib/queries.ts';

export interface EntryValues {
  tradeMethodId: string;
  label: string | null;
  details: Record<string, string>;
  minAmount: string | null;
  maxAmount: string | null;
  dailyLimit: string | null;
  maxOpenOrders: number | null;
}

interface EntryFormProps {
  methods: readonly TraderMethod[];
  /** Editing this entry; a new one otherwise. */
  entry?: RequisiteEntry;
  pending: boolean;
  error: unknown;
  onSubmit: (values: EntryValues) => void;
  onCancel: () => void;
}

const LIMITS = ['minAmount', 'maxAmount', 'dailyLimit', 'maxOpenOrders'] as const;

/** Adds or edits a book entry: its method's fields, a label, and its limits (blank: no limit). */
export function EntryForm({ methods, entry, pending, error, onSubmit, onCancel }: EntryFormProps) {
  const { t } = useTranslation('console');
  const [methodId, setMethodId] = useState(entry?.tradeMethodId ?? methods[0]?.id ?? '');
  const [label, setLabel] = useState(entry?.label ?? '');
  const [details, setDetails] = useState<Record<string, string>>(entry?.details ?? {});
  const [limits, setLimits] = useState<Record<(typeof LIMITS)[number], string>>({
    minAmount: entry?.minAmount ?? '',
    maxAmount: entry?.maxAmount ?? '',
    dailyLimit: entry?.dailyLimit ?? '',
    maxOpenOrders: entry?.maxOpenOrders?.toString() ?? '',
  });
  const method = methods.find((candidate) => candidate.id === methodId);
  const fields = entry ? Object.keys(entry.details) : (method?.fields ?? []);
  const errors = fieldErrors(error);
  const blank = (value: string) => (value.trim() ? value.trim() : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      tradeMethodId: methodId,
      label: blank(label),
      details: Object.fromEntries(fields.map((field) => [field, (details[field] ?? '').trim()])),
      minAmount: blank(limits.minAmount),
      maxAmount: blank(limits.maxAmount),
      dailyLimit: blank(limits.dailyLimit),
      maxOpenOrders: blank(limits.maxOpenOrders) ? Number(limits.maxOpenOrders) : null,
    });
  };

  return (
    <form className="form panel" onSubmit={submit}>
      <h2 className="panel__title">{entry ? t('book.edit_title') : t('book.add_title')}</h2>
      {entry ? null : (
        <SelectField
          label={t('book.method')}
          value={methodId}
          onChange={setMethodId}
          required
          options={methods.map((method) => ({
            value: method.id,
            label: `${t(`payment_type.${method.paymentType}`)} · ${method.bankName} · ${method.fiatCurrency}`,
          }))}
        />
      )}
      <TextField label={t('book.label')} value={label} maxLength={64} onChange={setLabel} />
      <MethodFields
        fields={fields}
        values={details}
        onChange={(field, value) => setDetails((current) => ({ ...current, [field]: value }))}
        errorOf={(field) => errors[`details.${field}`]}
      />
      <fieldset className="form__limits">
        <legend className="field__label">{t('book.limits')}</legend>
        {LIMITS.map((limit) => {
          const message = errors[limit];
          return (
            <TextField
              label={t(`book.${limit}`)}
              key={limit}
              error={message}
              inputMode={limit === 'maxOpenOrders' ? 'numeric' : 'decimal'}
              value={limits[limit]}
              placeholder={t('book.no_limit')}
              onChange={(value) => setLimits((current) => ({ ...current, [limit]: value }))}
              aria-invalid={Boolean(message) || undefined}
            />
          );
        })}
      </fieldset>
      {error && !Object.keys(errors).length ? (
        <p className="alert alert--danger" role="alert">
          {t('errors.action_failed')}
        </p>
      ) : null}
      <div className="actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={pending}>
          {t('actions.back')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={pending || !methodId}>
          {pending ? t('actions.working') : t('actions.save')}
        </button>
      </div>
    </form>
  );
}
