import type { PayoutStatus } from '@payorder/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../lib/format.ts';
import { LoadState } from './load-state.tsx';
import { PayoutStatusBadge } from './payout-status-badge.tsx';

interface FoundPayout {
  id: string;
  amount: string;
  currency: string;
  status: PayoutStatus;
  test: boolean;
}

interface PayoutResultsProps<P extends FoundPayout> {
  /** The list's infinite query (cursor pages). */
  search: {
    data?: { pages: { items: P[] }[] } | undefined;
    isPending: boolean;
    isError: boolean;
    isSuccess: boolean;
    isFetching: boolean;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  /** Where a payout opens. */
  href: (payout: P) => string;
  /** The line under the amount. */
  meta: (payout: P) => ReactNode;
  empty: string;
}

/** A payouts list: amount, meta and status (a test one marked) each, opening the payout; "More". */
export function PayoutResults<P extends FoundPayout>({ search, href, meta, empty }: PayoutResultsProps<P>) {
  const { t } = useTranslation('console');
  const items = search.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <LoadState
        live
        isFetching={search.isFetching}
        isPending={search.isPending}
        isError={search.isError}
        empty={search.isSuccess && items.length === 0 ? empty : null}
      />
      <ul className="rows rows--history">
        {items.map((payout) => (
          <li key={payout.id} className="rows__item">
            <Link className="rows__link" to={href(payout)}>
              <span className="rows__main money">{formatMoney(payout.amount, payout.currency)}</span>
              <span className="rows__meta">{meta(payout)}</span>
            </Link>
            <PayoutStatusBadge status={payout.status} test={payout.test} />
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
