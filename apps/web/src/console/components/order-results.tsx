import { otherPaidAmount, type OrderStatus } from '@payorder/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../lib/format.ts';
import { LoadState } from './load-state.tsx';
import { StatusBadge } from './status-badge.tsx';

interface FoundOrder {
  id: string;
  amount: string;
  currency: string;
  status: OrderStatus;
  /** The sum that arrived, once completed (absent from lists that do not carry it). */
  paidAmount?: string | null;
}

interface OrderResultsProps<O extends FoundOrder> {
  /** The search's infinite query (cursor pages). */
  search: {
    data?: { pages: { items: O[] }[] } | undefined;
    isPending: boolean;
    isError: boolean;
    isSuccess: boolean;
    isFetching: boolean;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  /** Where an order opens. */
  href: (order: O) => string;
  /** The line under the amount. */
  meta: (order: O) => ReactNode;
}

/** What an orders search found: amount, meta and status each, opening the order; "Load more". */
export function OrderResults<O extends FoundOrder>({ search, href, meta }: OrderResultsProps<O>) {
  const { t } = useTranslation('console');
  const items = search.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <LoadState
        live
        isFetching={search.isFetching}
        isPending={search.isPending}
        isError={search.isError}
        empty={search.isSuccess && items.length === 0 ? t('history.empty') : null}
      />
      <ul className="rows rows--history">
        {items.map((order) => (
          <li key={order.id} className="rows__item">
            <Link className="rows__link" to={href(order)}>
              <span className="rows__main">{formatMoney(order.amount, order.currency)}</span>
              <PaidOther order={order} />
              <span className="rows__meta">{meta(order)}</span>
            </Link>
            <StatusBadge status={order.status} />
          </li>
        ))}
      </ul>
      {search.hasNextPage ? (
        <button
          type="button"
          className="btn btn--secondary btn--wide"
          onClick={() => void search.fetchNextPage()}
          disabled={search.isFetchingNextPage}
        >
          {search.isFetchingNextPage ? t('app.loading') : t('history.load_more')}
        </button>
      ) : null}
    </>
  );
}

/** An order completed for another sum says which arrived, beside the order's own (lists, the order's page). */
export function PaidOther({
  order,
  className = 'rows__meta rows__paid',
}: {
  order: Pick<FoundOrder, 'amount' | 'currency' | 'status' | 'paidAmount'>;
  className?: string;
}) {
  const { t } = useTranslation('console');
  const paid = otherPaidAmount(order);
  if (!paid) return null;
  return (
    <span className={className} data-testid="paid-other">
      {t('orders_paid.completed_for', { paid: formatMoney(paid, order.currency) })}
    </span>
  );
}
