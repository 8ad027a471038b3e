import {
  toMinor,
  type AdminOverview,
  type MerchantOverview,
  type OverviewFunnelRow,
  type OverviewHealth,
  type PaymentType,
  type TraderOverview,
} from '@payorder/contract';
import type { TFunction } from 'i18next';
import { bankName } from '#console/lib/bank-names.ts';
import { toCsv, type CsvCell } from './csv.ts';

/** What a column holds: how the table writes it and how a bar measures it. */
export type CellKind = 'text' | 'count' | 'ratio' | 'ms' | 'money';
export interface Column {
  header: string;
  kind: CellKind;
  /** A money column's currency. */
  currency?: string;
}

/**
 * One chart's numbers: the rows the chart draws, the table behind it shows and the CSV gives, the same
 * cells for all three (raw: counts, ratios 0…1, milliseconds, the wire's decimal strings).
 */
export interface Dataset {
  /** The CSV's file name, without the extension. */
  id: string;
  title: string;
  columns: Column[];
  rows: CsvCell[][];
  /** The columns drawn as bars (the first column names each row). */
  bars: number[];
  /** Steps and kinds side by side (h), or days along the bottom (v). */
  orientation: 'h' | 'v';
  /** What an empty chart says instead (the period's "no orders" unless told). */
  empty?: string;
}

export type AnyOverview = AdminOverview | TraderOverview | MerchantOverview;
type T = TFunction<'console'>;

/** A cell as a bar's length: money in minor units (a ratio of two of them is what is drawn), nothing as 0. */
export function barValue(cell: CsvCell, kind: CellKind): number {
  if (cell === null || kind === 'text') return 0;
  return kind === 'money' ? Number(toMinor(String(cell))) : Number(cell);
}

/** The dataset as CSV: its headers, then its rows as they are (names neutralised, numbers as they are). */
export const datasetCsv = (dataset: Dataset): string =>
  toCsv([dataset.columns.map((column) => column.header)]) +
  toCsv(dataset.rows, (index) => (dataset.columns[index]?.kind ?? 'text') === 'text');

const FUNNEL_STEPS = ['created', 'methodChosen', 'detailsGiven', 'customerPaid', 'completed'] as const;

/** The funnel: how many of the period's orders reached each step, and their share of those created. */
export function funnelDataset(data: AnyOverview, t: T): Dataset {
  const { funnel } = data;
  return {
    id: 'funnel',
    title: t('overview.funnel.title'),
    orientation: 'h',
    columns: [
      { header: t('overview.col.step'), kind: 'text' },
      { header: t('overview.col.orders'), kind: 'count' },
      { header: t('overview.col.share'), kind: 'ratio' },
    ],
    rows: FUNNEL_STEPS.map((step) => [
      t(`overview.funnel.${step}`),
      funnel[step],
      funnel.created ? funnel[step] / funnel.created : 0,
    ]),
    bars: [1],
  };
}

/** Where the period's orders stopped: expired at which step, cancelled by whom, disputed, still open. */
export function stopsDataset(data: AnyOverview, t: T): Dataset {
  const { stops } = data.funnel;
  const rows: CsvCell[][] = [
    [t('overview.stops.expired_new'), stops.expiredAt.new],
    [t('overview.stops.expired_requisites'), stops.expiredAt.requisites],
    [t('overview.stops.expired_customer'), stops.expiredAt.customerConfirm],
    [t('overview.stops.cancelled_customer'), stops.cancelledBy.customer],
    [t('overview.stops.cancelled_trader'), stops.cancelledBy.trader],
    [t('overview.stops.cancelled_operator'), stops.cancelledBy.operator],
    [t('overview.stops.disputed'), data.funnel.disputed],
    [t('overview.stops.open'), data.funnel.open],
  ];
  return {
    id: 'stops',
    title: t('overview.stops.title'),
    orientation: 'h',
    columns: [
      { header: t('overview.col.stop'), kind: 'text' },
      { header: t('overview.col.orders'), kind: 'count' },
    ],
    rows,
    bars: [1],
  };
}

/** Orders created and completed per day, with the day's conversion. */
export function ordersByDayDataset(data: AnyOverview, t: T): Dataset {
  return {
    id: 'orders-by-day',
    title: t('overview.by_day.title'),
    orientation: 'v',
    columns: [
      { header: t('overview.col.day'), kind: 'text' },
      { header: t('overview.funnel.created'), kind: 'count' },
      { header: t('overview.funnel.completed'), kind: 'count' },
      { header: t('overview.col.conversion'), kind: 'ratio' },
    ],
    rows: data.byDay.map((day) => [day.day, day.funnel.created, day.funnel.completed, day.funnel.conversion]),
    bars: [1, 2],
  };
}

/** The conversion's trend: completed ÷ created, day by day. */
export function conversionDataset(data: AnyOverview, t: T): Dataset {
  return {
    id: 'conversion-by-day',
    title: t('overview.conversion.title'),
    orientation: 'v',
    columns: [
      { header: t('overview.col.day'), kind: 'text' },
      { header: t('overview.col.conversion'), kind: 'ratio' },
    ],
    rows: data.byDay.map((day) => [day.day, day.funnel.conversion]),
    bars: [1],
  };
}

/** The currencies the period moved money in, in the order the API gives. */
export const currenciesOf = (data: AnyOverview): string[] => data.money.map((money) => money.currency);

/** Money per day in one currency: completed orders, volume, the shops' fees (not a trader's) and the traders' commissions (not a shop's). */
export function moneyByDayDataset(data: AnyOverview, currency: string, t: T): Dataset {
  const withFees = data.money.some((money) => money.fees !== undefined);
  const withCommissions = data.money.some((money) => money.commissions !== undefined);
  const columns: Column[] = [
    { header: t('overview.col.day'), kind: 'text' },
    { header: t('overview.col.completed_orders'), kind: 'count' },
    { header: t('overview.col.volume'), kind: 'money', currency },
  ];
  if (withFees) columns.push({ header: t('overview.col.fees'), kind: 'money', currency });
  if (withCommissions) columns.push({ header: t('overview.col.commissions'), kind: 'money', currency });
  return {
    id: `money-${currency}`,
    title: t('overview.money.title', { currency }),
    orientation: 'v',
    columns,
    rows: data.byDay.map((day) => {
      const money = day.money.find((item) => item.currency === currency);
      const row: CsvCell[] = [day.day, money?.orders ?? 0, money?.volume ?? '0.00'];
      if (withFees) row.push(money?.fees ?? '0.00');
      if (withCommissions) row.push(money?.commissions ?? '0.00');
      return row;
    }),
    bars: [2],
  };
}

/** The time from the customer's "paid" to completion, per day (p50 and p90). */
export function speedByDayDataset(data: AnyOverview, t: T): Dataset {
  return {
    id: 'confirm-speed-by-day',
    title: t('overview.speed.by_day'),
    orientation: 'v',
    columns: [
      { header: t('overview.col.day'), kind: 'text' },
      { header: t('overview.speed.confirm_p50'), kind: 'ms' },
      { header: t('overview.speed.confirm_p90'), kind: 'ms' },
    ],
    rows: data.byDay.map((day) => [day.day, day.speed.confirmP50Ms, day.speed.confirmP90Ms]),
    bars: [1],
  };
}

export type FunnelBy = 'shop' | 'method' | 'bank';

/** The funnel per shop, method or bank (operator): created, completed and conversion; "none chosen yet" named. */
export function funnelByDataset(rows: OverviewFunnelRow[], by: FunnelBy, t: T): Dataset {
  const label = (row: OverviewFunnelRow) => {
    if (row.key === null) return t('overview.by.none');
    if (by === 'method') return t(`payment_type.${row.key as PaymentType}`, { defaultValue: row.key });
    if (by === 'bank') return bankName(t, row.key, undefined, row.label);
    return row.label ?? row.key;
  };
  return {
    id: `funnel-by-${by}`,
    title: t(`overview.by.title_${by}`),
    orientation: 'h',
    columns: [
      { header: t(`overview.by.${by}`), kind: 'text' },
      { header: t('overview.funnel.created'), kind: 'count' },
      { header: t('overview.funnel.completed'), kind: 'count' },
      { header: t('overview.col.conversion'), kind: 'ratio' },
    ],
    rows: rows.map((row) => [label(row), row.funnel.created, row.funnel.completed, row.funnel.conversion]),
    bars: [3],
  };
}

/** Each trader's speed (operator): its orders, completed, and the time to confirm. */
export function traderSpeedDataset(data: AdminOverview, t: T): Dataset {
  return {
    id: 'speed-by-trader',
    title: t('overview.speed.by_trader'),
    orientation: 'h',
    columns: [
      { header: t('overview.col.trader'), kind: 'text' },
      { header: t('overview.col.orders'), kind: 'count' },
      { header: t('overview.funnel.completed'), kind: 'count' },
      { header: t('overview.speed.confirm_p50'), kind: 'ms' },
      { header: t('overview.speed.confirm_p90'), kind: 'ms' },
    ],
    rows: data.speedByTrader.map((row) => [
      row.name,
      row.orders,
      row.completed,
      row.confirmP50Ms,
      row.confirmP90Ms,
    ]),
    bars: [3],
  };
}

/** The time to confirm per way of confirming: by hand, by a bank notification, by an operator's resolution. */
export function confirmationDataset(data: AdminOverview | TraderOverview, t: T): Dataset {
  return {
    id: 'speed-by-confirmation',
    title: t('overview.speed.by_way'),
    orientation: 'h',
    columns: [
      { header: t('overview.col.way'), kind: 'text' },
      { header: t('overview.funnel.completed'), kind: 'count' },
      { header: t('overview.speed.confirm_p50'), kind: 'ms' },
      { header: t('overview.speed.confirm_p90'), kind: 'ms' },
    ],
    rows: data.speedByConfirmation.map((row) => [
      t(`overview.way.${row.way}`),
      row.completed,
      row.confirmP50Ms,
      row.confirmP90Ms,
    ]),
    bars: [2],
  };
}

/** Open disputes by age, now. */
export function disputeAgeDataset(health: OverviewHealth, t: T): Dataset {
  const { byAge } = health.openDisputes;
  return {
    id: 'open-disputes-by-age',
    title: t('overview.health.disputes_by_age'),
    orientation: 'h',
    columns: [
      { header: t('overview.col.age'), kind: 'text' },
      { header: t('overview.col.disputes'), kind: 'count' },
    ],
    rows: [
      [t('overview.age.under_hour'), byAge.underHour],
      [t('overview.age.under_day'), byAge.underDay],
      [t('overview.age.under_three_days'), byAge.underThreeDays],
      [t('overview.age.older'), byAge.older],
    ],
    bars: [1],
  };
}

/** Callbacks failing per shop in the last 24 hours, now. */
export function failingCallbacksDataset(health: OverviewHealth, t: T): Dataset {
  return {
    id: 'failing-callbacks',
    title: t('overview.health.failing_callbacks'),
    orientation: 'h',
    columns: [
      { header: t('overview.by.shop'), kind: 'text' },
      { header: t('overview.col.failed'), kind: 'count' },
      { header: t('overview.col.retrying'), kind: 'count' },
    ],
    rows: health.failingCallbacks.map((row) => [row.name, row.failed, row.retrying]),
    bars: [1],
    empty: t('overview.none_now'),
  };
}
