import { DISPUTE_REASONS, type DisputeQueueQuery, type DisputeReason } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadState } from '#console/components/load-state.tsx';
import { SelectField } from '#console/components/select-field.tsx';
import { formatAge, formatDateTime, formatMoney, shortId } from '#console/lib/format.ts';
import { shopsQuery, tradersQuery } from '#console/lib/queries.ts';
import { useLiveDisputes } from '../api/disputes.ts';

/**
 * How often the ages are said again: each second, since an age under a day reads as a clock ("2:05");
 * said every half minute, a dispute opened just now read "waiting 0:00" for thirty seconds.
 */
const AGE_TICK_MS = 1000;

/** Now, moved on every `everyMs`: what an age on the screen counts from. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** How long a dispute has waited, said again each tick: only the badge redraws, not the page. */
function DisputeAge({ disputedAt }: { disputedAt: string }) {
  const { t } = useTranslation('console');
  const now = useNow(AGE_TICK_MS);
  return (
    <span className="badge dispute-age">
      {t('disputes.age', { age: formatAge((now - Date.parse(disputedAt)) / 1000) })}
    </span>
  );
}

/** By shop, by trader, by the trader's reason: each a choice, "all" at first. */
function DisputeFilters({
  filters,
  onChange,
}: {
  filters: DisputeQueueQuery;
  onChange: (filters: DisputeQueueQuery) => void;
}) {
  const { t } = useTranslation('console');
  const shops = useQuery(shopsQuery);
  const traders = useQuery(tradersQuery);
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return (
    <form className="filters panel" role="search" aria-label={t('disputes.filters')}>
      <SelectField
        label={t('disputes.shop')}
        value={filters.shopId ?? ''}
        onChange={(shopId) => onChange({ ...filters, shopId: shopId || undefined })}
        options={[
          { value: '', label: t('disputes.any_shop') },
          ...[...(shops.data ?? [])].sort(byName).map((shop) => ({ value: shop.id, label: shop.name })),
        ]}
      />
      <SelectField
        label={t('disputes.trader')}
        value={filters.traderId ?? ''}
        onChange={(traderId) => onChange({ ...filters, traderId: traderId || undefined })}
        options={[
          { value: '', label: t('disputes.any_trader') },
          ...[...(traders.data ?? [])]
            .sort(byName)
            .map((trader) => ({ value: trader.id, label: trader.name })),
        ]}
      />
      <SelectField
        label={t('disputes.reason')}
        value={filters.reason ?? ''}
        onChange={(reason) =>
          onChange({ ...filters, reason: (reason || undefined) as DisputeReason | undefined })
        }
        options={[
          { value: '', label: t('disputes.any_reason') },
          ...DISPUTE_REASONS.map((reason) => ({ value: reason, label: t(`dispute_reason.${reason}`) })),
        ]}
      />
    </form>
  );
}

/**
 * Orders in dispute, the newest first, each with how long it has waited, live; how many there are, and
 * filters by shop, trader and reason. Each opens its timeline, where it is resolved.
 */
export function DisputesPage() {
  const { t } = useTranslation('console');
  const [filters, setFilters] = useState<DisputeQueueQuery>({});
  const disputes = useLiveDisputes(filters);
  const isFiltered = Object.values(filters).some(Boolean);
  const total = disputes.data?.total;
  return (
    <div className="page">
      <h1 className="page-title">{t('ops.disputes_title')}</h1>
      <DisputeFilters filters={filters} onChange={setFilters} />
      {total !== undefined && total > 0 ? (
        <p className="page-hint" data-testid="dispute-count">
          {t(isFiltered ? 'disputes.count_filtered' : 'disputes.count', { count: total })}
        </p>
      ) : null}
      <LoadState
        live
        isPending={disputes.isPending}
        isError={disputes.isError}
        empty={
          disputes.data?.items.length === 0
            ? t(isFiltered ? 'disputes.none_match' : 'ops.disputes_empty')
            : null
        }
      />
      <ul className="rows">
        {disputes.data?.items.map((order) => (
          <li key={order.id} className="rows__item">
            <Link className="rows__link" to={`/ops/disputes/${order.id}`}>
              <span className="rows__main">
                {formatMoney(order.amount, order.currency)}
                <DisputeAge disputedAt={order.disputedAt} />
              </span>
              <span className="rows__meta">
                #{shortId(order.id)} · {order.shopName}
                {order.traderName ? ` · ${order.traderName}` : ''} ·{' '}
                {t('ops.disputed_at', { time: formatDateTime(order.disputedAt) })}
              </span>
              {order.disputeReason ? (
                <span className="rows__meta dispute-reason">
                  {t('dispute.reason_is', { reason: t(`dispute_reason.${order.disputeReason}`) })}
                  {order.disputeNote ? ` · ${order.disputeNote}` : ''}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
