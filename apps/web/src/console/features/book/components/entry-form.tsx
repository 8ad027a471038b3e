import {
  ZCreateRequisiteEntryRequest,
  ZPatchRequisiteEntryRequest,
  fieldKindOf,
  requisiteDetailsErrors,
  type RequisiteEntry,
} from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '#console/components/field.tsx';
import { SelectField } from '#console/components/select-field.tsx';
import { TextField } from '#console/components/text-field.tsx';
import { useFieldLabel } from '#console/lib/field-label.ts';
import { formatMoney } from '#console/lib/format.ts';
import { banksQuery, type TraderMethod } from '#console/lib/queries.ts';
import { bankName } from '#console/lib/bank-names.ts';
import { schemaErrors, useFormCheck, type FormCheck } from '#console/lib/use-form-check.ts';
import {
  LIMITS,
  amountForEditing,
  groupCardNumber,
  inputPropsOf,
  parseLimits,
  type LimitTexts,
} from '../lib/entry-input.ts';

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

/** The entry's limits as typed in the reader's way of writing numbers (blank: no limit). */
const limitTextsOf = (entry: RequisiteEntry | undefined, language: string): LimitTexts => ({
  minAmount: amountForEditing(entry?.minAmount ?? null, language),
  maxAmount: amountForEditing(entry?.maxAmount ?? null, language),
  dailyLimit: amountForEditing(entry?.dailyLimit ?? null, language),
  maxOpenOrders: entry?.maxOpenOrders?.toString() ?? '',
});

/**
 * Adds or edits a book entry: its method's fields (each typed by what it is; the bank chosen from the
 * catalogue), a label, and its limits explained in words (blank: no limit). Everything is checked
 * before sending with the contract's own checks, every problem shown next to its field at once.
 */
export function EntryForm({ methods, entry, pending, error, onSubmit, onCancel }: EntryFormProps) {
  const { t, i18n } = useTranslation('console');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [methodId, setMethodId] = useState(entry?.tradeMethodId ?? methods[0]?.id ?? '');
  const [label, setLabel] = useState(entry?.label ?? '');
  const [details, setDetails] = useState<Record<string, string>>(entry?.details ?? {});
  const [limits, setLimits] = useState<LimitTexts>(() => limitTextsOf(entry, language));
  const method = methods.find((candidate) => candidate.id === methodId);
  const currency = entry?.fiatCurrency ?? method?.fiatCurrency ?? '';
  const fields = entry ? Object.keys(entry.details) : (method?.fields ?? []);
  const form = useFormCheck(error, (amount) => formatMoney(amount, currency));
  const bankOf = (values: Record<string, string>) => values.bank ?? entry?.bank ?? method?.bank ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = Object.fromEntries(
      fields.map((field) => [field, field === 'bank' ? bankOf(details) : (details[field] ?? '').trim()]),
    );
    const parsed = parseLimits(limits, language, currency);
    const values: EntryValues = {
      tradeMethodId: methodId,
      label: label.trim() || null,
      details: sent,
      ...parsed.values,
    };
    const { tradeMethodId: _unused, ...change } = values;
    const found = {
      ...(entry
        ? schemaErrors(ZPatchRequisiteEntryRequest, change)
        : schemaErrors(ZCreateRequisiteEntryRequest, values)),
      ...requisiteDetailsErrors(fields, sent, currency),
      ...parsed.errors,
    };
    if (form.check(found)) onSubmit(values);
  };

  const shown = ['label', ...LIMITS, ...fields.map((field) => `details.${field}`)];
  const elsewhere = form.elsewhere(shown);
  return (
    <form className="form panel" onSubmit={submit} noValidate>
      <h2 className="panel__title">{entry ? t('book.edit_title') : t('book.add_title')}</h2>
      {entry ? null : (
        <SelectField
          label={t('book.method')}
          value={methodId}
          onChange={(id) => {
            setMethodId(id);
            setDetails({});
          }}
          required
          options={methods.map((option) => ({
            value: option.id,
            label: `${t(`payment_type.${option.paymentType}`)} · ${bankName(t, option.bank, undefined, option.bankName)} · ${option.fiatCurrency}`,
          }))}
        />
      )}
      <DetailFields
        fields={fields}
        details={details}
        bank={bankOf(details)}
        errorOf={form.errorOf}
        onChange={setDetails}
      />
      <TextField
        label={t('book.label')}
        value={label}
        error={form.errorOf('label')}
        maxLength={64}
        onChange={setLabel}
      />
      <LimitFields limits={limits} errorOf={form.errorOf} onChange={setLimits} />
      <FormAlerts hasErrors={form.hasErrors} error={error} elsewhere={elsewhere} />
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

interface DetailFieldsProps {
  fields: readonly string[];
  details: Record<string, string>;
  /** The bank shown: the one chosen, else the entry's or the method's. */
  bank: string;
  errorOf: FormCheck['errorOf'];
  onChange: Dispatch<SetStateAction<Record<string, string>>>;
}

/** The method's fields, each typed by what it is (a card number grouped as typed); the bank from the catalogue. */
function DetailFields({ fields, details, bank, errorOf, onChange }: DetailFieldsProps) {
  const fieldLabel = useFieldLabel();
  const banks = useQuery(banksQuery);
  return fields.map((field) =>
    field === 'bank' ? (
      <BankSelect
        key={field}
        label={fieldLabel(field)}
        value={bank}
        banks={banks.data ?? []}
        error={errorOf('details.bank')}
        onChange={(chosen) => onChange((current) => ({ ...current, bank: chosen }))}
      />
    ) : (
      <TextField
        key={field}
        label={fieldLabel(field)}
        error={errorOf(`details.${field}`)}
        required
        {...inputPropsOf(field)}
        value={details[field] ?? ''}
        onChange={(value) =>
          onChange((current) => ({
            ...current,
            [field]: fieldKindOf(field) === 'card_number' ? groupCardNumber(value) : value,
          }))
        }
      />
    ),
  );
}

/** The entry's limits, each explained in words; blank is no limit. */
function LimitFields({
  limits,
  errorOf,
  onChange,
}: {
  limits: LimitTexts;
  errorOf: FormCheck['errorOf'];
  onChange: Dispatch<SetStateAction<LimitTexts>>;
}) {
  const { t } = useTranslation('console');
  return (
    <fieldset className="form__limits">
      <legend className="field__label">{t('book.limits')}</legend>
      {LIMITS.map((limit) => (
        <TextField
          label={t(`book.${limit}`)}
          key={limit}
          hint={t(`book.hint_${limit}`)}
          error={errorOf(limit)}
          inputMode={limit === 'maxOpenOrders' ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={limits[limit]}
          placeholder={t('book.no_limit')}
          onChange={(value) => onChange((current) => ({ ...current, [limit]: value }))}
        />
      ))}
    </fieldset>
  );
}

/** Above the buttons: check the fields, or the save failed; then what the server said of fields not shown. */
function FormAlerts({
  hasErrors,
  error,
  elsewhere,
}: {
  hasErrors: boolean;
  error: unknown;
  elsewhere: string[];
}) {
  const { t } = useTranslation('console');
  return (
    <>
      {hasErrors ? (
        <p className="alert alert--danger" role="alert">
          {t('book.check_fields')}
        </p>
      ) : error ? (
        <p className="alert alert--danger" role="alert">
          {t('errors.action_failed')}
        </p>
      ) : null}
      {elsewhere.map((words) => (
        <p className="alert alert--danger" key={words}>
          {words}
        </p>
      ))}
    </>
  );
}

interface BankSelectProps {
  label: string;
  value: string;
  banks: readonly { code: string; name: string }[];
  error: string | undefined;
  onChange: (bank: string) => void;
}

/** The entry's bank, chosen from the catalogue by name (the stored code is never typed). */
function BankSelect({ label, value, banks, error, onChange }: BankSelectProps) {
  const { t } = useTranslation('console');
  const errorId = useId();
  const options =
    banks.some((bank) => bank.code === value) || !value ? banks : [{ code: value, name: value }, ...banks];
  return (
    <Field label={label} error={error} errorId={errorId}>
      <select
        className="field__input"
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bankName(t, bank.code, banks, bank.name)}
          </option>
        ))}
      </select>
    </Field>
  );
}
