import {
  PAYOUT_PAYMENT_TYPES,
  ZCreatePayoutRequest,
  parseMoneyInput,
  recipientErrors,
  type CreatePayoutRequest,
  type FieldErrors,
  type PaymentType,
} from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#page/lib/api-client.ts';
import { FormPanel } from '#console/components/form-panel.tsx';
import { SelectField } from '#console/components/select-field.tsx';
import { TextField } from '#console/components/text-field.tsx';
import { notify } from '#console/lib/announce.ts';
import { formatMoney } from '#console/lib/format.ts';
import { banksQuery, currenciesQuery } from '#console/lib/queries.ts';
import { bankName } from '#console/lib/bank-names.ts';
import { schemaErrors, useFormCheck } from '#console/lib/use-form-check.ts';
import { useCreatePayout } from '../api/payouts.ts';
import { RecipientFields } from './recipient-fields.tsx';

/** The form as typed: the amount as the shop writes numbers, the recipient by field. */
export interface PayoutDraft {
  externalId: string;
  currency: string;
  amount: string;
  paymentType: PaymentType;
  bank: string;
  recipient: Record<string, string>;
}

/** A fresh external id, so that pressing "Pay out" twice makes one payout (the server answers the same). */
export const suggestedExternalId = () => `manual-${crypto.randomUUID().slice(0, 8)}`;

/**
 * The request a draft makes, and what is wrong with it by field (the contract's own checks: the amount by
 * the money input rules of the shown language, the recipient by its payment type's fields and kinds).
 */
export function checkDraft(draft: PayoutDraft, language: string) {
  const amount = parseMoneyInput(draft.amount, language, draft.currency);
  const recipient = Object.fromEntries(
    Object.entries(draft.recipient)
      .map(([key, value]) => [key, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
  const request: CreatePayoutRequest = {
    externalId: draft.externalId.trim(),
    amount: amount.ok ? amount.amount : draft.amount.trim(),
    currency: draft.currency,
    paymentType: draft.paymentType,
    ...(draft.bank && { bank: draft.bank }),
    recipient,
  };
  const found: FieldErrors = {
    ...schemaErrors(ZCreatePayoutRequest, request),
    ...recipientErrors(draft.paymentType, draft.currency, recipient),
  };
  if (!amount.ok) found.amount = { code: amount.code, ...(amount.params && { params: amount.params }) };
  else if (amount.minor === 0n) found.amount = { code: 'amount_not_positive' };
  return { request, found };
}

/**
 * A payout by hand: its external id (one is suggested), currency and amount, the payment type (those a
 * payout can be sent by), the bank if the shop names one, and the recipient's fields of that type. Every
 * problem beside its field, the form's own check first, then the server's; a balance that does not cover
 * the payout and its fee is said with what the server says is available.
 */
export function NewPayoutForm({
  currencies,
  onCreated,
}: {
  currencies: string[];
  onCreated: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('console');
  const create = useCreatePayout();
  const [draft, setDraft] = useState<PayoutDraft>(() => ({
    externalId: suggestedExternalId(),
    currency: currencies[0] ?? 'RUB',
    amount: '',
    paymentType: PAYOUT_PAYMENT_TYPES[0]!,
    bank: '',
    recipient: {},
  }));
  const form = useFormCheck(create.error, (amount) => formatMoney(amount, draft.currency));
  const set = (change: Partial<PayoutDraft>) => setDraft((current) => ({ ...current, ...change }));
  const submit = () => {
    const { request, found } = checkDraft(draft, i18n.resolvedLanguage ?? i18n.language);
    if (create.isPending || !form.check(found)) return;
    create.mutate(request, {
      onSuccess: (payout) => {
        notify(t('shop_payouts.created'));
        onCreated(payout.id);
      },
    });
  };
  // The server names what is available: said as it says it, after the console's own words.
  const short =
    isApiError(create.error, 409) && create.error.code === 'insufficient_balance'
      ? create.error.message
      : null;
  const taken = isApiError(create.error, 409) && create.error.code === 'external_id_taken';
  const shown = ['externalId', 'currency', 'amount', 'paymentType', 'bank'];
  const recipientPaths = Object.keys(draft.recipient).map((name) => `recipient.${name}`);
  return (
    <FormPanel
      title={t('shop_payouts.form_title')}
      submitLabel={create.isPending ? t('actions.working') : t('shop_payouts.create')}
      isPending={create.isPending}
      isFailed={Boolean(create.error) && !form.hasErrors && short === null && !taken}
      onSubmit={submit}
    >
      <TextField
        label={t('ops.external_id')}
        hint={t('shop_payouts.external_id_hint')}
        error={form.errorOf('externalId') ?? (taken ? t('shop_payouts.external_id_taken') : undefined)}
        value={draft.externalId}
        maxLength={128}
        spellCheck={false}
        onChange={(externalId) => set({ externalId })}
        required
      />
      <MoneyFields draft={draft} currencies={currencies} set={set} errorOf={form.errorOf} />
      {short !== null ? (
        <p className="alert alert--danger" role="alert">
          {t('shop_payouts.insufficient')} {short}
        </p>
      ) : null}
      <PaymentFields draft={draft} set={set} errorOf={form.errorOf} />
      {form.elsewhere([...shown, ...recipientPaths, 'recipient']).map((text) => (
        <p className="alert alert--danger" key={text}>
          {text}
        </p>
      ))}
    </FormPanel>
  );
}

type FieldsProps = {
  draft: PayoutDraft;
  set: (change: Partial<PayoutDraft>) => void;
  errorOf: (path: string) => string | undefined;
};

function MoneyFields({ draft, currencies, set, errorOf }: FieldsProps & { currencies: string[] }) {
  const { t } = useTranslation('console');
  const catalogue = useQuery(currenciesQuery);
  const codes = [...new Set([...currencies, ...(catalogue.data ?? []).map((currency) => currency.code)])];
  return (
    <>
      <SelectField
        label={t('methods.currency')}
        value={draft.currency}
        error={errorOf('currency')}
        onChange={(currency) => set({ currency })}
        options={codes.map((code) => ({ value: code, label: code }))}
      />
      <TextField
        label={t('ops.amount')}
        hint={t('payout.fee_hint')}
        error={errorOf('amount')}
        inputMode="decimal"
        autoComplete="off"
        value={draft.amount}
        onChange={(amount) => set({ amount })}
        required
      />
    </>
  );
}

function PaymentFields({ draft, set, errorOf }: FieldsProps) {
  const { t } = useTranslation('console');
  const banks = useQuery(banksQuery);
  const byName = (banks.data ?? [])
    .map((bank) => ({ code: bank.code, name: bankName(t, bank.code, banks.data) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <>
      <SelectField<PaymentType>
        label={t('methods.payment_type')}
        value={draft.paymentType}
        error={errorOf('paymentType')}
        // Another type has other fields: what was typed for the last one is not sent.
        onChange={(paymentType) => set({ paymentType, recipient: {} })}
        options={PAYOUT_PAYMENT_TYPES.map((type) => ({ value: type, label: t(`payment_type.${type}`) }))}
      />
      <SelectField
        label={t('ops.bank')}
        hint={t('shop_payouts.bank_hint')}
        value={draft.bank}
        error={errorOf('bank')}
        onChange={(bank) => set({ bank })}
        options={[
          { value: '', label: t('shop_payouts.any_bank') },
          ...byName.map((bank) => ({ value: bank.code, label: bank.name })),
        ]}
      />
      <RecipientFields
        paymentType={draft.paymentType}
        values={draft.recipient}
        onChange={(recipient) => set({ recipient })}
        errorOf={errorOf}
      />
    </>
  );
}
