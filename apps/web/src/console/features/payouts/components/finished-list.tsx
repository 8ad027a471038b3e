import type { TraderPayout } from '@payorder/contract';
import { useTranslation } from 'react-i18next';
import { Panel } from '#console/components/panel.tsx';
import { formatDateTime, formatMoney } from '#console/lib/format.ts';
import { proofFileUrl } from '../api/payouts.ts';
import { recipientRows } from '../lib/recipient.ts';
import { PayoutStatusBadge } from './payout-parts.tsx';

/** Whom it went to, in a word: the first of the recipient's details (the card number, the phone…). */
const recipientOf = (payout: TraderPayout) => recipientRows(payout)[0]?.shown;

/** The trader's latest finished payouts: amount, outcome, when, to whom, and each proof to open. */
export function FinishedList({ payouts }: { payouts: TraderPayout[] }) {
  const { t } = useTranslation('console');
  return (
    <Panel title={t('payouts.finished')} className="payouts__section">
      {payouts.length === 0 ? <p className="empty-message">{t('payouts.finished_none')}</p> : null}
      <ul className="rows">
        {payouts.map((payout) => (
          <li className="rows__item" key={payout.id}>
            <div>
              <p className="rows__main">
                <span className="money">{formatMoney(payout.amount, payout.currency)}</span>{' '}
                <PayoutStatusBadge status={payout.status} />
              </p>
              <p className="rows__meta">
                {formatDateTime(payout.completedAt ?? payout.updatedAt)} ·{' '}
                {t(`payment_type.${payout.paymentType}`)}
                {recipientOf(payout) ? ' · ' : null}
                <span className="payouts__nowrap">{recipientOf(payout)}</span>
              </p>
            </div>
            {payout.proofs.length > 0 ? (
              <div className="rows__actions">
                {payout.proofs.map((proof, index) => (
                  <a
                    key={proof.id}
                    className="btn btn--ghost btn--small"
                    href={proofFileUrl(payout.id, proof.id)}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t('payouts.proof', { number: index + 1 })}
                  </a>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
