import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import { OrderFilters } from '../../../components/order-filters.tsx';
import { OrderResults } from '../../../components/order-results.tsx';
import { formatDateTime, shortId } from '../../../lib/format.ts';
import { NO_FILTERS, ordersQuery, type OrderFilters as Filters, type OrdersScope } from '../api/orders.ts';

/** The search's own text fields, each with its label key; the operator's also by shop and trader. */
const TEXT_FIELDS = [
  ['id', 'ops.order_id'],
  ['externalId', 'ops.external_id'],
  ['amount', 'ops.amount'],
  ['shopId', 'ops.shop_id'],
  ['traderId', 'ops.trader_id'],
] as const;

/**
 * Orders, newest first, with filters: every shop's and trader's for the operator, its own for a shop
 * (without the trader). Each opens its timeline at `<base>/<id>`.
 */
export function OrdersPage({ scope, base }: { scope: OrdersScope; base: string }) {
  const { t } = useTranslation('console');
  const [filters, setFilters] = useState(NO_FILTERS);
  const orders = useInfiniteQuery(ordersQuery(scope, filters));
  const fields = TEXT_FIELDS.filter(
    ([key]) => scope === 'operator' || (key !== 'shopId' && key !== 'traderId'),
  );
  return (
    <div className="page">
      <h1 className="page-title">{t('ops.orders_title')}</h1>
      <OrderFilters<Filters> initial={NO_FILTERS} onApply={setFilters} className="filters filters--orders">
        {(draft, set) =>
          fields.map(([key, label]) => (
            <Field key={key} label={t(label)}>
              <input
                className="field__input"
                value={draft[key]}
                inputMode={key === 'amount' ? 'decimal' : undefined}
                spellCheck={false}
                onChange={(event) => set({ [key]: event.target.value })}
              />
            </Field>
          ))
        }
      </OrderFilters>
      <OrderResults
        search={orders}
        href={(order) => `${base}/${order.id}`}
        meta={(order) => (
          <>
            #{shortId(order.id)}
            {order.externalId ? ` · ${order.externalId}` : ''} · {formatDateTime(order.createdAt)}
            {scope === 'operator' ? ` · ${order.shopName}` : ''}
            {order.traderName ? ` · ${order.traderName}` : ''}
          </>
        )}
      />
    </div>
  );
}
