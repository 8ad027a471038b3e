import { useParams } from 'react-router';
import { NotFoundRoute } from '../not-found-route.tsx';
import { OrderPage } from './order-page.tsx';

/** /order/{id}/{token} (docs/product/payment-page.md §2). */
export function OrderRoute() {
  const { id, token } = useParams();
  if (!id || !token) return <NotFoundRoute />;
  return <OrderPage key={`${id}/${token}`} orderId={id} token={token} />;
}
