import { toMinor, type AdminTrader, type CreateTraderResponse } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Balances } from '#console/components/balances.tsx';
import { CreateByName } from '#console/components/create-by-name.tsx';
import { DetailPage } from '#console/components/detail-page.tsx';
import { DisableSwitch } from '#console/components/disable-switch.tsx';
import { FirstSteps } from '#console/components/first-steps.tsx';
import { FormPanel } from '#console/components/form-panel.tsx';
import { LedgerLines } from '#console/components/ledger-lines.tsx';
import { LoadState } from '#console/components/load-state.tsx';
import { MasterDetail } from '#console/components/master-detail.tsx';
import { Panel } from '#console/components/panel.tsx';
import { SecretReveal } from '#console/components/secret-reveal.tsx';
import { StatusBadge } from '#console/components/status-badge.tsx';
import { TextField } from '#console/components/text-field.tsx';
import { notify } from '#console/lib/announce.ts';
import { entryBankName } from '#console/lib/bank-names.ts';
import { formatDateTime, formatMoney, shortId } from '#console/lib/format.ts';
import { fieldErrors } from '#console/lib/http.ts';
import { banksQuery, tradersQuery } from '#console/lib/queries.ts';
import {
  TRADERS_POLL_MS,
  traderBookQuery,
  traderLedgerQuery,
  traderOrdersQuery,
  useCreateTrader,
  useSetEntryActive,
  useSetTraderDisabled,
  useUpdateTrader,
} from '../api/traders.ts';
import { AdjustmentForm, DepositForm } from './deposit-form.tsx';
import { TradeMethods } from './trade-methods.tsx';
import { securityHoldOf } from '../lib/security-hold.ts';
import { useFormCheck } from '#console/lib/use-form-check.ts';

/** The operator's traders: who is online, their money and load; one opened with its book and ledger. */
/** `logins`: the panels of the opened trader's phones and console logins (composed by the route). */
export function TradersPage({
  logins,
  settings,
}: {
  logins?: (trader: AdminTrader) => ReactNode;
  /** The traders' settings (their phones': composed by the route), under the new trader's form. */
  settings?: ReactNode;
}) {
  const { t } = useTranslation('console');
  const [openId, setOpenId] = useState<string | null>(null);
  // The traders created on this screen: each one's API key until acknowledged (then null: still new).
  const [newKeys, setNewKeys] = useState<Record<string, string | null>>({});
  const created = (trader: CreateTraderResponse) => {
    setNewKeys((all) => ({ ...all, [trader.id]: trader.apiKey }));
    setOpenId(trader.id);
  };
  return (
    <MasterDetail
      title={t('traders.title')}
      query={useQuery({ ...tradersQuery, refetchInterval: TRADERS_POLL_MS })}
      top={
        <>
          <CreateTrader onCreated={created} />
          {settings}
        </>
      }
      opened={{ id: openId, onOpen: setOpenId }}
      emptyText={t('traders.empty')}
      pickText={t('traders.pick')}
      row={(trader) => ({
        main: trader.name,
        meta: (
          <>
            {t('traders.open_orders', { count: trader.openOrders })}
            {' · '}
            <AutoShare trader={trader} />
            <TodayVolumes trader={trader} />
          </>
        ),
        aside: <TraderBadge trader={trader} />,
      })}
      detail={(trader, onBack) => (
        <TraderDetail trader={trader} onBack={onBack} logins={logins?.(trader)}>
          {trader.id in newKeys ? (
            <NewTrader
              apiKey={newKeys[trader.id] ?? null}
              onKept={() => setNewKeys((all) => ({ ...all, [trader.id]: null }))}
            />
          ) : null}
        </TraderDetail>
      )}
    />
  );
}

/** Today's completed volume in each currency that had any: one "today", no row of zeros. */
function TodayVolumes({ trader }: { trader: AdminTrader }) {
  const { t } = useTranslation('console');
  const moved = trader.balances.filter((balance) => toMinor(balance.todayVolume) !== 0n);
  if (moved.length === 0) return null;
  const amounts = moved.map((balance) => formatMoney(balance.todayVolume, balance.currency)).join(' · ');
  return (
    <>
      {' · '}
      {t('traders.today_short', { amount: amounts })}
    </>
  );
}

/** The share of its orders completed in the last 30 days that a bank notification confirmed. */
function AutoShare({ trader }: { trader: AdminTrader }) {
  const { t } = useTranslation('console');
  const { completed, autoConfirmed, mode } = trader.autoConfirm;
  if (completed === 0) return <>{t('traders.auto_none', { mode: t(`auto_confirm.mode.${mode}`) })}</>;
  return (
    <>
      {t('traders.auto_share', {
        percent: Math.round((autoConfirmed / completed) * 100),
        autoConfirmed,
        completed,
      })}
    </>
  );
}

function AutoConfirmStats({ trader }: { trader: AdminTrader }) {
  const { t } = useTranslation('console');
  return (
    <Panel title={t('traders.auto_title')} level={3}>
      <dl className="stats">
        <div>
          <dt>{t('traders.auto_mode')}</dt>
          <dd>{t(`auto_confirm.mode.${trader.autoConfirm.mode}`)}</dd>
        </div>
        <div>
          <dt>{t('traders.auto_completed')}</dt>
          <dd>{trader.autoConfirm.completed}</dd>
        </div>
        <div>
          <dt>{t('traders.auto_confirmed')}</dt>
          <dd>
            <AutoShare trader={trader} />
          </dd>
        </div>
      </dl>
    </Panel>
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

function CreateTrader({ onCreated }: { onCreated: (trader: CreateTraderResponse) => void }) {
  const { t } = useTranslation('console');
  const create = useCreateTrader();
  return (
    <CreateByName
      label={t('traders.new_name')}
      submitLabel={t('traders.create')}
      mutation={create}
      onCreate={(name, done) =>
        create.mutate(name, {
          onSuccess: (trader) => {
            notify(t('traders.created'));
            done();
            onCreated(trader);
          },
        })
      }
    />
  );
}

/**
 * A trader just created, opened as a new shop is: its API key on top until its own acknowledgement, and
 * the first steps that put it to work, in their order.
 */
function NewTrader({ apiKey, onKept }: { apiKey: string | null; onKept: () => void }) {
  const { t } = useTranslation('console');
  return (
    <>
      {apiKey ? <SecretReveal label={t('traders.new_api_key')} secret={apiKey} onDone={onKept} /> : null}
      <FirstSteps
        steps={[
          t('traders.step_key'),
          t('traders.step_methods', { section: t('methods.title') }),
          t('traders.step_deposit'),
          t('traders.step_login', { section: t('logins.title') }),
        ]}
      />
    </>
  );
}

function TraderDetail({
  trader,
  onBack,
  logins,
  children,
}: {
  trader: AdminTrader;
  onBack: () => void;
  logins: ReactNode;
  /** Above everything: a new trader's API key and first steps. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('console');
  const setDisabled = useSetTraderDisabled();
  const isDisabled = trader.disabledAt !== null;
  return (
    <DetailPage
      title={trader.name}
      badge={<TraderBadge trader={trader} />}
      meta={
        <>
          {t('shops.id')}: <code>{trader.id}</code>
        </>
      }
      onBack={onBack}
    >
      {children}
      <Balances
        level={3}
        cards={trader.balances.map((balance) => ({
          currency: balance.currency,
          stats: [
            [t('balance.working'), balance.working],
            [t('balance.held'), balance.held],
            [t('balance.available'), balance.available],
            [t('traders.today'), balance.todayVolume],
          ],
        }))}
      />
      <AutoConfirmStats trader={trader} />
      <TraderSettings trader={trader} />
      <DepositForm trader={trader} />
      <AdjustmentForm trader={trader} />
      <TradeMethods trader={trader} />
      <TraderOrders traderId={trader.id} />
      <TraderBook traderId={trader.id} />
      <TraderLedger traderId={trader.id} />
      {logins}
      <DisableSwitch
        subject="traders"
        isDisabled={isDisabled}
        mutation={setDisabled}
        onToggle={(done) =>
          setDisabled.mutate({ id: trader.id, isDisabled: !isDisabled }, { onSuccess: done })
        }
      />
    </DetailPage>
  );
}

function TraderSettings({ trader }: { trader: AdminTrader }) {
  const { t, i18n } = useTranslation('console');
  const update = useUpdateTrader();
  const holdCheck = useFormCheck(update.error);
  const [commission, setCommission] = useState(trader.commissionPercent);
  const [hold, setHold] = useState(trader.securityHold);
  const [payoutCommission, setPayoutCommission] = useState(trader.payoutCommissionPercent);
  const fields = fieldErrors(update.error);
  return (
    <FormPanel
      title={t('traders.settings')}
      level={3}
      submitLabel={t('actions.save')}
      isPending={update.isPending}
      onSubmit={() => {
        // The hold is money: read as the operator writes it ("4.500" in Russian is 4 500,00).
        const held = securityHoldOf(hold, i18n.resolvedLanguage ?? i18n.language);
        if (!holdCheck.check(held.errors) || held.securityHold === null) return;
        update.mutate(
          {
            id: trader.id,
            change: {
              commissionPercent: commission.trim(),
              securityHold: held.securityHold,
              // A decimal comma, as many languages write it, is the same percentage.
              payoutCommissionPercent: payoutCommission.trim().replace(',', '.'),
            },
          },
          { onSuccess: () => notify(t('traders.saved')) },
        );
      }}
    >
      <TextField
        label={t('traders.commission')}
        error={fields.commissionPercent}
        inputMode="decimal"
        value={commission}
        onChange={setCommission}
        required
      />
      <TextField
        label={t('traders.security_hold')}
        error={holdCheck.errorOf('securityHold')}
        inputMode="decimal"
        value={hold}
        onChange={setHold}
        required
      />
      <TextField
        label={t('traders.payout_commission')}
        hint={t('traders.payout_commission_hint')}
        error={fields.payoutCommissionPercent}
        inputMode="decimal"
        value={payoutCommission}
        onChange={setPayoutCommission}
        required
      />
    </FormPanel>
  );
}

function TraderOrders({ traderId }: { traderId: string }) {
  const { t } = useTranslation('console');
  const orders = useQuery(traderOrdersQuery(traderId));
  return (
    <Panel title={t('traders.orders')} level={3}>
      <LoadState
        isError={orders.isError}
        empty={orders.data?.length === 0 ? t('traders.orders_empty') : null}
      />
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
    </Panel>
  );
}

function TraderBook({ traderId }: { traderId: string }) {
  const { t } = useTranslation('console');
  const book = useQuery(traderBookQuery(traderId));
  const banks = useQuery(banksQuery);
  const setActive = useSetEntryActive();
  return (
    <Panel title={t('book.title')} level={3}>
      <LoadState isError={book.isError} empty={book.data?.length === 0 ? t('traders.book_empty') : null} />
      <ul className="rows">
        {book.data?.map((entry) => (
          <li className="rows__item" key={entry.id}>
            <span>
              <span className="rows__main">{entry.label || entryBankName(t, entry, banks.data)}</span>
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
              aria-label={`${entry.isActive ? t('book.pause') : t('book.resume')}: ${entry.label || entryBankName(t, entry, banks.data)}`}
              onClick={() =>
                setActive.mutate(
                  { traderId, entryId: entry.id, isActive: !entry.isActive },
                  { onSuccess: (saved) => notify(saved.isActive ? t('book.resumed') : t('book.paused')) },
                )
              }
            >
              {entry.isActive ? t('book.pause') : t('book.resume')}
            </button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function TraderLedger({ traderId }: { traderId: string }) {
  const { t } = useTranslation('console');
  const ledger = useQuery(traderLedgerQuery(traderId));
  return (
    <LedgerLines
      level={3}
      lines={ledger.data}
      isError={ledger.isError}
      emptyText={t('balance.ledger_empty')}
    />
  );
}

export default TradersPage;
