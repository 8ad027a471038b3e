import { BRANDING_PREVIEW_PATH } from '@payorder/contract';
import { Suspense } from 'react';
import { lazyChunk } from '../lib/lazy-chunk.ts';
import { matchPath, usePath } from '../lib/router.tsx';
import { Layout } from './layout.tsx';
import { ORDER_PATH } from './prefetch-first-view.ts';
import { NotFoundRoute } from './routes/not-found-route.tsx';
import { OrderRoute } from './routes/order/order-route.tsx';

// The order route, the page's reason to exist, comes with the first script (no round trip after it
// has run), and with it the not-found screen it falls back to; the help screen is a chunk of its own.
const HelpRoute = lazyChunk(() => import('./routes/help-route.tsx'));
// The operator's branding preview (framed by the console): never part of a customer's page.
const BrandingPreviewRoute = lazyChunk(() => import('./routes/branding-preview-route.tsx'));

/** docs/product/payment-page.md §2 routes inside the shared layout: the same tree in the browser and on the server. */
export function AppRoutes() {
  const path = usePath();
  const order = matchPath(ORDER_PATH, path);
  return (
    <Suspense fallback={null}>
      <Layout>
        {order ? (
          <OrderRoute id={order.id!} token={order.token!} />
        ) : path === '/help' ? (
          <HelpRoute />
        ) : path === BRANDING_PREVIEW_PATH ? (
          <BrandingPreviewRoute />
        ) : (
          <NotFoundRoute />
        )}
      </Layout>
    </Suspense>
  );
}
