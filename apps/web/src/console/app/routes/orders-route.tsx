import { CsvExport } from '#console/components/csv-export.tsx';
import { OrdersPage } from '#console/features/ops-orders/components/orders-page.tsx';
import type { OrdersScope } from '#console/features/ops-orders/api/orders.ts';

/** /ops/orders (every order) and /shop/orders (the shop's own), with the CSV exports of a date range. */
export function OrdersRoute({ scope }: { scope: OrdersScope }) {
  return (
    <OrdersPage
      scope={scope}
      base={scope === 'operator' ? '/ops/orders' : '/shop/orders'}
      footer={<CsvExport scope={scope === 'operator' ? 'operator' : 'shop'} />}
    />
  );
}
