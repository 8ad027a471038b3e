import type { PayoutStatus, TraderPayout } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatMoney } from '#console/lib/format.ts';
import { banksQuery } from '#console/lib/queries.ts';
import { bankName } from '#console/lib/bank-names.ts';

/** A payout's status as the console's badges draw it (console.css `.badge--*`). */
const BADGE: Record<PayoutStatus, string> = {
  new: 'requisites',
  taken: 'customer_confirm',
  overdue: 'error',
  completed: 'completed',
  cancelled: 'cancelled',
  failed: 'error',
  dispute: 'dispute',
};

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation('console');
  return <span className={`badge badge--${BADGE[status]}`}>{t(`payouts.status.${status}`)}</span>;
}

/**
 * The top of a payout's card: the amount large, its status (an offer's goes without saying), its
 * currency, how it is sent (payment type and bank).
 */
export function PayoutHead({ payout, titleId }: { payout: TraderPayout; titleId: string }) {
  const { t } = useTranslation('console');
  const banks = useQuery(banksQuery);
  const bank = payout.bank ? bankName(t, payout.bank, banks.data) : t('payouts.any_bank');
  return (
    <header className="payout__head">
      <h3 className="payout__amount" id={titleId}>
        {formatMoney(payout.amount, payout.currency)}
      </h3>
      {payout.status === 'new' ? null : <PayoutStatusBadge status={payout.status} />}
      <p className="payout__how">
        <span className="payout__currency">{payout.currency}</span> ·{' '}
        {t(`payment_type.${payout.paymentType}`)} · {bank}
      </p>
    </header>
  );
}

/** What the trader earns on top of the amount; nothing said when it earns nothing. */
export function Commission({ payout }: { payout: TraderPayout }) {
  const { t } = useTranslation('console');
  if (Number(payout.commission) === 0) return null;
  return (
    <p className="payout__earn">
      {t('payouts.commission', { commission: formatMoney(payout.commission, payout.currency) })}
    </p>
  );
}

interface TimeLeftProps {
  until: string | null;
  /** Said while time is left: `{{time}}` is "1:45". */
  left: 'payouts.offer_left' | 'payouts.send_left';
  over: 'payouts.offer_over' | 'payouts.send_over';
  /** Drawn as urgent from this many seconds left. */
  lowBelow: number;
  /** Called once when the time runs out (the offer moved on: read the list again). */
  onOver?: () => void;
}

/** Time left until `until`, ticking each second. */
export function TimeLeft({ until, left, over, lowBelow, onOver }: TimeLeftProps) {
  const { t } = useTranslation('console');
  const [now, setNow] = useState(() => Date.now());
  const seconds = until ? (new Date(until).getTime() - now) / 1000 : 0;
  const isOver = seconds <= 0;
  useEffect(() => {
    if (!until || isOver) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until, isOver]);
  useEffect(() => {
    if (until && isOver) onOver?.();
  }, [until, isOver, onOver]);
  if (!until) return null;
  return (
    <p className={seconds < lowBelow ? 'payout__time countdown countdown--low' : 'payout__time countdown'}>
      {isOver ? t(over) : t(left, { time: formatDuration(seconds) })}
    </p>
  );
}
