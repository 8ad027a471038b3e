import type { MerchantPayoutTimeline } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailsList } from '#console/components/details-list.tsx';
import { Panel } from '#console/components/panel.tsx';
import { PayoutRecipient } from '#console/components/payout-recipient.tsx';
import { PayoutStatusBadge } from '#console/components/payout-status-badge.tsx';
import { formatDateTimeSeconds, formatMoney, timeZoneLabel } from '#console/lib/format.ts';
import { shopPayoutQuery } from '../api/payouts.ts';
import { DisputePayout, PayoutActions } from './payout-actions.tsx';

const BACK = '/shop/payouts';

/**
 * One of the shop's payouts: what it can do to it now (cancel, a test one's outcome), which payout it is
 * (ids, amount and fee, when), whom it goes to, every status it entered, when and by whom, and, while
 * its window lasts, "Nothing arrived?" to dispute a completed one.
 */
export function ShopPayoutPage({ id }: { id: string }) {
  const { t } = useTranslation('console');
  const query = useQuery(shopPayoutQuery(id));
  if (query.isPending) return <p className="empty-message">{t('app.loading')}</p>;
  if (query.isError) {
    return (
      <div className="page">
        <Link className="link" to={BACK}>
          {t('payout.back')}
        </Link>
        <p className="alert">{t('payout.not_found')}</p>
      </div>
    );
  }
  const { payout } = query.data;
  return (
    <div className="page">
      <Link className="link" to={BACK}>
        {t('payout.back')}
      </Link>
      <h1 className="page-title">
        <span className="money">{formatMoney(payout.amount, payout.currency)}</span>{' '}
        <PayoutStatusBadge status={payout.status} test={payout.test} />
      </h1>
      <p className="page-hint">{t('ops.times_in', { zone: timeZoneLabel() })}</p>
      <PayoutActions timeline={query.data} />
      <SummaryPanel timeline={query.data} />
      <PayoutRecipient payout={payout} />
      <StatusHistory history={query.data.history} />
      {query.data.disputableUntil ? (
        <DisputePayout id={payout.id} until={query.data.disputableUntil} />
      ) : null}
    </div>
  );
}

function SummaryPanel({ timeline }: { timeline: MerchantPayoutTimeline }) {
  const { t } = useTranslation('console');
  const { payout } = timeline;
  return (
    <Panel title={t('payout.summary')}>
      <DetailsList
        rows={[
          [t('payout.id'), payout.id],
          [t('ops.external_id'), payout.externalId],
          [t('ops.amount'), formatMoney(payout.amount, payout.currency)],
          [t('payout.fee'), formatMoney(payout.fee, payout.currency)],
          [t('ops.created'), formatDateTimeSeconds(payout.createdAt)],
          [t('payout.completed'), payout.completedAt ? formatDateTimeSeconds(payout.completedAt) : null],
          [t('payout.dispute_reason'), timeline.disputeReason],
        ]}
      />
    </Panel>
  );
}

/** Every status the payout entered: which, when, by whom (the trader is "a trader": its name is not the shop's). */
function StatusHistory({ history }: { history: MerchantPayoutTimeline['history'] }) {
  const { t } = useTranslation('console');
  return (
    <Panel title={t('payout.history')}>
      <ol className="timeline">
        {history.map((entry, index) => (
          <li className="timeline__item" key={index}>
            <p className="rows__main">{t(`payout.status.${entry.toStatus}`)}</p>
            <p className="rows__meta">
              {formatDateTimeSeconds(entry.at)} · {t(`ops.actor.${entry.actorKind}`)}
            </p>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
