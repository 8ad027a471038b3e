import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { needsTrader } from '../features/work-queue/lib/group.ts';
import { announce } from '../lib/announce.ts';
import { customerStateOf } from '../lib/customer-state.ts';
import { formatMoney } from '../lib/format.ts';
import { subscribeToTraderOrders } from '../lib/live-orders.ts';
import { isOpen, payoutsQuery, payoutsWaiting, queueQuery } from '../lib/queries.ts';
import { alertTrader } from '../lib/order-alert.ts';

/** The queue polls this often while the live stream is down (docs/product/payment-page.md §9's 3 s). */
export const QUEUE_POLL_MS = 3000;
/** The payouts poll this often while the live stream is down (an offer lasts PAYOUT_OFFER_SECONDS). */
export const PAYOUTS_POLL_MS = 5000;

/**
 * The trader's queue, live: the event stream writes into the query cache; the query polls only while
 * the stream is down. New orders and status changes are announced; a new order and a customer who says
 * they paid alert the trader (lib/order-alert.ts: beep, vibration, system notification as set), and the
 * title bar and the queue tab count the orders waiting on the trader. A payout offered to the trader is
 * announced and alerts the same way; the payouts tab counts the payouts offered or taken.
 */
export function useLiveQueue(enabled: boolean) {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const [isLive, setLive] = useState(false);
  const queue = useQuery({ ...queueQuery, enabled, refetchInterval: isLive ? false : QUEUE_POLL_MS });
  const payouts = useQuery({ ...payoutsQuery, enabled, refetchInterval: isLive ? false : PAYOUTS_POLL_MS });
  const tRef = useRef(t);
  tRef.current = t;

  useEffect(() => {
    if (!enabled) return;
    let isPrimed = false;
    const stop = subscribeToTraderOrders(queryClient, {
      onLive: setLive,
      onOrder: (order, previous) => {
        if (previous?.status === order.status) return;
        const amount = formatMoney(order.amount, order.currency);
        const status = tRef.current(`status.${order.status}`);
        // The stream starts with every open order: only what changes after that is news.
        if (!isPrimed && !previous) return;
        // An order that ended and was not in the queue (one the trader just confirmed, whose answer took
        // it out first) is no news: saying it would also take the trader's "recorded" notice away.
        if (!previous && !isOpen(order.status)) return;
        announce(
          previous
            ? tRef.current('live.changed', { amount, status })
            : tRef.current('live.new', { amount, status }),
        );
        if (!previous || order.status === 'trader_confirm') {
          alertTrader({
            title: tRef.current(previous ? 'live.paid_title' : 'live.new_title', { amount }),
            body: tRef.current(`customer_state.${customerStateOf(order) ?? 'waiting_payment'}`),
            tag: order.id,
          });
        }
      },
      onPayout: (payout) => {
        if (!payout.offered) return;
        const amount = formatMoney(payout.amount, payout.currency);
        announce(tRef.current('payouts.live.offered', { amount }));
        alertTrader({
          title: tRef.current('payouts.live.offered_title', { amount }),
          body: tRef.current('payouts.live.offered_body'),
          tag: payout.id,
        });
      },
    });
    // Whatever arrives in the first instant is the stream's opening list.
    const timer = setTimeout(() => (isPrimed = true), 1000);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [enabled, queryClient]);

  const count = needsTrader(queue.data ?? []);
  useEffect(() => {
    const title = t('app.title');
    document.title = count ? `(${count}) ${title}` : title;
  }, [count, t]);

  return {
    queue,
    isLive,
    /** Every open order, new ones included from the moment they are assigned (the shift banner's). */
    open: queue.data?.length ?? 0,
    waiting: count,
    payoutsWaiting: payoutsWaiting(payouts.data ?? []),
  };
}
