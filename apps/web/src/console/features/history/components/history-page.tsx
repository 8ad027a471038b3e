import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import { OrderFilters } from '../../../components/order-filters.tsx';
import { OrderResults } from '../../../components/order-results.tsx';
import { formatDateTime, shortId } from '../../../lib/format.ts';
import { historyQuery, type HistoryFilters } from '../api/search-orders.ts';

const EMPTY: HistoryFilters = { q: '', status: '', from: '', to: '' };

/** The trader's own orders: search by id, external id, amount, card digits or UTR; filter; load more. */
export function HistoryPage() {
  const { t } = useTranslation('console');
  const [filters, setFilters] = useState(EMPTY);
  const history = useInfiniteQuery(historyQuery(filters));
  return (
    <div className="page">
      <h1 className="page-title">{t('history.title')}</h1>
      <OrderFilters initial={EMPTY} onApply={setFilters}>
        {(draft, set) => (
          <Field label={t('history.search')} className="filters__q">
            <input
              className="field__input"
              type="search"
              value={draft.q}
              onChange={(event) => set({ q: event.target.value })}
              placeholder={t('history.search_hint')}
            />
          </Field>
        )}
      </OrderFilters>
      <OrderResults
        search={history}
        href={(order) => `/orders/${order.id}`}
        meta={(order) => `#${shortId(order.id)} · ${formatDateTime(order.createdAt)}`}
      />
    </div>
  );
}
