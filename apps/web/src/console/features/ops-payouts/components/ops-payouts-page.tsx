import type { PayoutStatus } from '@payorder/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PayoutResults } from '#console/components/payout-results.tsx';
import { SelectField } from '#console/components/select-field.tsx';
import { byName } from '#console/lib/by-name.ts';
import { formatDateTimeSeconds, timeZoneLabel } from '#console/lib/format.ts';
import { PAYOUT_STATUSES } from '#console/lib/payouts.ts';
import { shopsQuery, tradersQuery } from '#console/lib/queries.ts';
import { adminPayoutsQuery, type AdminPayoutFilters } from '../api/payouts.ts';

/** The quick tabs: every payout, and the two that wait on the operator. */
const TABS = [
  { status: '', label: 'ops_payouts.tab_all' },
  { status: 'overdue', label: 'ops_payouts.tab_overdue' },
  { status: 'dispute', label: 'ops_payouts.tab_disputed' },
] as const;

/** The filters as the page's address keeps them: a tab, a link and "Back" from a payout keep them. */
function filtersOf(params: URLSearchParams): AdminPayoutFilters {
  const status = params.get('status') ?? '';
  return {
    status: (PAYOUT_STATUSES as readonly string[]).includes(status) ? (status as PayoutStatus) : '',
    shopId: params.get('shopId') ?? '',
    traderId: params.get('traderId') ?? '',
  };
}
const searchOf = (filters: AdminPayoutFilters) =>
  new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== '')).toString();

/**
 * Every shop's payouts, newest first: "Overdue" and "Disputed" a tap away, filters by status, shop and
 * trader (by name); each row its amount, external id, shop and trader, when made, status; "More".
 */
export function OpsPayoutsPage() {
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const payouts = useInfiniteQuery(adminPayoutsQuery(filters));
  const shops = useQuery(shopsQuery);
  const traders = useQuery(tradersQuery);
  const nameOf = (items: { id: string; name: string }[] | undefined, id: string | null) =>
    id ? (items?.find((item) => item.id === id)?.name ?? id.slice(0, 8)) : null;
  return (
    <div className="page">
      <h1 className="page-title">{t('payout.title')}</h1>
      <p className="page-hint">{t('ops.times_in', { zone: timeZoneLabel() })}</p>
      <nav className="tabs" aria-label={t('ops_payouts.tabs')}>
        {TABS.map((tab) => (
          <Link
            key={tab.status}
            className={filters.status === tab.status ? 'tabs__item active' : 'tabs__item'}
            aria-current={filters.status === tab.status ? 'page' : undefined}
            to={`?${searchOf({ ...filters, status: tab.status })}`}
          >
            {t(tab.label)}
          </Link>
        ))}
      </nav>
      <OpsPayoutFilters
        key={params.toString()}
        initial={filters}
        onApply={(next) => setParams(searchOf(next))}
      />
      <PayoutResults
        search={payouts}
        empty={t('payout.empty')}
        href={(payout) => `/ops/payouts/${payout.id}`}
        meta={(payout) =>
          [
            payout.externalId,
            nameOf(shops.data, payout.shopId),
            nameOf(traders.data, payout.traderId),
            formatDateTimeSeconds(payout.createdAt),
          ]
            .filter(Boolean)
            .join(' · ')
        }
      />
    </div>
  );
}

/** Status, shop and trader, applied together ("Show"). */
export function OpsPayoutFilters({
  initial,
  onApply,
}: {
  initial: AdminPayoutFilters;
  onApply: (filters: AdminPayoutFilters) => void;
}) {
  const { t } = useTranslation('console');
  const [draft, setDraft] = useState(initial);
  const shops = useQuery(shopsQuery);
  const traders = useQuery(tradersQuery);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className="filters" role="search" aria-label={t('payout.filters')} noValidate onSubmit={submit}>
      <SelectField<AdminPayoutFilters['status']>
        label={t('history.status')}
        value={draft.status}
        onChange={(status) => setDraft({ ...draft, status })}
        options={[
          { value: '', label: t('history.any_status') },
          ...PAYOUT_STATUSES.map((status) => ({ value: status, label: t(`payout.status.${status}`) })),
        ]}
      />
      <SelectField
        label={t('ops.shop')}
        value={draft.shopId}
        onChange={(shopId) => setDraft({ ...draft, shopId })}
        options={byName(shops.data, t('ops.any_shop'))}
      />
      <SelectField
        label={t('ops.trader')}
        value={draft.traderId}
        onChange={(traderId) => setDraft({ ...draft, traderId })}
        options={byName(traders.data, t('ops.any_trader'))}
      />
      <button type="submit" className="btn btn--primary">
        {t('history.apply')}
      </button>
    </form>
  );
}
