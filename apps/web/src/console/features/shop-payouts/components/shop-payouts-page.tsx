import type { PayoutStatus } from '@payorder/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PayoutResults } from '#console/components/payout-results.tsx';
import { SelectField } from '#console/components/select-field.tsx';
import { TextField } from '#console/components/text-field.tsx';
import { formatDateTimeSeconds, formatMoney, timeZoneLabel } from '#console/lib/format.ts';
import { PAYOUT_STATUSES } from '#console/lib/payouts.ts';
import { shopPayoutsQuery, type ShopPayoutFilters } from '../api/payouts.ts';

/** The filters as the page's address keeps them (`?status=&externalId=`): back from a payout keeps them. */
function filtersOf(params: URLSearchParams): ShopPayoutFilters {
  const status = params.get('status') ?? '';
  return {
    status: (PAYOUT_STATUSES as readonly string[]).includes(status) ? (status as PayoutStatus) : '',
    externalId: params.get('externalId') ?? '',
  };
}

/** Status and external id, applied together ("Show"). */
export function ShopPayoutFiltersForm({
  initial,
  onApply,
}: {
  initial: ShopPayoutFilters;
  onApply: (filters: ShopPayoutFilters) => void;
}) {
  const { t } = useTranslation('console');
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, externalId: draft.externalId.trim() });
  };
  return (
    <form className="filters" role="search" aria-label={t('payout.filters')} noValidate onSubmit={submit}>
      <SelectField<ShopPayoutFilters['status']>
        label={t('history.status')}
        value={draft.status}
        onChange={(status) => setDraft({ ...draft, status })}
        options={[
          { value: '', label: t('history.any_status') },
          ...PAYOUT_STATUSES.map((status) => ({ value: status, label: t(`payout.status.${status}`) })),
        ]}
      />
      <TextField
        label={t('ops.external_id')}
        value={draft.externalId}
        maxLength={128}
        spellCheck={false}
        onChange={(externalId) => setDraft({ ...draft, externalId })}
      />
      <button type="submit" className="btn btn--primary">
        {t('history.apply')}
      </button>
    </form>
  );
}

/**
 * The shop's payouts of the test switch's mode, newest first: filters by status and external id (kept
 * in the address), each row its external id, amount, fee, status, when made and completed; "New payout".
 * `footer`: below the list (the route's CSV export).
 */
export function ShopPayoutsPage({ footer }: { footer?: ReactNode }) {
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const payouts = useInfiniteQuery(shopPayoutsQuery(filters));
  const apply = (next: ShopPayoutFilters) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== '')));
  return (
    <div className="page">
      <div className="page__head">
        <h1 className="page-title">{t('payout.title')}</h1>
        <Link className="btn btn--primary" to="/shop/payouts/new">
          {t('shop_payouts.new')}
        </Link>
      </div>
      <p className="page-hint">{t('ops.times_in', { zone: timeZoneLabel() })}</p>
      <ShopPayoutFiltersForm key={params.toString()} initial={filters} onApply={apply} />
      <PayoutResults
        search={payouts}
        empty={t('payout.empty')}
        href={(payout) => `/shop/payouts/${payout.id}`}
        meta={(payout) => (
          <>
            {payout.externalId} · {t('payout.fee_value', { fee: formatMoney(payout.fee, payout.currency) })} ·{' '}
            {formatDateTimeSeconds(payout.createdAt)}
            {payout.completedAt
              ? ` · ${t('payout.completed_at', { at: formatDateTimeSeconds(payout.completedAt) })}`
              : ''}
          </>
        )}
      />
      {footer}
    </div>
  );
}
