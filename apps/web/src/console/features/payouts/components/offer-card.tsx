import type { TraderPayout } from '@payorder/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Commission, PayoutHead, TimeLeft } from './payout-parts.tsx';
import { RecipientFields } from './recipient-fields.tsx';

interface OfferCardProps {
  payout: TraderPayout;
  /** A move on this offer is under way: its buttons wait. */
  pending: boolean;
  onTake: () => void;
  onDecline: () => void;
  /** The offer ran out on the screen: read the list again (the server moved it on). */
  onOver: () => void;
}

/** A payout offered to the trader now: what, to whom, what it earns, how long the offer lasts; take or decline. */
export function OfferCard({ payout, pending, onTake, onDecline, onOver }: OfferCardProps) {
  const { t } = useTranslation('console');
  const titleId = useId();
  return (
    <article className="panel payout payout--offer" aria-labelledby={titleId}>
      <PayoutHead payout={payout} titleId={titleId} />
      <TimeLeft
        until={payout.offerExpiresAt}
        left="payouts.offer_left"
        over="payouts.offer_over"
        lowBelow={30}
        onOver={onOver}
      />
      <RecipientFields payout={payout} />
      <Commission payout={payout} />
      <div className="actions payout__actions">
        <button type="button" className="btn btn--success" onClick={onTake} disabled={pending}>
          {t('payouts.take')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onDecline} disabled={pending}>
          {t('payouts.decline')}
        </button>
      </div>
    </article>
  );
}
