import { ZOrderSearchQuery, parseMoneyInput, type FieldErrors } from '@payorder/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderFilters } from '../../../components/order-filters.tsx';
import { OrderResults } from '../../../components/order-results.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { formatDateTime, shortId } from '../../../lib/format.ts';
import { schemaErrors } from '../../../lib/use-form-check.ts';
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
  const { t, i18n } = useTranslation('console');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [filters, setFilters] = useState(NO_FILTERS);
  const orders = useInfiniteQuery(ordersQuery(scope, filters));
  const fields = TEXT_FIELDS.filter(
    ([key]) => scope === 'operator' || (key !== 'shopId' && key !== 'traderId'),
  );
  return (
    <div className="page">
      <h1 className="page-title">{t('ops.orders_title')}</h1>
      <OrderFilters<Filters>
        initial={NO_FILTERS}
        check={(draft) => filterErrors(draft, language)}
        onApply={(draft) => setFilters({ ...draft, amount: wireAmount(draft.amount, language) })}
        className="filters filters--orders"
      >
        {(draft, set, errorOf) =>
          fields.map(([key, label]) => {
            const error = errorOf(key);
            return (
              <TextField
                key={key}
                label={t(label)}
                value={draft[key]}
                error={error}
                inputMode={key === 'amount' ? 'decimal' : undefined}
                spellCheck={false}
                onChange={(value) => set({ [key]: value })}
              />
            );
          })
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

/**
 * The search's own fields as the server checks them (an id or its first 4+ characters, a shop's or
 * trader's id), the amount as a person types it in the shown language ("1 500,50"): by field key.
 */
function filterErrors(draft: Filters, language: string): FieldErrors {
  const typed = (value: string) => value.trim() || undefined;
  const found = schemaErrors(ZOrderSearchQuery, {
    id: typed(draft.id),
    externalId: typed(draft.externalId),
    shopId: typed(draft.shopId),
    traderId: typed(draft.traderId),
  });
  const amount = draft.amount.trim() ? parseMoneyInput(draft.amount, language, '') : null;
  if (amount && !amount.ok)
    found.amount = { code: amount.code, ...(amount.params && { params: amount.params }) };
  return found;
}

/** The amount filter as the wire's decimal string ("1 500,50" → "1500.50"); blank stays blank. */
function wireAmount(text: string, language: string): string {
  const amount = text.trim() ? parseMoneyInput(text, language, '') : null;
  return amount?.ok ? amount.amount : '';
}
