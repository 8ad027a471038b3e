import { OrderPage } from './order-page.tsx';

/** /order/{id}/{token} (docs/product/payment-page.md §2): a page of its own for each link. */
export function OrderRoute({ id, token }: { id: string; token: string }) {
  return <OrderPage key={`${id}/${token}`} orderId={id} token={token} />;
}
