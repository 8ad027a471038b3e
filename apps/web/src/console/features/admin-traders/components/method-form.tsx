import {
  CUSTOMER_FIELD_TYPE,
  USUAL_METHOD_FIELDS,
  ZCreateTradeMethodRequest,
  ZCustomerFieldName,
  ZPaymentType,
  ZRequisiteFieldName,
  type AdminTradeMethod,
  type CreateTradeMethodRequest,
  type CustomerFieldName,
  type CustomerFieldSpec,
  type PaymentType,
  type RequisiteFieldName,
} from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormPanel } from '#console/components/form-panel.tsx';
import { SelectField } from '#console/components/select-field.tsx';
import { useFieldLabel } from '#console/lib/field-label.ts';
import { banksQuery } from '#console/lib/queries.ts';
import { bankName } from '#console/lib/bank-names.ts';
import { schemaErrors, useFormCheck } from '#console/lib/use-form-check.ts';
import { banksByName, currenciesQuery, useSaveTradeMethod } from '../api/trade-methods.ts';

/** The console's words for each customer field (the `field.*` keys the order detail shows them with). */
const CUSTOMER_FIELD_LABEL: Record<CustomerFieldName, string> = {
  first_card_digits: 'card_first',
  last_card_digits: 'card_last',
  last_phone_digits: 'phone_last',
  utr: 'utr',
  customer_iban: 'iban',
  account_number: 'account_number',
  bank: 'bank',
  full_name: 'full_name',
};

type Asked = 'off' | 'optional' | 'required';

interface Draft {
  paymentType: PaymentType;
  bank: string;
  fiatCurrency: string;
  fields: RequisiteFieldName[];
  customer: CustomerFieldSpec[];
}

const usualDraft = (
  paymentType: PaymentType,
  { bank, fiatCurrency }: Pick<Draft, 'bank' | 'fiatCurrency'>,
): Draft => ({
  paymentType,
  bank,
  fiatCurrency,
  fields: [...USUAL_METHOD_FIELDS[paymentType].requisites],
  customer: [...USUAL_METHOD_FIELDS[paymentType].customer],
});

/** The request the form sends: each field once, each customer field of its name's type. */
export function methodRequest(draft: Draft): CreateTradeMethodRequest {
  return {
    paymentType: draft.paymentType,
    bank: draft.bank,
    fiatCurrency: draft.fiatCurrency,
    fields: draft.fields.map((name) => ({ name, type: 'string' as const })),
    customerFields: draft.customer,
  };
}

/** The method edited as it is saved; a new one: card to card with its usual fields. */
const firstDraft = (method: AdminTradeMethod | undefined, defaultCurrency: string | undefined): Draft =>
  method
    ? {
        paymentType: method.paymentType,
        bank: method.bank,
        fiatCurrency: method.fiatCurrency,
        fields: method.fields.map((field) => field.name),
        customer: method.customerFields,
      }
    : usualDraft('card2card', { bank: '', fiatCurrency: defaultCurrency ?? 'RUB' });

const askedOf = (customer: CustomerFieldSpec[], name: CustomerFieldName): Asked => {
  const spec = customer.find((field) => field.name === name);
  return !spec ? 'off' : spec.required ? 'required' : 'optional';
};

/** The customer fields with `name` asked as said (its hidden flag kept), in the catalogue's order. */
const withAsked = (customer: CustomerFieldSpec[], name: CustomerFieldName, asked: Asked) => {
  const spec = customer.find((field) => field.name === name);
  const others = customer.filter((field) => field.name !== name);
  const next =
    asked === 'off'
      ? others
      : [
          ...others,
          {
            name,
            type: CUSTOMER_FIELD_TYPE[name],
            required: asked === 'required',
            hidden: spec?.hidden ?? false,
          },
        ];
  // Kept in the catalogue's order, the order the customer's form asks them in.
  const order = ZCustomerFieldName.options;
  return next.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
};

/** What the customer is asked: each known field off, optional or required; the form's other errors below. */
function CustomerFieldChoices({
  customer,
  onChange,
  errors,
}: {
  customer: CustomerFieldSpec[];
  onChange: (customer: CustomerFieldSpec[]) => void;
  errors: string[];
}) {
  const { t } = useTranslation('console');
  const fieldLabel = useFieldLabel();
  return (
    <fieldset className="choices choices--grid">
      <legend className="field__label">{t('methods.customer_fields')}</legend>
      {ZCustomerFieldName.options.map((name) => (
        <SelectField<Asked>
          key={name}
          label={fieldLabel(CUSTOMER_FIELD_LABEL[name])}
          value={askedOf(customer, name)}
          options={[
            { value: 'off', label: t('methods.not_asked') },
            { value: 'optional', label: t('methods.optional') },
            { value: 'required', label: t('methods.required') },
          ]}
          onChange={(asked) => onChange(withAsked(customer, name, asked))}
        />
      ))}
      {errors.map((text) => (
        <span className="field__error" key={text}>
          {text}
        </span>
      ))}
    </fieldset>
  );
}

interface MethodFormProps {
  traderId: string;
  /** The method edited; none: a new one. */
  method?: AdminTradeMethod;
  /** A new method's currency: the trader's first, else the catalogue's first. */
  defaultCurrency?: string;
  onDone: () => void;
}

/**
 * A trade method built from the catalogue and the known kinds, never typed as JSON: the payment type
 * (a new method starts from that type's usual fields), the bank and currency from the catalogue, the
 * transfer details the trader gives (ticked from the known fields) and what the customer is asked.
 * While the trader's book has entries for the method, its type, currency and details stay.
 */
export function MethodForm({ traderId, method, defaultCurrency, onDone }: MethodFormProps) {
  const { t } = useTranslation('console');
  const fieldLabel = useFieldLabel();
  const banks = useQuery({ ...banksQuery, select: banksByName });
  const currencies = useQuery(currenciesQuery);
  const save = useSaveTradeMethod(traderId);
  const form = useFormCheck(save.error);
  const [draft, setDraft] = useState<Draft>(() => firstDraft(method, defaultCurrency));
  const isLocked = (method?.bookEntries ?? 0) > 0;
  const lockedHint = isLocked ? t('methods.locked', { count: method?.bookEntries }) : undefined;

  const toggleField = (name: RequisiteFieldName, isOn: boolean) =>
    setDraft({
      ...draft,
      fields: isOn ? [...draft.fields, name] : draft.fields.filter((field) => field !== name),
    });

  const submit = () => {
    const request = methodRequest(draft);
    const found = schemaErrors(ZCreateTradeMethodRequest, request);
    if (!draft.bank) found.bank = { code: 'required' };
    if (!form.check(found)) return;
    save.mutate({ ...(method && { methodId: method.id }), method: request }, { onSuccess: onDone });
  };

  return (
    <FormPanel
      title={method ? t('methods.edit_title') : t('methods.add_title')}
      level={3}
      submitLabel={method ? t('methods.save') : t('methods.add')}
      isPending={save.isPending}
      isFailed={save.isError && !form.hasErrors}
      onSubmit={submit}
    >
      <SelectField
        label={t('methods.payment_type')}
        value={draft.paymentType}
        disabled={isLocked}
        hint={lockedHint}
        error={form.errorOf('paymentType')}
        options={ZPaymentType.options.map((type) => ({ value: type, label: t(`payment_type.${type}`) }))}
        onChange={(type) => setDraft(method ? { ...draft, paymentType: type } : usualDraft(type, draft))}
      />
      <SelectField
        label={t('methods.bank')}
        value={draft.bank}
        required
        error={form.errorOf('bank')}
        options={[
          { value: '', label: t('methods.choose_bank') },
          ...(banks.data ?? []).map((bank) => ({
            value: bank.code,
            label: bankName(t, bank.code, banks.data),
          })),
        ]}
        onChange={(bank) => setDraft({ ...draft, bank })}
      />
      <SelectField
        label={t('methods.currency')}
        value={draft.fiatCurrency}
        disabled={isLocked}
        error={form.errorOf('fiatCurrency')}
        options={(currencies.data ?? [{ code: draft.fiatCurrency, symbol: '' }]).map((currency) => ({
          value: currency.code,
          label: currency.code,
        }))}
        onChange={(fiatCurrency) => setDraft({ ...draft, fiatCurrency })}
      />
      <fieldset className="choices choices--grid" disabled={isLocked}>
        <legend className="field__label">{t('methods.fields')}</legend>
        {ZRequisiteFieldName.options.map((name) => (
          <label className="choice" key={name}>
            <input
              type="checkbox"
              checked={draft.fields.includes(name)}
              onChange={(event) => toggleField(name, event.target.checked)}
            />
            <span>{fieldLabel(name)}</span>
          </label>
        ))}
        {form.errorOf('fields') ? <span className="field__error">{form.errorOf('fields')}</span> : null}
      </fieldset>
      <CustomerFieldChoices
        customer={draft.customer}
        onChange={(customer) => setDraft({ ...draft, customer })}
        errors={form.elsewhere(['paymentType', 'bank', 'fiatCurrency', 'fields'])}
      />
    </FormPanel>
  );
}
