import { OrdersPage } from '../../features/ops-orders/components/orders-page.tsx';
import type { OrdersScope } from '../../features/ops-orders/api/orders.ts';

/** /ops/orders (every order) and /shop/orders (the shop's own). */
export function OrdersRoute({ scope }: { scope: OrdersScope }) {
  return <OrdersPage scope={scope} base={scope === 'operator' ? '/ops/orders' : '/shop/orders'} />;
}
