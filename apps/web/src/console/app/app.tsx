import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '../../lib/query-client.ts';
import { setSignedOutHandler } from '../lib/http.ts';
import { meQuery } from '../lib/queries.ts';
import { OrderRoute } from './routes/order-route.tsx';
import { QueueRoute } from './routes/queue-route.tsx';
import { SignInRoute } from './routes/sign-in-route.tsx';
import { Shell } from './shell.tsx';

// The screens a trader opens less often load on demand: the first view stays small (bench budget).
const HistoryPage = lazy(() =>
  import('../features/history/components/history-page.tsx').then((module) => ({
    default: module.HistoryPage,
  })),
);
const BookPage = lazy(() =>
  import('../features/book/components/book-page.tsx').then((module) => ({ default: module.BookPage })),
);
const BalancePage = lazy(() =>
  import('../features/balance/components/balance-page.tsx').then((module) => ({
    default: module.BalancePage,
  })),
);
const AccountRoute = lazy(() =>
  import('./routes/account-route.tsx').then((module) => ({ default: module.AccountRoute })),
);

const queryClient = createQueryClient();
// A 401 anywhere means the session ended (revoked, expired): back to the sign-in.
setSignedOutHandler(() => queryClient.setQueryData(meQuery.queryKey, null));

/** The console: routes under /console (contract CONSOLE_BASE_PATH). */
export function ConsoleApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/console">
        <Suspense fallback={null}>
          <Routes>
            <Route path="/login" element={<SignInRoute />} />
            <Route element={<Shell />}>
              <Route path="/" element={<QueueRoute />}>
                <Route path="orders/:id" element={<OrderRoute />} />
              </Route>
              <Route path="/history" element={<HistoryPage />} />
              <Route path="/book" element={<BookPage />} />
              <Route path="/balance" element={<BalancePage />} />
              <Route path="/account" element={<AccountRoute />} />
              <Route path="*" element={<QueueRoute />} />
            </Route>
          </Routes>
        </Suspense>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
