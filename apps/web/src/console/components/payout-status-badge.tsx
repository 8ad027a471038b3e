import type { PayoutStatus } from '@payorder/contract';
import { useTranslation } from 'react-i18next';
import { PAYOUT_BADGE } from '../lib/payouts.ts';

/** A payout's status in words, coloured as the order status that means the same; "Test" beside a test one. */
export function PayoutStatusBadge({ status, test = false }: { status: PayoutStatus; test?: boolean }) {
  const { t } = useTranslation('console');
  return (
    <span className="payout-badges">
      <span className={`badge badge--${PAYOUT_BADGE[status]}`}>{t(`payout.status.${status}`)}</span>
      {test ? <span className="badge">{t('payout.test')}</span> : null}
    </span>
  );
}
