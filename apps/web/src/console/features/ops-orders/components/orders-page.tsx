import { ZOrderSearchQuery, ZPaymentType, parseMoneyInput, type FieldErrors } from '@payorder/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderFilters } from '#console/components/order-filters.tsx';
import { OrderResults } from '#console/components/order-results.tsx';
import { SelectField } from '#console/components/select-field.tsx';
import { TextField } from '#console/components/text-field.tsx';
import { byName } from '#console/lib/by-name.ts';
import { formatDateTimeSeconds, shortId, timeZoneLabel } from '#console/lib/format.ts';
import { banksQuery, shopsQuery, tradersQuery } from '#console/lib/queries.ts';
import { bankName } from '#console/lib/bank-names.ts';
import { schemaErrors } from '#console/lib/use-form-check.ts';
import { NO_FILTERS, ordersQuery, type OrderFilters as Filters, type OrdersScope } from '../api/orders.ts';

/** The search's own text fields, each with its label key. */
const TEXT_FIELDS = [
  ['id', 'ops.order_id'],
  ['externalId', 'ops.external_id'],
  ['amount', 'ops.amount'],
] as const;

/**
 * Orders, newest first, with filters: every shop's and trader's for the operator (shop and trader
 * picked by name), its own for a shop (without the trader). Each opens its timeline at `<base>/<id>`.
 */
export function OrdersPage({
  scope,
  base,
  header,
  footer,
}: {
  scope: OrdersScope;
  base: string;
  /** Above the filters (the shop's "New test order" on test data). */
  header?: ReactNode;
  /** Below the results (the route's CSV exports). */
  footer?: ReactNode;
}) {
  const { t, i18n } = useTranslation('console');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [filters, setFilters] = useState(NO_FILTERS);
  const orders = useInfiniteQuery(ordersQuery(scope, filters));
  const isOperator = scope === 'operator';
  const shops = useQuery({ ...shopsQuery, enabled: isOperator });
  const traders = useQuery({ ...tradersQuery, enabled: isOperator });
  const banks = useQuery(banksQuery);
  const nameOf = (code: string) => bankName(t, code, banks.data);
  return (
    <div className="page">
      <h1 className="page-title">{t('ops.orders_title')}</h1>
      <p className="page-hint">{t('ops.times_in', { zone: timeZoneLabel() })}</p>
      {header}
      <OrderFilters<Filters>
        initial={NO_FILTERS}
        check={(draft) => filterErrors(draft, language)}
        onApply={(draft) => setFilters({ ...draft, amount: wireAmount(draft.amount, language) })}
        className="filters filters--orders"
      >
        {(draft, set, errorOf) => (
          <>
            {TEXT_FIELDS.map(([key, label]) => (
              <TextField
                key={key}
                label={t(label)}
                value={draft[key]}
                error={errorOf(key)}
                inputMode={key === 'amount' ? 'decimal' : undefined}
                spellCheck={false}
                onChange={(value) => set({ [key]: value })}
              />
            ))}
            {isOperator ? (
              <>
                <SelectField
                  label={t('ops.shop')}
                  value={draft.shopId}
                  onChange={(shopId) => set({ shopId })}
                  options={byName(shops.data, t('ops.any_shop'))}
                />
                <SelectField
                  label={t('ops.trader')}
                  value={draft.traderId}
                  onChange={(traderId) => set({ traderId })}
                  options={byName(traders.data, t('ops.any_trader'))}
                />
              </>
            ) : null}
            <SelectField<Filters['paymentType']>
              label={t('ops.method')}
              value={draft.paymentType}
              onChange={(paymentType) => set({ paymentType })}
              options={[
                { value: '', label: t('ops.any_method') },
                ...ZPaymentType.options.map((type) => ({ value: type, label: t(`payment_type.${type}`) })),
              ]}
            />
          </>
        )}
      </OrderFilters>
      <OrderResults
        search={orders}
        href={(order) => `${base}/${order.id}`}
        meta={(order) => (
          <>
            #{shortId(order.id)}
            {order.externalId ? ` · ${order.externalId}` : ''} · {formatDateTimeSeconds(order.createdAt)}
            {isOperator ? ` · ${order.shopName}` : ''}
            {order.traderName ? ` · ${order.traderName}` : ''}
            {order.paymentType ? ` · ${t(`payment_type.${order.paymentType}`)}` : ''}
            {order.bank ? ` · ${nameOf(order.bank)}` : ''}
          </>
        )}
      />
      {footer}
    </div>
  );
}

/**
 * The search's own fields as the server checks them (an id or its first 4+ characters), the amount as
 * a person types it in the shown language ("4,800.00", "1 500,50"): by field key.
 */
function filterErrors(draft: Filters, language: string): FieldErrors {
  const typed = (value: string) => value.trim() || undefined;
  const found = schemaErrors(ZOrderSearchQuery, {
    id: typed(draft.id),
    externalId: typed(draft.externalId),
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
