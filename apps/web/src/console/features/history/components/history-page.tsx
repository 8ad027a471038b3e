import type { OrderStatus } from '@payorder/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { formatDateTime, formatMoney, shortId } from '../../../lib/format.ts';
import { historyQuery, type HistoryFilters } from '../api/search-orders.ts';

/** Every status, in the order an order lives through them (a literal list: zod stays out of the bundle). */
const STATUSES: OrderStatus[] = [
  'new',
  'requisites',
  'customer_confirm',
  'trader_confirm',
  'dispute',
  'completed',
  'cancelled',
  'error',
];

const EMPTY: HistoryFilters = { q: '', status: '', from: '', to: '' };

/** The trader's own orders: search by id, external id, amount, card digits or UTR; filter; load more. */
export function HistoryPage() {
  const { t } = useTranslation('console');
  const [draft, setDraft] = useState(EMPTY);
  const [filters, setFilters] = useState(EMPTY);
  const history = useInfiniteQuery(historyQuery(filters));
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };
  const set = (change: Partial<HistoryFilters>) => setDraft((current) => ({ ...current, ...change }));
  return (
    <div className="page">
      <h1 className="page-title">{t('history.title')}</h1>
      <form className="filters" role="search" onSubmit={submit}>
        <label className="field filters__q">
          <span className="field__label">{t('history.search')}</span>
          <input
            className="field__input"
            type="search"
            value={draft.q}
            onChange={(event) => set({ q: event.target.value })}
            placeholder={t('history.search_hint')}
          />
        </label>
        <label className="field">
          <span className="field__label">{t('history.status')}</span>
          <select
            className="field__input"
            value={draft.status}
            onChange={(event) => set({ status: event.target.value as HistoryFilters['status'] })}
          >
            <option value="">{t('history.any_status')}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('history.from')}</span>
          <input
            className="field__input"
            type="date"
            value={draft.from}
            onChange={(event) => set({ from: event.target.value })}
          />
        </label>
        <label className="field">
          <span className="field__label">{t('history.to')}</span>
          <input
            className="field__input"
            type="date"
            value={draft.to}
            onChange={(event) => set({ to: event.target.value })}
          />
        </label>
        <button type="submit" className="btn btn--primary">
          {t('history.apply')}
        </button>
      </form>
      <div aria-live="polite" aria-busy={history.isFetching}>
        {history.isPending ? <p className="empty-message">{t('app.loading')}</p> : null}
        {history.isError ? <p className="alert">{t('errors.load_failed')}</p> : null}
        {history.isSuccess && items.length === 0 ? (
          <p className="empty-message">{t('history.empty')}</p>
        ) : null}
      </div>
      <ul className="rows rows--history">
        {items.map((order) => (
          <li key={order.id} className="rows__item">
            <Link className="rows__link" to={`/orders/${order.id}`}>
              <span className="rows__main">{formatMoney(order.amount, order.currency)}</span>
              <span className="rows__meta">
                #{shortId(order.id)} · {formatDateTime(order.createdAt)}
              </span>
            </Link>
            <StatusBadge status={order.status} />
          </li>
        ))}
      </ul>
      {history.hasNextPage ? (
        <button
          type="button"
          className="btn btn--secondary btn--wide"
          onClick={() => void history.fetchNextPage()}
          disabled={history.isFetchingNextPage}
        >
          {history.isFetchingNextPage ? t('app.loading') : t('history.load_more')}
        </button>
      ) : null}
    </div>
  );
}
