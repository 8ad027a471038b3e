import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { lazyChunk } from '../lib/lazy-chunk.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { Layout } from './layout.tsx';
import { ORDER_PATH, prefetchFirstView } from './prefetch-first-view.ts';
import { NotFoundRoute } from './routes/not-found-route.tsx';
import { OrderRoute } from './routes/order/order-route.tsx';

// The order route, the page's reason to exist, comes with the first script (no round trip after it
// has run), and with it the not-found screen it falls back to; the help screen is a chunk of its own.
const HelpRoute = lazyChunk(() => import('./routes/help-route.tsx'));

const queryClient = createQueryClient();
/** Settles when the first view can be drawn without suspending (see prefetchFirstView). */
export const firstViewReady = prefetchFirstView(queryClient, window.location.pathname);

/** spec §2 routes inside the shared layout. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Suspense fallback={null}>
          <Routes>
            <Route element={<Layout />}>
              <Route path={ORDER_PATH} element={<OrderRoute />} />
              <Route path="/help" element={<HelpRoute />} />
              <Route path="*" element={<NotFoundRoute />} />
            </Route>
          </Routes>
        </Suspense>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
