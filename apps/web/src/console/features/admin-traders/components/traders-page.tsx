import type { AdminTrader } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SecretReveal } from '../../../components/secret-reveal.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { announce } from '../../../lib/announce.ts';
import { formatDateTime, formatMoney, shortId } from '../../../lib/format.ts';
import { ConsoleApiError } from '../../../lib/http.ts';
import {
  traderBookQuery,
  traderLedgerQuery,
  traderOrdersQuery,
  tradersQuery,
  useCreateTrader,
  useDeposit,
  useSetEntryActive,
  useSetTraderDisabled,
  useUpdateTrader,
} from '../api/traders.ts';

/** The operator's traders: who is online, their money and load; one opened with its book and ledger. */
export function TradersPage() {
  const { t } = useTranslation('console');
  const traders = useQuery(tradersQuery);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = traders.data?.find((trader) => trader.id === openId) ?? null;
  return (
    <div className={open ? 'split has-detail' : 'split'}>
      <div className="split__list page">
        <h1 className="page-title">{t('traders.title')}</h1>
        <CreateTrader />
        {traders.isPending ? <p className="empty-message">{t('app.loading')}</p> : null}
        {traders.isError ? <p className="alert">{t('errors.load_failed')}</p> : null}
        {traders.data?.length === 0 ? <p className="empty-message">{t('traders.empty')}</p> : null}
        <ul className="rows rows--history">
          {traders.data?.map((trader) => (
            <li className="rows__item" key={trader.id}>
              <button
                type="button"
                className="rows__link"
                aria-current={trader.id === openId ? 'true' : undefined}
                onClick={() => setOpenId(trader.id)}
              >
                <span className="rows__main">{trader.name}</span>
                <span className="rows__meta">
                  {t('traders.open_orders', { count: trader.openOrders })}
                  {trader.balances.map((balance) => (
                    <span key={balance.currency}>
                      {' · '}
                      {t('traders.today_short', {
                        amount: formatMoney(balance.todayVolume, balance.currency),
                      })}
                    </span>
                  ))}
                </span>
              </button>
              <TraderBadge trader={trader} />
            </li>
          ))}
        </ul>
      </div>
      <div className="split__detail">
        {open ? (
          <TraderDetail key={open.id} trader={open} onBack={() => setOpenId(null)} />
        ) : (
          <p className="split__hint empty-message">{t('traders.pick')}</p>
        )}
      </div>
    </div>
  );
}

function TraderBadge({ trader }: { trader: AdminTrader }) {
  const { t } = useTranslation('console');
  if (trader.disabledAt) return <span className="badge badge--cancelled">{t('traders.disabled')}</span>;
  return trader.online ? (
    <span className="badge badge--completed">{t('online.online')}</span>
  ) : (
    <span className="badge">{t('online.offline')}</span>
  );
}

function CreateTrader() {
  const { t } = useTranslation('console');
  const create = useCreateTrader();
  const [name, setName] = useState('');
  const [apiKey, setApiKey] = useState<string | null>(null);
  if (apiKey)
    return <SecretReveal label={t('traders.new_api_key')} secret={apiKey} onDone={() => setApiKey(null)} />;
  return (
    <form
      className="form panel"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(name.trim(), {
          onSuccess: (trader) => {
            announce(t('traders.created'));
            setName('');
            setApiKey(trader.apiKey);
          },
        });
      }}
    >
      <label className="field">
        <span className="field__label">{t('traders.new_name')}</span>
        <input
          className="field__input"
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          maxLength={128}
        />
      </label>
      {create.isError ? <p className="alert alert--danger">{t('errors.action_failed')}</p> : null}
      <button type="submit" className="btn btn--primary" disabled={create.isPending}>
        {t('traders.create')}
      </button>
    </form>
  );
}

function TraderDetail({ trader, onBack }: { trader: AdminTrader; onBack: () => void }) {
  const { t } = useTranslation('console');
  const setDisabled = useSetTraderDisabled();
  const [isConfirming, setConfirming] = useState(false);
  const isDisabled = trader.disabledAt !== null;
  return (
    <article className="detail page" aria-labelledby="trader-title">
      <button type="button" className="btn btn--ghost" onClick={onBack}>
        {t('actions.back')}
      </button>
      <header className="detail__head">
        <h2 className="page-title" id="trader-title">
          {trader.name}
        </h2>
        <TraderBadge trader={trader} />
      </header>
      <p className="rows__meta">
        {t('shops.id')}: <code>{trader.id}</code>
      </p>
      <div className="balances">
        {trader.balances.map((balance) => (
          <section className="panel" key={balance.currency} aria-label={balance.currency}>
            <h3 className="panel__title">{balance.currency}</h3>
            <dl className="stats">
              <div>
                <dt>{t('balance.working')}</dt>
                <dd>{formatMoney(balance.working, balance.currency)}</dd>
              </div>
              <div>
                <dt>{t('balance.held')}</dt>
                <dd>{formatMoney(balance.held, balance.currency)}</dd>
              </div>
              <div>
                <dt>{t('balance.available')}</dt>
                <dd>{formatMoney(balance.available, balance.currency)}</dd>
              </div>
              <div>
                <dt>{t('traders.today')}</dt>
                <dd>{formatMoney(balance.todayVolume, balance.currency)}</dd>
              </div>
            </dl>
          </section>
        ))}
      </div>
      <TraderSettings trader={trader} />
      <DepositForm trader={trader} />
      <TraderOrders traderId={trader.id} />
      <TraderBook traderId={trader.id} />
      <TraderLedger traderId={trader.id} />
      <section className="panel" aria-labelledby="trader-switch">
        <h3 className="panel__title" id="trader-switch">
          {isDisabled ? t('traders.enable_title') : t('traders.disable_title')}
        </h3>
        <p>{isDisabled ? t('traders.enable_body') : t('traders.disable_body')}</p>
        <button
          type="button"
          className={isDisabled ? 'btn btn--primary' : 'btn btn--danger'}
          onClick={() => setConfirming(true)}
        >
          {isDisabled ? t('traders.enable') : t('traders.disable')}
        </button>
      </section>
      <ConfirmDialog
        open={isConfirming}
        title={isDisabled ? t('traders.enable_title') : t('traders.disable_title')}
        confirmLabel={isDisabled ? t('traders.enable') : t('traders.disable')}
        danger={!isDisabled}
        pending={setDisabled.isPending}
        error={setDisabled.isError ? t('errors.action_failed') : null}
        onClose={() => {
          setDisabled.reset();
          setConfirming(false);
        }}
        onConfirm={() =>
          setDisabled.mutate(
            { id: trader.id, isDisabled: !isDisabled },
            {
              onSuccess: () => {
                announce(isDisabled ? t('traders.enabled_done') : t('traders.disabled_done'));
                setConfirming(false);
              },
            },
          )
        }
      >
        <p>{isDisabled ? t('traders.enable_body') : t('traders.disable_body')}</p>
      </ConfirmDialog>
    </article>
  );
}

function TraderSettings({ trader }: { trader: AdminTrader }) {
  const { t } = useTranslation('console');
  const update = useUpdateTrader();
  const [commission, setCommission] = useState(trader.commissionPercent);
  const [hold, setHold] = useState(trader.securityHold);
  const fields = update.error instanceof ConsoleApiError ? update.error.fields : {};
  return (
    <form
      className="form panel"
      aria-labelledby="trader-settings"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { id: trader.id, change: { commissionPercent: commission.trim(), securityHold: hold.trim() } },
          { onSuccess: () => announce(t('traders.saved')) },
        );
      }}
    >
      <h3 className="panel__title" id="trader-settings">
        {t('traders.settings')}
      </h3>
      <label className={fields.commissionPercent ? 'field field--invalid' : 'field'}>
        <span className="field__label">{t('traders.commission')}</span>
        <input
          className="field__input"
          inputMode="decimal"
          value={commission}
          onChange={(event) => setCommission(event.target.value)}
          required
        />
        {fields.commissionPercent ? <span className="field__error">{fields.commissionPercent}</span> : null}
      </label>
      <label className={fields.securityHold ? 'field field--invalid' : 'field'}>
        <span className="field__label">{t('traders.security_hold')}</span>
        <input
          className="field__input"
          inputMode="decimal"
          value={hold}
          onChange={(event) => setHold(event.target.value)}
          required
        />
        {fields.securityHold ? <span className="field__error">{fields.securityHold}</span> : null}
      </label>
      <button type="submit" className="btn btn--primary" disabled={update.isPending}>
        {t('actions.save')}
      </button>
    </form>
  );
}

function DepositForm({ trader }: { trader: AdminTrader }) {
  const { t } = useTranslation('console');
  const deposit = useDeposit();
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState(trader.balances[0]?.currency ?? 'RUB');
  const [note, setNote] = useState('');
  const fields = deposit.error instanceof ConsoleApiError ? deposit.error.fields : {};
  return (
    <form
      className="form panel"
      aria-labelledby="trader-deposit"
      onSubmit={(event) => {
        event.preventDefault();
        deposit.mutate(
          {
            id: trader.id,
            amount: amount.trim(),
            currency: currency.trim().toUpperCase(),
            note: note.trim(),
          },
          {
            onSuccess: () => {
              announce(t('traders.deposited'));
              setAmount('');
              setNote('');
            },
          },
        );
      }}
    >
      <h3 className="panel__title" id="trader-deposit">
        {t('traders.deposit')}
      </h3>
      <label className={fields.amount ? 'field field--invalid' : 'field'}>
        <span className="field__label">{t('traders.amount')}</span>
        <input
          className="field__input"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          required
        />
        {fields.amount ? <span className="field__error">{fields.amount}</span> : null}
      </label>
      <label className={fields.currency ? 'field field--invalid' : 'field'}>
        <span className="field__label">{t('traders.currency')}</span>
        <input
          className="field__input"
          value={currency}
          maxLength={3}
          onChange={(event) => setCurrency(event.target.value)}
          required
        />
        {fields.currency ? <span className="field__error">{fields.currency}</span> : null}
      </label>
      <label className="field">
        <span className="field__label">{t('traders.note')}</span>
        <input
          className="field__input"
          value={note}
          maxLength={256}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      <button type="submit" className="btn btn--primary" disabled={deposit.isPending}>
        {t('traders.deposit_submit')}
      </button>
    </form>
  );
}

function TraderOrders({ traderId }: { traderId: string }) {
  const { t } = useTranslation('console');
  const orders = useQuery(traderOrdersQuery(traderId));
  return (
    <section className="panel" aria-labelledby="trader-orders">
      <h3 className="panel__title" id="trader-orders">
        {t('traders.orders')}
      </h3>
      {orders.isError ? <p className="alert">{t('errors.load_failed')}</p> : null}
      {orders.data?.length === 0 ? <p className="empty-message">{t('traders.orders_empty')}</p> : null}
      <ul className="rows">
        {orders.data?.map((order) => (
          <li className="rows__item" key={order.id}>
            <span>
              <span className="rows__main">{formatMoney(order.amount, order.currency)}</span>
              <span className="rows__meta">
                {' '}
                #{shortId(order.id)} · {formatDateTime(order.createdAt)}
              </span>
            </span>
            <StatusBadge status={order.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TraderBook({ traderId }: { traderId: string }) {
  const { t } = useTranslation('console');
  const book = useQuery(traderBookQuery(traderId));
  const setActive = useSetEntryActive();
  return (
    <section className="panel" aria-labelledby="trader-book">
      <h3 className="panel__title" id="trader-book">
        {t('book.title')}
      </h3>
      {book.isError ? <p className="alert">{t('errors.load_failed')}</p> : null}
      {book.data?.length === 0 ? <p className="empty-message">{t('traders.book_empty')}</p> : null}
      <ul className="rows">
        {book.data?.map((entry) => (
          <li className="rows__item" key={entry.id}>
            <span>
              <span className="rows__main">{entry.label || entry.bankName}</span>
              <span className="rows__meta">
                {' '}
                {t(`payment_type.${entry.paymentType}`)} · {entry.fiatCurrency} · {t('book.today')}:{' '}
                {formatMoney(entry.todayVolume, entry.fiatCurrency)} · {t('book.open_orders')}:{' '}
                {entry.openOrders}
              </span>
            </span>
            <button
              type="button"
              className="btn"
              disabled={setActive.isPending && setActive.variables?.entryId === entry.id}
              aria-label={`${entry.isActive ? t('book.pause') : t('book.resume')}: ${entry.label || entry.bankName}`}
              onClick={() =>
                setActive.mutate(
                  { traderId, entryId: entry.id, isActive: !entry.isActive },
                  { onSuccess: (saved) => announce(saved.isActive ? t('book.resumed') : t('book.paused')) },
                )
              }
            >
              {entry.isActive ? t('book.pause') : t('book.resume')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TraderLedger({ traderId }: { traderId: string }) {
  const { t } = useTranslation('console');
  const ledger = useQuery(traderLedgerQuery(traderId));
  return (
    <section className="panel" aria-labelledby="trader-ledger">
      <h3 className="panel__title" id="trader-ledger">
        {t('balance.ledger')}
      </h3>
      {ledger.isError ? <p className="alert">{t('errors.load_failed')}</p> : null}
      {ledger.data?.length === 0 ? <p className="empty-message">{t('balance.ledger_empty')}</p> : null}
      <ul className="rows">
        {ledger.data?.map((line) => (
          <li className="rows__item" key={`${line.transactionId}-${line.account}`}>
            <span>
              <span className="rows__main">
                {t(`ledger.kind.${line.kind}`)} · {t(`ledger.account.${line.account as 'trader_working'}`)}
              </span>
              <span className="rows__meta">
                {' '}
                {formatDateTime(line.createdAt)}
                {line.orderId ? ` · #${shortId(line.orderId)}` : ''}
                {line.note ? ` · ${line.note}` : ''}
              </span>
            </span>
            <span className={line.amount.startsWith('-') ? 'money money--out' : 'money money--in'}>
              {formatMoney(line.amount, line.currency)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default TradersPage;
