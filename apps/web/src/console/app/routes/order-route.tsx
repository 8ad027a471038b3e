import type { TraderOrder, TraderOrderSearchResponse } from '@payorder/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { OrderDetail } from '#console/features/order-detail/components/order-detail.tsx';
import { ReceiptsPanel } from '#console/features/receipts/components/receipts-panel.tsx';
import { entriesQuery, isOpen, methodsQuery, traderOrderQuery } from '#console/lib/queries.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';
import { useQueue } from '../shell.tsx';

/**
 * /orders/:id: the order from the live queue, or (an ended one, opened from history or the ledger)
 * looked up by id among the trader's own orders.
 */
export function OrderRoute() {
  const { t } = useTranslation('console');
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const { queue } = useQueue();
  const fromQueue = queue.data?.find((order) => order.id === id);
  const fromHistory = queryClient
    .getQueriesData<{ pages: TraderOrderSearchResponse[] }>({ queryKey: consoleKeys.trader.history() })
    .flatMap(([, data]) => data?.pages.flatMap((page) => page.items) ?? [])
    .find((order) => order.id === id);
  // An order that left the queue (just confirmed) is read again for its final state (staleTime 0).
  const lookedUp = useQuery({ ...traderOrderQuery(id), enabled: !fromQueue && !queue.isPending });
  const order: TraderOrder | null | undefined = fromQueue ?? lookedUp.data ?? fromHistory;
  const entries = useQuery(entriesQuery);
  const methods = useQuery({ ...methodsQuery, enabled: order?.status === 'requisites' });
  const headingRef = useRef<string | null>(null);

  // Moving to another order puts the focus on its heading, so a screen reader reads it out.
  useEffect(() => {
    if (order && headingRef.current !== id) {
      headingRef.current = id;
      document.getElementById('detail-title')?.focus();
    }
  }, [order, id]);

  if (!order) {
    if (lookedUp.isPending || queue.isPending) return <p className="empty-message">{t('app.loading')}</p>;
    return (
      <div className="panel">
        <h1 className="page-title">{t('detail.not_found')}</h1>
        <Link className="link" to="/">
          {t('detail.back')}
        </Link>
      </div>
    );
  }
  const method = methods.data?.find((candidate) => candidate.id === order.tradeMethodId);
  return (
    <OrderDetail
      key={order.id}
      order={order}
      entry={entries.data?.find((entry) => entry.id === order.requisiteEntryId)}
      methodFields={method?.fields ?? []}
      receipts={
        <ReceiptsPanel orderId={order.id} receiptCount={order.receiptCount} isOpen={isOpen(order.status)} />
      }
    />
  );
}
