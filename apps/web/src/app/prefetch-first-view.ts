import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { loginQueryOptions } from '../features/order/api/login.ts';
import { orderQueryOptions } from '../features/order/api/get-order.ts';
import { selectedTradeMethodQueryOptions } from '../features/methods/api/get-selected-trade-method.ts';
import { tradeMethodsQueryOptions } from '../features/methods/api/get-trade-methods.ts';
import { currenciesQueryOptions } from '../features/reference/api/get-currencies.ts';
import { metaQueryOptions } from '../features/reference/api/get-meta.ts';
import { sciDomainQueryOptions } from '../features/reference/api/get-sci-domain.ts';
import { preloadViewOf } from './routes/order/views.ts';

export const ORDER_PATH = '/order/:id/:token';
export const importOrderRoute = () => import('./routes/order/order-route.tsx');

/**
 * Starts what the first view needs as soon as the code runs, side by side, instead of one after the
 * other as the components mount (the layout waits for the translations, the order page for the
 * layout, the order for the login): the domain settings, the order route's code, and for an order
 * link the login, then the order and its trade methods, then the code of the order's view.
 * Components then find these queries in flight or done.
 * On a phone on a mobile network each round trip saved is about 150 ms off the first view
 * (docs/performance.md).
 */
export function prefetchFirstView(queryClient: QueryClient, pathname: string): void {
  void queryClient.prefetchQuery(sciDomainQueryOptions());
  const match = matchPath(ORDER_PATH, pathname);
  const { id, token } = match?.params ?? {};
  if (!id || !token) return;
  void importOrderRoute().catch(() => undefined);
  // The order page's summary and links: with them in, the page renders its view once, not once per answer.
  void queryClient.prefetchQuery(currenciesQueryOptions());
  void queryClient.prefetchQuery(metaQueryOptions());
  queryClient
    .fetchQuery(loginQueryOptions({ orderId: id, token }))
    .then(() => {
      // The order and the methods side by side: the methods to choose from (for a new order) and the
      // chosen one (for any other), so neither waits a round trip for the order's status.
      void queryClient.prefetchQuery(tradeMethodsQueryOptions(id));
      void queryClient.prefetchQuery(selectedTradeMethodQueryOptions(id));
      return queryClient.fetchQuery(orderQueryOptions(id));
    })
    .then((order) => {
      // A new order has no chosen method yet: its empty answer must not stay cached (indefinitely, as
      // trade methods are) for when the customer has chosen one.
      if (order.status === 'new')
        queryClient.removeQueries({ queryKey: selectedTradeMethodQueryOptions(id).queryKey });
      // The code of the view the order's status shows, before the order page has rendered.
      preloadViewOf(order.status);
    })
    // The order page shows a failure itself (spec §8: the not-found page).
    .catch(() => undefined);
}
