import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DISPUTES_PATH } from '#console/app/nav.ts';
import { ResolveDispute } from '#console/features/disputes/components/resolve-dispute.tsx';
import type { OrdersScope } from '#console/features/ops-orders/api/orders.ts';
import { OrderTimeline } from '#console/features/ops-orders/components/order-timeline.tsx';
import { TestOutcome } from '#console/features/test-orders/components/test-outcome.tsx';
import { useShopMode } from '#console/lib/shop-mode.ts';

/**
 * One order's timeline; an operator looking at a disputed order can resolve it here, a shop on its test
 * data (where every order is a test order) sets a test order's outcome. `fromDisputes`: opened from the
 * operator's disputes (`/ops/disputes/:id`), which it leads back to and keeps lit in the navigation.
 */
export function TimelineRoute({
  scope,
  fromDisputes = false,
}: {
  scope: OrdersScope;
  fromDisputes?: boolean;
}) {
  const { t } = useTranslation('console');
  const { id } = useParams();
  const isTestData = useShopMode() === 'test' && scope === 'shop';
  const back = fromDisputes
    ? { to: DISPUTES_PATH, label: t('ops.back_disputes') }
    : { to: scope === 'operator' ? '/ops/orders' : '/shop/orders', label: t('ops.back') };
  return (
    <OrderTimeline
      key={id}
      scope={scope}
      id={id!}
      back={back}
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
