import { requisitesLast4, ZTraderOrderSearchQuery, type TraderOrder } from '@payorder/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '#console/components/field.tsx';
import { OrderFilters } from '#console/components/order-filters.tsx';
import { OrderResults } from '#console/components/order-results.tsx';
import { orderBankName } from '#console/lib/bank-names.ts';
import { formatDateTime, formatMoney, shortId } from '#console/lib/format.ts';
import { banksQuery } from '#console/lib/queries.ts';
import { useSenderSummary } from '#console/lib/sender-summary.ts';
import { schemaErrors } from '#console/lib/use-form-check.ts';
import {
  historyExportUrl,
  historyQuery,
  historyTotalsQuery,
  type HistoryFilters,
} from '../api/search-orders.ts';

const EMPTY: HistoryFilters = { q: '', status: '', from: '', to: '' };

/**
 * The trader's own orders: search by id, external id, amount as shown, card digits, UTR or name;
 * filter; totals over the whole filter (count, volume, commission); the filter as CSV; load more.
 */
export function HistoryPage() {
  const { t, i18n } = useTranslation('console');
  const lng = i18n.resolvedLanguage ?? 'en';
  const [filters, setFilters] = useState(EMPTY);
  const history = useInfiniteQuery(historyQuery(filters, lng));
  const totals = useQuery(historyTotalsQuery(filters, lng));
  return (
    <div className="page">
      <h1 className="page-title">{t('history.title')}</h1>
      <OrderFilters
        className="filters filters--search"
        initial={EMPTY}
        onApply={setFilters}
        check={(draft) => schemaErrors(ZTraderOrderSearchQuery, { q: draft.q })}
      >
        {(draft, set, errorOf) => (
          <Field
            label={t('history.search')}
            hint={t('history.search_hint')}
            className="filters__q"
            error={errorOf('q')}
            errorId="history-q-error"
          >
            <input
              className="field__input"
              type="search"
              aria-invalid={errorOf('q') ? true : undefined}
              aria-describedby={errorOf('q') ? 'history-q-error' : undefined}
              value={draft.q}
              onChange={(event) => set({ q: event.target.value })}
            />
          </Field>
        )}
      </OrderFilters>
      <section className="panel history-totals" aria-labelledby="totals-title" aria-live="polite">
        <div className="history-totals__head">
          <h2 className="panel__title" id="totals-title">
            {totals.data ? t('history.totals_title', { n: totals.data.count }) : t('history.totals')}
          </h2>
          <a className="btn btn--secondary" href={historyExportUrl(filters, lng)} download>
            {t('history.export')}
          </a>
        </div>
        {totals.isError ? <p className="alert">{t('errors.load_failed')}</p> : null}
        {totals.data?.byCurrency.map((row) => (
          <dl className="stats stats--money" key={row.currency} data-testid={`totals-${row.currency}`}>
            <div>
              <dt>{t('history.totals_completed', { currency: row.currency })}</dt>
              <dd>{t('history.totals_of', { completed: row.completed, total: row.count })}</dd>
            </div>
            <div>
              <dt>{t('history.totals_volume')}</dt>
              <dd className="money">{formatMoney(row.volume, row.currency)}</dd>
            </div>
            <div>
              <dt>{t('history.totals_commission')}</dt>
              <dd className="money">{formatMoney(row.commission, row.currency)}</dd>
            </div>
          </dl>
        ))}
      </section>
      <OrderResults
        search={history}
        href={(order) => `/orders/${order.id}`}
        meta={(order) => <HistoryMeta order={order} />}
      />
    </div>
  );
}

/** Under a found order's amount: method, bank and entry (its last 4), the sender, then id and time. */
function HistoryMeta({ order }: { order: TraderOrder }) {
  const { t } = useTranslation('console');
  const sender = useSenderSummary(order.payment);
  const banks = useQuery(banksQuery);
  const last4 = requisitesLast4(order.requisites);
  const method = [
    t(`payment_type.${order.paymentType}`, { defaultValue: order.paymentType }),
    orderBankName(t, order, banks.data),
    last4 ? t('history.entry_last4', { last4 }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <span className="rows__line">{method}</span>
      {sender ? (
        <span className="rows__line">
          {t('order.sender')}: {sender}
        </span>
      ) : null}
      <span className="rows__line">
        #{shortId(order.id)} · {formatDateTime(order.createdAt)}
      </span>
      <span className="rows__line">
        {t('history.totals_commission')}:{' '}
        <span className="money">{formatMoney(order.commission, order.currency)}</span>
      </span>
    </>
  );
}
