import { useParams } from 'react-router';
import { ResolveDispute } from '#console/features/disputes/components/resolve-dispute.tsx';
import type { OrdersScope } from '#console/features/ops-orders/api/orders.ts';
import { OrderTimeline } from '#console/features/ops-orders/components/order-timeline.tsx';

/** One order's timeline; an operator looking at a disputed order can resolve it here. */
export function TimelineRoute({ scope }: { scope: OrdersScope }) {
  const { id } = useParams();
  return (
    <OrderTimeline
      key={id}
      scope={scope}
      id={id!}
      back={scope === 'operator' ? '/ops/orders' : '/shop/orders'}
      actions={(timeline) =>
        scope === 'operator' ? <ResolveDispute order={timeline.order} history={timeline.history} /> : null
      }
    />
  );
}
