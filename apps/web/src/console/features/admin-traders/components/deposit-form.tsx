import {
  ZAdjustmentDirection,
  ZAdjustmentRequest,
  ZDepositRequest,
  parseMoneyInput,
  type AdjustmentDirection,
  type AdminTrader,
} from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#console/components/confirm-dialog.tsx';
import { FormPanel } from '#console/components/form-panel.tsx';
import { SelectField } from '#console/components/select-field.tsx';
import { TextField } from '#console/components/text-field.tsx';
import { notify } from '#console/lib/announce.ts';
import { formatMoney } from '#console/lib/format.ts';
import { refusalOf } from '#console/lib/http.ts';
import { schemaErrors, useFormCheck } from '#console/lib/use-form-check.ts';
import { currenciesQuery } from '../api/trade-methods.ts';
import { useBalanceMove, type BalanceMove } from '../api/traders.ts';

/**
 * A deposit: the amount as the operator writes numbers ("1 000,50" in Russian), in one of the trader's
 * currencies (the catalogue's while it has none), credited only once a dialog has repeated the amount,
 * the currency and the trader. The ledger line shows at once (the trader's queries are read again).
 */
export function DepositForm({ trader }: { trader: AdminTrader }) {
  return <BalanceMoveForm trader={trader} move="deposit" />;
}

/**
 * An adjustment: the same form with a direction (add or take off, nothing chosen beforehand) and a
 * note that is required (why the balance is corrected); the dialog also repeats the direction.
 */
export function AdjustmentForm({ trader }: { trader: AdminTrader }) {
  return <BalanceMoveForm trader={trader} move="adjustment" />;
}

interface Asked {
  amount: string;
  currency: string;
  note: string;
  direction?: AdjustmentDirection;
}

/** The trader's currencies (those it has balances in), or the catalogue's while it has none. */
function useTraderCurrencies(trader: AdminTrader): string[] {
  const catalogue = useQuery({ ...currenciesQuery, enabled: trader.balances.length === 0 });
  return trader.balances.length > 0
    ? trader.balances.map((balance) => balance.currency)
    : (catalogue.data ?? []).map((currency) => currency.code);
}

function BalanceMoveForm({ trader, move }: { trader: AdminTrader; move: BalanceMove }) {
  const { t, i18n } = useTranslation('console');
  const mutation = useBalanceMove(move);
  const isAdjustment = move === 'adjustment';
  const currencies = useTraderCurrencies(trader);
  const [amount, setAmount] = useState('');
  const [chosen, setCurrency] = useState<string | undefined>(undefined);
  const currency = chosen && currencies.includes(chosen) ? chosen : currencies[0];
  const [direction, setDirection] = useState<AdjustmentDirection | undefined>(undefined);
  const [note, setNote] = useState('');
  const [asked, setAsked] = useState<Asked | null>(null);
  const form = useFormCheck(mutation.error);
  const refusal = refusalOf(mutation.error);
  // A debit past the available balance is the operator's own refusal, not the trader's "your balance".
  const refusalText = (code: NonNullable<typeof refusal>) =>
    isAdjustment && code === 'insufficient_balance' ? t('traders.adjust_insufficient') : t(`errors.${code}`);
  const directionError = isAdjustment ? form.errorOf('direction') : undefined;
  const review = () => {
    mutation.reset();
    const parsed = parseMoneyInput(amount, i18n.resolvedLanguage ?? i18n.language, currency ?? '');
    const request: Asked = {
      amount: parsed.ok ? parsed.amount : amount.trim(),
      currency: currency ?? '',
      note: note.trim(),
      ...(isAdjustment && { direction }),
    };
    const found = isAdjustment
      ? schemaErrors(ZAdjustmentRequest, request)
      : schemaErrors(ZDepositRequest, request);
    if (!parsed.ok) found.amount = { code: parsed.code, ...(parsed.params && { params: parsed.params }) };
    if (form.check(found)) setAsked(request);
  };
  const send = (request: Asked) =>
    mutation.mutate(
      { id: trader.id, ...request, direction: request.direction! },
      {
        onSuccess: () => {
          notify(t(isAdjustment ? 'traders.adjusted' : 'traders.deposited'));
          setAsked(null);
          setAmount('');
          setDirection(undefined);
          setNote('');
        },
      },
    );
  return (
    <>
      <FormPanel
        title={t(isAdjustment ? 'traders.adjust' : 'traders.deposit')}
        level={3}
        submitLabel={t(isAdjustment ? 'traders.adjust_submit' : 'traders.deposit_submit')}
        isPending={mutation.isPending}
        onSubmit={review}
      >
        {isAdjustment ? (
          <DirectionChoices direction={direction} onChange={setDirection} error={directionError} />
        ) : null}
        <TextField
          label={t('traders.amount')}
          error={form.errorOf('amount') ?? (refusal && !asked ? refusalText(refusal) : undefined)}
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
          label={t(isAdjustment ? 'traders.adjust_note' : 'traders.note')}
          error={form.errorOf('note')}
          value={note}
          maxLength={256}
          onChange={setNote}
          required={isAdjustment}
        />
      </FormPanel>
      <MoveConfirmDialog
        asked={asked}
        isAdjustment={isAdjustment}
        traderName={trader.name}
        pending={mutation.isPending}
        error={mutation.isError ? (refusal ? refusalText(refusal) : t('errors.action_failed')) : null}
        onClose={() => setAsked(null)}
        onConfirm={() => asked && send(asked)}
      />
    </>
  );
}

/** Add or take off: nothing chosen beforehand, so the operator says which. */
function DirectionChoices({
  direction,
  onChange,
  error,
}: {
  direction: AdjustmentDirection | undefined;
  onChange: (direction: AdjustmentDirection) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('console');
  const directionId = useId();
  return (
    <fieldset
      className={error ? 'choices field--invalid' : 'choices'}
      aria-describedby={error ? directionId : undefined}
    >
      <legend className="field__label">{t('traders.direction')}</legend>
      {ZAdjustmentDirection.options.map((value) => (
        <label className="choice" key={value}>
          <input
            type="radio"
            name={`${directionId}-direction`}
            value={value}
            checked={direction === value}
            onChange={() => onChange(value)}
          />
          <span>{t(`traders.direction_${value}`)}</span>
        </label>
      ))}
      {error ? (
        <span className="field__error" id={directionId}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}

/** The dialog that repeats what is asked (direction, amount, currency, trader, note) before it is sent. */
function MoveConfirmDialog({
  asked,
  isAdjustment,
  traderName,
  pending,
  error,
  onClose,
  onConfirm,
}: {
  asked: Asked | null;
  isAdjustment: boolean;
  traderName: string;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('console');
  const money = asked ? formatMoney(asked.amount, asked.currency) : '';
  return (
    <ConfirmDialog
      open={asked !== null}
      title={t(isAdjustment ? 'traders.adjust_confirm_title' : 'traders.deposit_confirm_title')}
      confirmLabel={
        asked
          ? isAdjustment
            ? asked.direction === 'debit'
              ? t('traders.adjust_confirm_debit', { amount: money })
              : t('traders.adjust_confirm_credit', { amount: money })
            : t('traders.deposit_confirm', { amount: money })
          : ''
      }
      pending={pending}
      error={error}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      {asked ? (
        <dl className="stats">
          {asked.direction ? (
            <div className="stats__wide">
              <dt>{t('traders.direction')}</dt>
              <dd>{t(`traders.direction_${asked.direction}`)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('traders.amount')}</dt>
            <dd className="money">{money}</dd>
          </div>
          <div>
            <dt>{t('traders.currency')}</dt>
            <dd>{asked.currency}</dd>
          </div>
          <div className="stats__wide">
            <dt>{t('traders.trader')}</dt>
            <dd>{traderName}</dd>
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
  );
}
