import type { AdminOverview, OverviewHealth, OverviewMoney, OverviewSpeed } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '#console/components/load-state.tsx';
import { SelectField } from '#console/components/select-field.tsx';
import { TextField } from '#console/components/text-field.tsx';
import { formatAge, formatDateTime, formatDuration, formatMoney } from '#console/lib/format.ts';
import { shopsQuery } from '#console/lib/queries.ts';
import { OVERVIEW_POLL_MS, overviewQuery, type OverviewData, type OverviewScope } from '../api/overview.ts';
import { overviewHealthQuery } from '../api/overview-health.ts';
import {
  confirmationDataset,
  conversionDataset,
  currenciesOf,
  disputeAgeDataset,
  failingCallbacksDataset,
  funnelByDataset,
  funnelDataset,
  moneyByDayDataset,
  ordersByDayDataset,
  speedByDayDataset,
  stopsDataset,
  traderSpeedDataset,
  type AnyOverview,
  type FunnelBy,
} from '../lib/datasets.ts';
import { ownTimeZone, PERIOD_PRESETS, periodRange, type Period, type PeriodPreset } from '../lib/period.ts';
import { useLiveOverview } from '../lib/use-live-overview.ts';
import '../overview.css';
import { Chart, formatCell, TableScroll } from './chart.tsx';

const ms = (value: number | null) => (value === null ? '—' : formatDuration(value / 1000));
const percentText = (ratio: number) => formatCell(ratio, { header: '', kind: 'ratio' });
const countText = (count: number) => formatCell(count, { header: '', kind: 'count' });

/**
 * The overview (issue 27): the operator's first screen (the platform: funnel, speed, money, health), a
 * trader's day and a shop's conversion and volume, for today, 7 or 30 days or days of one's choosing in the
 * browser's time zone; each chart with its numbers and a CSV.
 */
export function OverviewPage({ scope }: { scope: OverviewScope }) {
  const { t } = useTranslation('console');
  const tz = useMemo(ownTimeZone, []);
  const [period, setPeriod] = useState<Period>({ preset: scope === 'trader' ? 'today' : '7d' });
  const [draft, setDraft] = useState({ fromDay: '', toDay: '' });
  const [currency, setCurrency] = useState('');
  const [shopId, setShopId] = useState('');
  // The period's bounds are fixed when it is chosen (a query key that moved every second would never settle).
  const range = useMemo(() => periodRange(period, tz), [period, tz]);
  const isOperator = scope === 'operator';
  // The operator's health is live from its event stream; the period's numbers follow it more slowly.
  const isLive = useLiveOverview(isOperator);
  const overview = useQuery({
    ...overviewQuery(scope, {
      from: range?.from ?? '',
      to: range?.to ?? '',
      tz,
      currency: currency || undefined,
      shopId: shopId || undefined,
    }),
    enabled: range !== null,
    // Polled only while nothing live keeps it fresh.
    refetchInterval: isOperator && isLive ? false : OVERVIEW_POLL_MS,
  });
  const health = useQuery({ ...overviewHealthQuery(shopId || undefined), enabled: isOperator && isLive });
  const data = overview.data;
  const choose = (preset: PeriodPreset) => {
    if (preset !== 'custom') setPeriod({ preset });
    else setPeriod({ preset, ...draft });
  };
  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    setPeriod({ preset: 'custom', ...draft });
  };
  const customWrong = period.preset === 'custom' && range === null && Boolean(draft.fromDay || draft.toDay);
  return (
    <div className="page overview">
      <h1 className="page-title">{t('overview.title')}</h1>
      <form className="panel overview__filters" onSubmit={applyCustom} aria-label={t('overview.filters')}>
        <div className="overview__periods" role="group" aria-label={t('overview.period')}>
          {PERIOD_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className="btn btn--small"
              aria-pressed={period.preset === preset}
              onClick={() => choose(preset)}
            >
              {t(`overview.periods.${preset}`)}
            </button>
          ))}
        </div>
        {period.preset === 'custom' ? (
          <div className="overview__custom">
            <TextField
              type="date"
              label={t('overview.from_day')}
              value={draft.fromDay}
              onChange={(fromDay) => setDraft({ ...draft, fromDay })}
              error={customWrong ? t('overview.custom_wrong') : undefined}
            />
            <TextField
              type="date"
              label={t('overview.to_day')}
              value={draft.toDay}
              onChange={(toDay) => setDraft({ ...draft, toDay })}
            />
            <button type="submit" className="btn">
              {t('overview.apply')}
            </button>
          </div>
        ) : null}
        <div className="overview__narrow">
          {scope === 'operator' ? <ShopFilter value={shopId} onChange={setShopId} /> : null}
          <SelectField
            label={t('overview.currency')}
            value={currency}
            onChange={setCurrency}
            options={[
              { value: '', label: t('overview.any_currency') },
              ...[...new Set([...(data ? currenciesOf(data) : []), ...(currency ? [currency] : [])])].map(
                (code) => ({ value: code, label: code }),
              ),
            ]}
          />
        </div>
        <p className="overview__tz">{t('overview.time_zone', { tz })}</p>
      </form>
      <LoadState isPending={overview.isPending && range !== null} isError={overview.isError} empty={null} />
      {data ? (
        <OverviewBody scope={scope} data={data} live={isOperator ? { isLive, health: health.data } : null} />
      ) : null}
    </div>
  );
}

function ShopFilter({ value, onChange }: { value: string; onChange: (shopId: string) => void }) {
  const { t } = useTranslation('console');
  const shops = useQuery(shopsQuery);
  return (
    <SelectField
      label={t('overview.shop')}
      value={value}
      onChange={onChange}
      options={[
        { value: '', label: t('overview.any_shop') },
        ...(shops.data ?? []).map((shop) => ({ value: shop.id, label: shop.name })),
      ]}
    />
  );
}

/** The operator's health as its stream keeps it: whether it is live, and the health read after the last event. */
interface LiveHealth {
  isLive: boolean;
  health: OverviewHealth | undefined;
}

/** Whichever was read last: the overview's own health (its poll) or the one read after a live event. */
const newestHealth = (own: OverviewHealth, live: OverviewHealth | undefined) =>
  live && Date.parse(live.asOf) >= Date.parse(own.asOf) ? live : own;

function OverviewBody({
  scope,
  data,
  live,
}: {
  scope: OverviewScope;
  data: OverviewData[OverviewScope];
  live: LiveHealth | null;
}) {
  const { t } = useTranslation('console');
  const admin = scope === 'operator' ? (data as AdminOverview) : null;
  return (
    <>
      <Figures scope={scope} data={data} />
      {admin && live ? (
        <Health health={newestHealth(admin.health, live.health)} isLive={live.isLive} />
      ) : null}
      <div className="overview__charts">
        <Chart dataset={funnelDataset(data, t)} />
        <Chart dataset={stopsDataset(data, t)} />
        <Chart dataset={ordersByDayDataset(data, t)} />
        <Chart dataset={conversionDataset(data, t)} />
        {currenciesOf(data).map((currency) => (
          <Chart key={currency} dataset={moneyByDayDataset(data, currency, t)} />
        ))}
        <Chart dataset={speedByDayDataset(data, t)} />
        {'speedByConfirmation' in data ? <Chart dataset={confirmationDataset(data, t)} /> : null}
        {admin ? <Chart dataset={traderSpeedDataset(admin, t)} /> : null}
        {admin ? <FunnelByChart data={admin} /> : null}
      </div>
      {admin ? <TradersMoney data={admin} /> : null}
    </>
  );
}

/** A figure in a tile: one line always; a figure longer than its tile is drawn smaller (overview.css). */
function Tile({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <div className="tile">
      <dt className="tile__label">{label}</dt>
      <dd className="tile__value" style={{ '--figure-chars': value.length } as CSSProperties}>
        {value}
      </dd>
      {note ? <dd className="tile__note">{note}</dd> : null}
    </div>
  );
}

function moneyTiles(money: OverviewMoney[], t: TFunction<'console'>, withCommission: boolean) {
  return money.flatMap((item) => [
    <Tile
      key={`v-${item.currency}`}
      label={t('overview.kpi.volume', { currency: item.currency })}
      value={formatMoney(item.volume, item.currency)}
      note={
        item.fees === undefined
          ? undefined
          : t('overview.kpi.fees', { amount: formatMoney(item.fees, item.currency) })
      }
    />,
    ...(withCommission && item.commissions !== undefined
      ? [
          <Tile
            key={`c-${item.currency}`}
            label={t('overview.kpi.commission', { currency: item.currency })}
            value={formatMoney(item.commissions, item.currency)}
          />,
        ]
      : []),
  ]);
}

/** The operator's payouts completed in the period, per currency: their sum, and how many. */
function payoutTiles(payouts: AdminOverview['payouts'], t: TFunction<'console'>) {
  return payouts.map((item) => (
    <Tile
      key={`p-${item.currency}`}
      label={t('overview.kpi.payouts', { currency: item.currency })}
      value={formatMoney(item.volume, item.currency)}
      note={t('overview.kpi.payouts_completed', { n: countText(item.completed) })}
    />
  ));
}

function speedTiles(speed: OverviewSpeed, t: TFunction<'console'>) {
  return [
    <Tile
      key="details"
      label={t('overview.speed.details')}
      value={ms(speed.detailsP50Ms)}
      note={t('overview.p90', { time: ms(speed.detailsP90Ms) })}
    />,
    <Tile
      key="confirm"
      label={t('overview.speed.confirm')}
      value={ms(speed.confirmP50Ms)}
      note={t('overview.p90', { time: ms(speed.confirmP90Ms) })}
    />,
  ];
}

/** The period's figures: a trader's day (orders, volume, commission, median confirm time), a shop's conversion and volume, the platform's all. */
function Figures({ scope, data }: { scope: OverviewScope; data: AnyOverview }) {
  const { t } = useTranslation('console');
  const { funnel } = data;
  return (
    <section className="panel" aria-labelledby="overview-figures">
      <h2 className="panel__title" id="overview-figures">
        {t('overview.figures')}
      </h2>
      <dl className="tiles" data-testid="overview-figures">
        <Tile label={t('overview.kpi.orders')} value={countText(funnel.created)} />
        <Tile label={t('overview.kpi.completed')} value={countText(funnel.completed)} />
        <Tile label={t('overview.kpi.conversion')} value={percentText(funnel.conversion)} />
        {scope === 'shop' ? null : (
          <Tile label={t('overview.kpi.disputed')} value={countText(funnel.disputed)} />
        )}
        {moneyTiles(data.money, t, scope !== 'shop')}
        {scope === 'shop' ? null : speedTiles(data.speed, t)}
        {'payouts' in data ? payoutTiles(data.payouts, t) : null}
      </dl>
    </section>
  );
}

/** The platform now (not the period): live from the operator's event stream, else read with the overview's poll. */
function Health({ health, isLive }: { health: OverviewHealth; isLive: boolean }) {
  const { t } = useTranslation('console');
  const failing = health.failingCallbacks.reduce((sum, row) => sum + row.failed, 0);
  return (
    <section className="panel" aria-labelledby="overview-health">
      <div className="overview__health-head">
        <h2 className="panel__title" id="overview-health">
          {t('overview.health.title')}
        </h2>
        <span className={isLive ? 'live live--on' : 'live'}>
          {isLive
            ? t('overview.health.live')
            : t('overview.health.polling', { seconds: OVERVIEW_POLL_MS / 1000 })}
        </span>
      </div>
      <dl className="tiles" data-testid="overview-health">
        <Tile
          label={t('overview.health.waiting')}
          value={countText(health.ordersWaiting)}
          note={
            health.oldestWaitingMs === null
              ? null
              : t('overview.health.oldest', { age: formatAge(health.oldestWaitingMs / 1000) })
          }
        />
        <Tile label={t('overview.health.online')} value={countText(health.tradersOnline)} />
        <Tile
          label={t('overview.health.disputes')}
          value={countText(health.openDisputes.count)}
          note={
            health.openDisputes.oldestAgeMs === null
              ? null
              : t('overview.health.oldest', { age: formatAge(health.openDisputes.oldestAgeMs / 1000) })
          }
        />
        <Tile label={t('overview.health.callbacks')} value={countText(failing)} />
        <Tile label={t('overview.health.silent_phones')} value={countText(health.silentPhones.length)} />
      </dl>
      {health.silentPhones.length > 0 ? (
        <ul className="rows" data-testid="silent-phones">
          {health.silentPhones.map((phone) => (
            <li className="rows__item" key={phone.deviceId}>
              <span>
                <span className="rows__main">
                  {phone.traderName} · {phone.deviceName}
                </span>{' '}
                <span className="rows__meta">
                  {phone.lastHeardAt
                    ? t('overview.health.silent_since', { when: formatDateTime(phone.lastHeardAt) })
                    : t('overview.health.never_heard')}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="overview__charts">
        <Chart dataset={disputeAgeDataset(health, t)} />
        <Chart dataset={failingCallbacksDataset(health, t)} />
      </div>
    </section>
  );
}

/** The funnel's conversion split by shop, method or bank, the split chosen in its own panel. */
function FunnelByChart({ data }: { data: AdminOverview }) {
  const { t } = useTranslation('console');
  const [by, setBy] = useState<FunnelBy>('shop');
  return (
    <Chart
      dataset={funnelByDataset(data.funnelBy[by], by, t)}
      control={
        <SelectField
          label={t('overview.by.label')}
          value={by}
          onChange={setBy}
          options={(['shop', 'method', 'bank'] as const).map((value) => ({
            value,
            label: t(`overview.by.${value}`),
          }))}
        />
      }
    />
  );
}

/** Amounts in several currencies, one a line (a trader's six currencies in one line widened the table past its panel). */
function MoneyLines({ amounts }: { amounts: { currency: string; text: string }[] }) {
  if (amounts.length === 0) return '—';
  return amounts.map(({ currency, text }) => (
    <span key={currency} className="money-line">
      {text}
    </span>
  ));
}

/** Traders' balances and holds now, those close to their balance or limits marked. */
function TradersMoney({ data }: { data: AdminOverview }) {
  const { t } = useTranslation('console');
  return (
    <section className="panel" aria-labelledby="overview-traders">
      <h2 className="panel__title" id="overview-traders">
        {t('overview.traders.title')}
      </h2>
      {data.traders.length === 0 ? (
        <p>{t('overview.no_data')}</p>
      ) : (
        <TableScroll label={t('overview.traders.title')} shown>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('overview.col.trader')}</th>
                <th scope="col">{t('overview.traders.available')}</th>
                <th scope="col">{t('overview.traders.held')}</th>
                <th scope="col">{t('overview.traders.warnings')}</th>
              </tr>
            </thead>
            <tbody>
              {data.traders.map((trader) => (
                <tr key={trader.traderId}>
                  <th scope="row">
                    {trader.name}
                    {trader.online ? ` · ${t('overview.traders.online')}` : ''}
                  </th>
                  <td>
                    <MoneyLines
                      amounts={trader.balances.map((b) => ({
                        currency: b.currency,
                        text: formatMoney(b.available, b.currency),
                      }))}
                    />
                  </td>
                  <td>
                    <MoneyLines
                      amounts={trader.balances.map((b) => ({
                        currency: b.currency,
                        text: formatMoney(b.held, b.currency),
                      }))}
                    />
                  </td>
                  <td>
                    {trader.warnings.length === 0
                      ? '—'
                      : trader.warnings.map((warning) => t(`overview.warnings.${warning}`)).join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

export default OverviewPage;
