import { CsvExport } from '#console/components/csv-export.tsx';
import { OrdersPage } from '#console/features/ops-orders/components/orders-page.tsx';
import type { OrdersScope } from '#console/features/ops-orders/api/orders.ts';
import { NewTestOrder } from '#console/features/test-orders/components/new-test-order.tsx';
import { useShopMode } from '#console/lib/shop-mode.ts';

/**
 * /ops/orders (every order) and /shop/orders (the shop's own), with the CSV exports of a date range; on
 * the shop's test data, a test order made by hand above them.
 */
export function OrdersRoute({ scope }: { scope: OrdersScope }) {
  const isTestData = useShopMode() === 'test' && scope === 'shop';
  return (
    <OrdersPage
      scope={scope}
      base={scope === 'operator' ? '/ops/orders' : '/shop/orders'}
      header={isTestData ? <NewTestOrder /> : null}
      footer={<CsvExport scope={scope === 'operator' ? 'operator' : 'shop'} />}
    />
  );
}
