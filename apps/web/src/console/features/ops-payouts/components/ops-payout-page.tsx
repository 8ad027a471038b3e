import type { AdminPayout, PayoutMoveName } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailsList } from '#console/components/details-list.tsx';
import { Panel } from '#console/components/panel.tsx';
import { PayoutRecipient } from '#console/components/payout-recipient.tsx';
import { PayoutStatusBadge } from '#console/components/payout-status-badge.tsx';
import { ReceiptThumbs } from '#console/components/receipt-thumbs.tsx';
import { formatDateTimeSeconds, formatMoney, timeZoneLabel } from '#console/lib/format.ts';
import { operatorLoginsQuery, shopsQuery, tradersQuery } from '#console/lib/queries.ts';
import { adminPayoutQuery } from '../api/payouts.ts';
import { mergeMoves } from '../lib/merge-moves.ts';
import { ResolvePayout } from './resolve-payout.tsx';

const BACK = '/ops/payouts';

/** Names by id: shops, traders and operator logins, to say who did what. */
function useNames() {
  const shops = useQuery(shopsQuery);
  const traders = useQuery(tradersQuery);
  const operators = useQuery(operatorLoginsQuery);
  const names = new Map<string, string>([
    ...(shops.data ?? []).map((shop) => [shop.id, shop.name] as const),
    ...(traders.data ?? []).map((trader) => [trader.id, trader.name] as const),
    ...(operators.data ?? []).map((user) => [user.id, user.login] as const),
  ]);
  return (id: string | null) => (id ? (names.get(id) ?? id.slice(0, 8)) : null);
}

/**
 * One payout as the operator decides on it: Resolve when it is overdue or disputed, which payout it is
 * (shop, trader, amount, fee, commission, times), whom it goes to, every move with who and why, the
 * traders who declined it and why, and the proofs the trader sent, opened inside the browser.
 */
export function OpsPayoutPage({ id }: { id: string }) {
  const { t } = useTranslation('console');
  const query = useQuery(adminPayoutQuery(id));
  const nameOf = useNames();
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
  const payout = query.data;
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
      <ResolvePayout payout={payout} />
      <Summary payout={payout} nameOf={nameOf} />
      <PayoutRecipient payout={payout} />
      <History payout={payout} nameOf={nameOf} />
      <Declines payout={payout} nameOf={nameOf} />
      <ReceiptThumbs
        receipts={payout.proofs}
        title={t('ops_payouts.proofs')}
        emptyText={t('ops_payouts.proofs_none')}
      />
    </div>
  );
}

type NameOf = ReturnType<typeof useNames>;

function Summary({ payout, nameOf }: { payout: AdminPayout; nameOf: NameOf }) {
  const { t } = useTranslation('console');
  const money = (amount: string | null) => (amount === null ? null : formatMoney(amount, payout.currency));
  return (
    <Panel title={t('payout.summary')}>
      <DetailsList
        rows={[
          [t('payout.id'), payout.id],
          [t('ops.external_id'), payout.externalId],
          [t('ops.shop'), nameOf(payout.shopId)],
          [t('ops.trader'), nameOf(payout.traderId)],
          [t('ops_payouts.offered_to'), payout.status === 'new' ? nameOf(payout.offeredTraderId) : null],
          [t('ops.amount'), money(payout.amount)],
          [t('payout.fee'), money(payout.fee)],
          [t('ops.commission'), money(payout.commission)],
          [t('ops.created'), formatDateTimeSeconds(payout.createdAt)],
          [t('ops_payouts.send_by'), payout.sendBy ? formatDateTimeSeconds(payout.sendBy) : null],
          [t('payout.completed'), payout.completedAt ? formatDateTimeSeconds(payout.completedAt) : null],
          [t('payout.dispute_reason'), payout.disputeReason],
        ]}
      />
    </Panel>
  );
}

/** Every move: what, into which status, when, who by name, and the note (an operator's, a phone's message). */
function History({ payout, nameOf }: { payout: AdminPayout; nameOf: NameOf }) {
  const { t } = useTranslation('console');
  return (
    <Panel title={t('payout.history')}>
      <ol className="timeline">
        {mergeMoves(payout.history).map((entry, index) => (
          <li className="timeline__item" key={index}>
            <p className="rows__main">
              {t(`ops_payouts.move.${entry.move as PayoutMoveName | 'create'}`, { defaultValue: entry.move })}
              {entry.count > 1 ? ` ×${entry.count}` : ''}
              {entry.fromStatus !== entry.toStatus ? ` → ${t(`payout.status.${entry.toStatus}`)}` : ''}
            </p>
            <p className="rows__meta">
              {formatDateTimeSeconds(entry.at)}
              {entry.count > 1 ? ` – ${formatDateTimeSeconds(entry.lastAt)}` : ''} ·{' '}
              {t(`ops.actor.${entry.actorKind as 'shop'}`, { defaultValue: entry.actorKind })}
              {entry.actorKind === 'device' ? '' : ` ${nameOf(entry.actorId) ?? ''}`}
            </p>
            {entry.note ? <p className="timeline__note">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </Panel>
  );
}

/** The traders who declined the payout, each with its reason. */
function Declines({ payout, nameOf }: { payout: AdminPayout; nameOf: NameOf }) {
  const { t } = useTranslation('console');
  return (
    <Panel title={t('ops_payouts.declines')}>
      {payout.declines.length === 0 ? (
        <p className="empty-message">{t('ops_payouts.declines_none')}</p>
      ) : null}
      <ul className="rows">
        {payout.declines.map((decline, index) => (
          <li className="rows__item" key={index}>
            <div>
              <p className="rows__main">{nameOf(decline.traderId)}</p>
              <p className="rows__meta">
                {formatDateTimeSeconds(decline.at)} · {decline.reason}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
