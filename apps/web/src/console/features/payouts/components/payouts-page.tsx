import type { TraderPayout } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '#console/components/load-state.tsx';
import { Panel } from '#console/components/panel.tsx';
import { announce } from '#console/lib/announce.ts';
import { payoutsQuery } from '#console/lib/queries.ts';
import { payoutSettingsQuery } from '../api/payouts.ts';
import '../payouts.css';
import { FinishedList } from './finished-list.tsx';
import { InHandCard } from './in-hand-card.tsx';
import { OffersSection } from './offers-section.tsx';
import { PayoutSettingsPanel } from './payout-settings.tsx';

const isOffer = (payout: TraderPayout) => payout.status === 'new';
const isInHand = (payout: TraderPayout) => ['taken', 'overdue', 'dispute'].includes(payout.status);

/**
 * The trader's payouts (docs/architecture.md "Payouts"), as worked from a phone: the offers on top (each
 * lasts a couple of minutes), then the payouts taken and still to be sent, then the latest finished, and
 * the settings of which payouts to take. The live stream reads the list again on every change (the
 * shell polls it only while the stream is down).
 */
export function PayoutsPage({ isLive }: { isLive: boolean }) {
  const { t } = useTranslation('console');
  const payouts = useQuery(payoutsQuery);
  const settings = useQuery(payoutSettingsQuery);
  const [notice, setNotice] = useState<{ text: string; id: number } | null>(null);
  const say = (text: string) => {
    setNotice((current) => ({ text, id: (current?.id ?? 0) + 1 }));
    announce(text);
  };
  const items = payouts.data ?? [];
  return (
    <div className="page payouts">
      <div className="page__head">
        <h1 className="page-title">{t('payouts.title')}</h1>
        <span className={isLive ? 'live live--on' : 'live'}>
          {isLive ? t('queue.live') : t('payouts.polling')}
        </span>
      </div>
      {notice ? (
        <p className="alert payouts__notice" key={notice.id}>
          {notice.text}
        </p>
      ) : null}
      {settings.data && !settings.data.enabled ? (
        <p className="alert" data-testid="payouts-off">
          {t('payouts.off')} <a href="#payout-settings">{t('payouts.to_settings')}</a>
        </p>
      ) : null}
      <LoadState isPending={payouts.isPending} isError={payouts.isError} empty={null} />
      <div className="payouts__columns">
        <div className="payouts__work">
          <OffersSection offers={items.filter(isOffer)} onNotice={say} />
          <Panel title={t('payouts.in_hand')} className="payouts__section">
            {items.some(isInHand) ? null : <p className="empty-message">{t('payouts.in_hand_none')}</p>}
            <ul className="payouts__list">
              {items.filter(isInHand).map((payout) => (
                <li key={payout.id}>
                  <InHandCard payout={payout} onNotice={say} />
                </li>
              ))}
            </ul>
          </Panel>
        </div>
        <div className="payouts__side">
          <FinishedList payouts={items.filter((payout) => !isOffer(payout) && !isInHand(payout))} />
          <PayoutSettingsPanel />
        </div>
      </div>
    </div>
  );
}
