import type { OrderStatus } from '@payorder/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { formatDateTime, formatMoney, shortId } from '../../../lib/format.ts';
import { NO_FILTERS, ordersQuery, type OrderFilters, type OrdersScope } from '../api/orders.ts';

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

/**
 * Orders, newest first, with filters: every shop's and trader's for the operator, its own for a shop
 * (without the trader). Each opens its timeline at `<base>/<id>`.
 */
export function OrdersPage({ scope, base }: { scope: OrdersScope; base: string }) {
  const { t } = useTranslation('console');
  const [draft, setDraft] = useState(NO_FILTERS);
  const [filters, setFilters] = useState(NO_FILTERS);
  const orders = useInfiniteQuery(ordersQuery(scope, filters));
  const items = orders.data?.pages.flatMap((page) => page.items) ?? [];
  const set = (change: Partial<OrderFilters>) => setDraft((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };
  const text = (key: keyof OrderFilters, label: string, inputMode?: 'decimal') => (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="field__input"
        value={draft[key]}
        inputMode={inputMode}
        spellCheck={false}
        onChange={(event) => set({ [key]: event.target.value })}
      />
    </label>
  );
  return (
    <div className="page">
      <h1 className="page-title">{t('ops.orders_title')}</h1>
      <form className="filters filters--orders" role="search" onSubmit={submit}>
        {text('id', t('ops.order_id'))}
        {text('externalId', t('ops.external_id'))}
        {text('amount', t('ops.amount'), 'decimal')}
        {scope === 'operator' ? text('shopId', t('ops.shop_id')) : null}
        {scope === 'operator' ? text('traderId', t('ops.trader_id')) : null}
        <label className="field">
          <span className="field__label">{t('history.status')}</span>
          <select
            className="field__input"
            value={draft.status}
            onChange={(event) => set({ status: event.target.value as OrderFilters['status'] })}
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
      <div aria-live="polite" aria-busy={orders.isFetching}>
        {orders.isPending ? <p className="empty-message">{t('app.loading')}</p> : null}
        {orders.isError ? <p className="alert">{t('errors.load_failed')}</p> : null}
        {orders.isSuccess && items.length === 0 ? (
          <p className="empty-message">{t('history.empty')}</p>
        ) : null}
      </div>
      <ul className="rows rows--history">
        {items.map((order) => (
          <li key={order.id} className="rows__item">
            <Link className="rows__link" to={`${base}/${order.id}`}>
              <span className="rows__main">{formatMoney(order.amount, order.currency)}</span>
              <span className="rows__meta">
                #{shortId(order.id)}
                {order.externalId ? ` · ${order.externalId}` : ''} · {formatDateTime(order.createdAt)}
                {scope === 'operator' ? ` · ${order.shopName}` : ''}
                {order.traderName ? ` · ${order.traderName}` : ''}
              </span>
            </Link>
            <StatusBadge status={order.status} />
          </li>
        ))}
      </ul>
      {orders.hasNextPage ? (
        <button
          type="button"
          className="btn btn--secondary btn--wide"
          onClick={() => void orders.fetchNextPage()}
          disabled={orders.isFetchingNextPage}
        >
          {orders.isFetchingNextPage ? t('app.loading') : t('history.load_more')}
        </button>
      ) : null}
    </div>
  );
}
