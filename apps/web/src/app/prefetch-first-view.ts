import { FIRST_VIEW_ELEMENT_ID, type FirstView, type LoginRequest } from '@payorder/contract';
import type { QueryClient } from '@tanstack/react-query';
import { loginQueryOptions } from '../features/order/api/login.ts';
import { orderQueryOptions } from '../features/order/api/get-order.ts';
import { selectedTradeMethodQueryOptions } from '../features/methods/api/get-selected-trade-method.ts';
import { tradeMethodsQueryOptions } from '../features/methods/api/get-trade-methods.ts';
import { currenciesQueryOptions } from '../features/reference/api/get-currencies.ts';
import { metaQueryOptions } from '../features/reference/api/get-meta.ts';
import { sciDomainQueryOptions } from '../features/reference/api/get-sci-domain.ts';
import { matchPath } from '../lib/router.tsx';
import { writeSession } from '../lib/session-store.ts';
import { preloadViewOf } from './routes/order/views.ts';

export const ORDER_PATH = '/order/:id/:token';

/**
 * The answers the server put into the HTML for the first view (contract `ZFirstView`): null on the
 * dev server, or when the server could not add them.
 */
export function embeddedFirstView(): FirstView | null {
  const text = document.getElementById(FIRST_VIEW_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as FirstView;
  } catch {
    return null;
  }
}

/**
 * Gets what the first view needs into the query cache before anything renders, so the page draws
 * its first view as soon as its code has run (docs/performance.md). The server's HTML carries the
 * answers of the first calls (domain settings, reference lists, and for a right link the login, the
 * order and its methods): they are filed under the calls' own query keys, exactly as if fetched.
 * Whatever it does not carry is fetched here side by side rather than one after the other as the
 * components mount: the login, then the order and its methods. Either way the code of the order's
 * view starts loading as soon as its status is known.
 *
 * Resolves when the embedded order's view can be drawn without waiting (its code is in), at once
 * when there is none: the page's first draw waits for it (main.tsx).
 */
export function prefetchFirstView(
  queryClient: QueryClient,
  pathname: string,
  firstView: FirstView | null = embeddedFirstView(),
): Promise<void> {
  const { id, token } = matchPath(ORDER_PATH, pathname) ?? {};
  if (firstView) {
    queryClient.setQueryData(sciDomainQueryOptions().queryKey, firstView.sciDomain);
    queryClient.setQueryData(currenciesQueryOptions().queryKey, firstView.currencies);
    queryClient.setQueryData(metaQueryOptions().queryKey, firstView.meta);
  } else {
    void queryClient.prefetchQuery(sciDomainQueryOptions());
    // The order page's summary and links: with them in, it renders its view once, not once per answer.
    if (id && token) {
      void queryClient.prefetchQuery(currenciesQueryOptions());
      void queryClient.prefetchQuery(metaQueryOptions());
    }
  }
  if (!id || !token) return Promise.resolve();

  const credentials: LoginRequest = { orderId: id, token };
  const embedded = firstView?.order;
  if (embedded?.order.id === id) {
    const { accessToken } = embedded.login;
    // What logging in would have stored (docs/product/payment-page.md §6: the credentials for a silent re-login).
    writeSession({ credentials, accessToken });
    queryClient.setQueryData(loginQueryOptions(credentials).queryKey, accessToken);
    queryClient.setQueryData(orderQueryOptions(id).queryKey, embedded.order);
    queryClient.setQueryData(tradeMethodsQueryOptions(id).queryKey, embedded.tradeMethods);
    // Cached indefinitely: only a chosen method goes in (a new order's empty answer would stay).
    if (embedded.selectedTradeMethod)
      queryClient.setQueryData(selectedTradeMethodQueryOptions(id).queryKey, embedded.selectedTradeMethod);
    return preloadViewOf(embedded.order.status);
  }
  queryClient
    .fetchQuery(loginQueryOptions(credentials))
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
      void preloadViewOf(order.status);
    })
    // The order page shows a failure itself (docs/product/payment-page.md §8: the not-found page).
    .catch(() => undefined);
  return Promise.resolve();
}
