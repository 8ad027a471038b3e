import { ZDepositRequest, parseMoneyInput, type AdminTrader, type DepositRequest } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormPanel } from '../../../components/form-panel.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { announce } from '../../../lib/announce.ts';
import { formatMoney } from '../../../lib/format.ts';
import { refusalOf } from '../../../lib/http.ts';
import { schemaErrors, useFormCheck } from '../../../lib/use-form-check.ts';
import { currenciesQuery } from '../api/trade-methods.ts';
import { useDeposit } from '../api/traders.ts';

/**
 * A deposit: the amount as the operator writes numbers ("1 000,50" in Russian), in one of the trader's
 * currencies (the catalogue's while it has none), credited only once a dialog has repeated the amount,
 * the currency and the trader. The ledger line shows at once (the trader's queries are read again).
 */
export function DepositForm({ trader }: { trader: AdminTrader }) {
  const { t, i18n } = useTranslation('console');
  const deposit = useDeposit();
  const catalogue = useQuery({ ...currenciesQuery, enabled: trader.balances.length === 0 });
  const currencies =
    trader.balances.length > 0
      ? trader.balances.map((balance) => balance.currency)
      : (catalogue.data ?? []).map((currency) => currency.code);
  const [amount, setAmount] = useState('');
  const [chosen, setCurrency] = useState<string | undefined>(undefined);
  const currency = chosen && currencies.includes(chosen) ? chosen : currencies[0];
  const [note, setNote] = useState('');
  const [asked, setAsked] = useState<DepositRequest | null>(null);
  const form = useFormCheck(deposit.error);
  const refusal = refusalOf(deposit.error);
  const review = () => {
    deposit.reset();
    const parsed = parseMoneyInput(amount, i18n.resolvedLanguage ?? i18n.language, currency ?? '');
    const request = {
      amount: parsed.ok ? parsed.amount : amount.trim(),
      currency: currency ?? '',
      note: note.trim(),
    };
    const found = schemaErrors(ZDepositRequest, request);
    if (!parsed.ok) found.amount = { code: parsed.code, ...(parsed.params && { params: parsed.params }) };
    if (form.check(found)) setAsked(request);
  };
  const credit = (request: DepositRequest) =>
    deposit.mutate(
      { id: trader.id, ...request },
      {
        onSuccess: () => {
          announce(t('traders.deposited'));
          setAsked(null);
          setAmount('');
          setNote('');
        },
      },
    );
  return (
    <>
      <FormPanel
        title={t('traders.deposit')}
        level={3}
        submitLabel={t('traders.deposit_submit')}
        isPending={deposit.isPending}
        onSubmit={review}
      >
        <TextField
          label={t('traders.amount')}
          error={form.errorOf('amount') ?? (refusal && !asked ? t(`errors.${refusal}`) : undefined)}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={setAmount}
          required
        />
        <SelectField
          label={t('traders.currency')}
          value={currency}
          error={form.errorOf('currency')}
          options={currencies.map((code) => ({ value: code, label: code }))}
          onChange={setCurrency}
          required
        />
        <TextField
          label={t('traders.note')}
          error={form.errorOf('note')}
          value={note}
          maxLength={256}
          onChange={setNote}
        />
      </FormPanel>
      <ConfirmDialog
        open={asked !== null}
        title={t('traders.deposit_confirm_title')}
        confirmLabel={
          asked ? t('traders.deposit_confirm', { amount: formatMoney(asked.amount, asked.currency) }) : ''
        }
        pending={deposit.isPending}
        error={deposit.isError ? (refusal ? t(`errors.${refusal}`) : t('errors.action_failed')) : null}
        onClose={() => setAsked(null)}
        onConfirm={() => asked && credit(asked)}
      >
        {asked ? (
          <dl className="stats">
            <div>
              <dt>{t('traders.amount')}</dt>
              <dd className="money">{formatMoney(asked.amount, asked.currency)}</dd>
            </div>
            <div>
              <dt>{t('traders.currency')}</dt>
              <dd>{asked.currency}</dd>
            </div>
            <div className="stats__wide">
              <dt>{t('traders.trader')}</dt>
              <dd>{trader.name}</dd>
            </div>
            {asked.note ? (
              <div className="stats__wide">
                <dt>{t('traders.note')}</dt>
                <dd>{asked.note}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
