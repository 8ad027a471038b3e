import type {
  CreateNotificationRuleRequest,
  NotificationRule,
  NotificationRuleKind,
} from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '#console/components/field.tsx';
import { SelectField } from '#console/components/select-field.tsx';
import { TextField } from '#console/components/text-field.tsx';
import { fieldErrors } from '#console/lib/http.ts';
import { banksQuery } from '#console/lib/queries.ts';
import { bankName } from '#console/lib/bank-names.ts';
import { useTestRule } from '../api/rules.ts';
import { ParsedResult } from './parsed-result.tsx';
import { MessageField } from './rule-tester.tsx';

/** What a rule can say a message is (a literal list: zod stays out of the console's bundle). */
const KINDS: NotificationRuleKind[] = ['credit', 'debit', 'other'];

interface RuleFormProps {
  /** Editing this rule; a new one otherwise. */
  rule?: NotificationRule;
  /** The bank a new rule starts with (the list's filter). */
  bank: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: CreateNotificationRuleRequest) => void;
  onCancel: () => void;
}

/** The form's values as typed (senders comma-separated, priority as text). */
interface RuleValues {
  bank: string;
  name: string;
  senders: string;
  kind: NotificationRuleKind;
  pattern: string;
  currency: string;
  priority: string;
  enabled: boolean;
}

/** The rule edited as typed; a new one: the list's bank, a credit, priority 100, on. */
const valuesOf = (rule: NotificationRule | undefined, bank: string): RuleValues => ({
  bank: rule?.bank ?? bank,
  name: rule?.name ?? '',
  senders: rule?.senders.join(', ') ?? '',
  kind: rule?.kind ?? 'credit',
  pattern: rule?.pattern ?? '',
  currency: rule?.currency ?? '',
  priority: String(rule?.priority ?? 100),
  enabled: rule?.enabled ?? true,
});

/**
 * Adds or edits a rule: its bank, name, senders, kind, pattern (named groups amount, currency, last4,
 * payer, reference), fixed currency and priority; the draft can be tried on a message before saving.
 */
export function RuleForm({ rule, bank, pending, error, onSubmit, onCancel }: RuleFormProps) {
  const { t } = useTranslation('console');
  const [values, setValues] = useState<RuleValues>(() => valuesOf(rule, bank));
  const set = (change: Partial<RuleValues>) => setValues((current) => ({ ...current, ...change }));
  const errors = fieldErrors(error);
  const currency = values.currency.trim().toUpperCase() || null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      bank: values.bank,
      name: values.name.trim(),
      senders: values.senders
        .split(',')
        .map((sender) => sender.trim())
        .filter(Boolean),
      kind: values.kind,
      pattern: values.pattern,
      currency,
      priority: Number(values.priority),
      enabled: values.enabled,
    });
  };

  return (
    <form className="form panel" onSubmit={submit}>
      <h2 className="panel__title">{rule ? t('rules.edit_title') : t('rules.add_title')}</h2>
      <RuleFields values={values} errors={errors} onChange={set} />
      <TryRule values={values} currency={currency} />
      {error && !Object.keys(errors).length ? (
        <p className="alert alert--danger" role="alert">
          {t('errors.action_failed')}
        </p>
      ) : null}
      <div className="actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={pending}>
          {t('actions.back')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={pending || !values.bank}>
          {pending ? t('actions.working') : t('actions.save')}
        </button>
      </div>
    </form>
  );
}

/** The rule's own fields: bank, name, senders, kind, pattern, fixed currency, priority, on or off. */
function RuleFields({
  values,
  errors,
  onChange,
}: {
  values: RuleValues;
  errors: Record<string, string>;
  onChange: (change: Partial<RuleValues>) => void;
}) {
  const { t } = useTranslation('console');
  const banks = useQuery(banksQuery);
  return (
    <>
      <SelectField
        label={t('rules.bank')}
        value={values.bank}
        onChange={(value) => onChange({ bank: value })}
        required
        options={[
          ...(values.bank ? [] : [{ value: '', label: t('rules.pick_bank') }]),
          ...(banks.data ?? []).map((entry) => ({
            value: entry.code,
            label: `${bankName(t, entry.code, banks.data)} (${entry.code})`,
          })),
        ]}
      />
      <TextField
        label={t('rules.name')}
        value={values.name}
        onChange={(value) => onChange({ name: value })}
        error={errors.name}
        required
        maxLength={128}
      />
      <TextField
        label={t('rules.senders')}
        hint={t('rules.senders_hint')}
        value={values.senders}
        onChange={(value) => onChange({ senders: value })}
        error={errors.senders}
        required
      />
      <SelectField
        label={t('rules.kind_label')}
        value={values.kind}
        onChange={(value) => onChange({ kind: value })}
        options={KINDS.map((kind) => ({ value: kind, label: t(`rules.kind.${kind}`) }))}
      />
      <Field label={t('rules.pattern')} hint={t('rules.pattern_hint')} error={errors.pattern}>
        <textarea
          className="field__input field__input--code"
          rows={4}
          value={values.pattern}
          required
          maxLength={1000}
          spellCheck={false}
          aria-invalid={Boolean(errors.pattern) || undefined}
          onChange={(event) => onChange({ pattern: event.target.value })}
        />
      </Field>
      <TextField
        label={t('rules.fixed_currency')}
        hint={t('rules.fixed_currency_hint')}
        value={values.currency}
        onChange={(value) => onChange({ currency: value })}
        error={errors.currency}
        maxLength={3}
      />
      <TextField
        label={t('rules.priority')}
        hint={t('rules.priority_hint')}
        inputMode="numeric"
        value={values.priority}
        onChange={(value) => onChange({ priority: value })}
        error={errors.priority}
        required
      />
      <label className="check">
        <input
          type="checkbox"
          checked={values.enabled}
          onChange={(event) => onChange({ enabled: event.target.checked })}
        />
        <span>{t('rules.enabled')}</span>
      </label>
    </>
  );
}

/** Tries the unsaved draft on a message (sender: the first of the rule's); what it reads, below. */
function TryRule({ values, currency }: { values: RuleValues; currency: string | null }) {
  const { t } = useTranslation('console');
  const tryIt = useTestRule();
  const [sample, setSample] = useState('');
  const tryErrors = fieldErrors(tryIt.error);
  return (
    <fieldset className="form__try">
      <legend className="field__label">{t('rules.try_title')}</legend>
      <MessageField value={sample} onChange={setSample} error={tryErrors.text} required={false} />
      {tryIt.isError && !tryErrors.text ? (
        <p className="alert alert--danger" role="alert">
          {tryErrors['rule.pattern'] ?? t('rules.try_failed')}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn--secondary"
        disabled={tryIt.isPending || !sample.trim() || !values.pattern}
        onClick={() =>
          tryIt.mutate({
            from: values.senders.split(',')[0]?.trim() || '-',
            text: sample.trim(),
            rule: {
              kind: values.kind,
              pattern: values.pattern,
              currency,
              ...(values.bank && { bank: values.bank }),
            },
          })
        }
      >
        {tryIt.isPending ? t('actions.working') : t('rules.try')}
      </button>
      {tryIt.data ? <ParsedResult result={tryIt.data} isDraft /> : null}
    </fieldset>
  );
}
