import { useParams } from 'react-router';
import { ResolveDispute } from '#console/features/disputes/components/resolve-dispute.tsx';
import type { OrdersScope } from '#console/features/ops-orders/api/orders.ts';
import { OrderTimeline } from '#console/features/ops-orders/components/order-timeline.tsx';
import { TestOutcome } from '#console/features/test-orders/components/test-outcome.tsx';
import { useShopMode } from '#console/lib/shop-mode.ts';

/**
 * One order's timeline; an operator looking at a disputed order can resolve it here, a shop on its test
 * data (where every order is a test order) sets a test order's outcome.
 */
export function TimelineRoute({ scope }: { scope: OrdersScope }) {
  const { id } = useParams();
  const isTestData = useShopMode() === 'test' && scope === 'shop';
  return (
    <OrderTimeline
      key={id}
      scope={scope}
      id={id!}
      back={scope === 'operator' ? '/ops/orders' : '/shop/orders'}
      actions={(timeline) =>
        scope === 'operator' ? (
          <ResolveDispute
            order={timeline.order}
            history={timeline.history}
            notifications={timeline.notifications}
          />
        ) : isTestData ? (
          <TestOutcome orderId={timeline.order.id} status={timeline.order.status} />
        ) : null
      }
    />
  );
}
