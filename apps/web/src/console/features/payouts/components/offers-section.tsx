import type { TraderPayout } from '@payorder/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '#console/components/panel.tsx';
import { formatMoney } from '#console/lib/format.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';
import { payoutProblemOf, useDeclinePayout, useTakePayout } from '../api/payouts.ts';
import { DeclineDialog } from './decline-dialog.tsx';
import { OfferCard } from './offer-card.tsx';

interface OffersSectionProps {
  offers: TraderPayout[];
  /** Says how a move ended, above the lists (the card itself may be gone by then). */
  onNotice: (text: string) => void;
}

/**
 * The payouts offered to the trader now, on top: take one (the first take wins), or decline it with a
 * reason. An offer that is gone meanwhile (another trader, its time ran out) is said plainly.
 */
export function OffersSection({ offers, onNotice }: OffersSectionProps) {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const take = useTakePayout();
  const decline = useDeclinePayout();
  const [declining, setDeclining] = useState<TraderPayout | null>(null);
  const readAgain = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: consoleKeys.trader.payouts() }),
    [queryClient],
  );
  const problemWords = (error: unknown) => t(`payouts.problem.${payoutProblemOf(error)}`);
  const amountOf = (payout: TraderPayout) => formatMoney(payout.amount, payout.currency);

  const takeOffer = (payout: TraderPayout) =>
    take.mutate(payout.id, {
      onSuccess: () => onNotice(t('payouts.taken', { amount: amountOf(payout) })),
      onError: (error) => onNotice(problemWords(error)),
    });
  const declineOffer = (reason: string) => {
    const payout = declining!;
    decline.mutate(
      { id: payout.id, reason },
      {
        onSuccess: () => {
          setDeclining(null);
          onNotice(t('payouts.declined', { amount: amountOf(payout) }));
        },
        onError: (error) => {
          // Gone meanwhile: nothing left to decline; said above the lists, the dialog closes.
          if (payoutProblemOf(error) === 'failed') return;
          setDeclining(null);
          onNotice(problemWords(error));
        },
      },
    );
  };

  return (
    <Panel title={t('payouts.offers')} className="payouts__section">
      {offers.length === 0 ? <p className="empty-message">{t('payouts.offers_none')}</p> : null}
      <ul className="payouts__list">
        {offers.map((payout) => (
          <li key={payout.id}>
            <OfferCard
              payout={payout}
              pending={(take.isPending && take.variables === payout.id) || declining?.id === payout.id}
              onTake={() => takeOffer(payout)}
              onDecline={() => {
                decline.reset();
                setDeclining(payout);
              }}
              onOver={readAgain}
            />
          </li>
        ))}
      </ul>
      <DeclineDialog
        payout={declining}
        pending={decline.isPending}
        error={decline.isError ? problemWords(decline.error) : null}
        onDecline={declineOffer}
        onClose={() => setDeclining(null)}
      />
    </Panel>
  );
}
