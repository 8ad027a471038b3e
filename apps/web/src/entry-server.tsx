import type { RenderFirstView } from '@payorder/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { AppRoutes } from './app/app-routes.tsx';
import { prefetchFirstView } from './app/prefetch-first-view.ts';
import { I18nProvider, PageI18n } from './lib/page-i18n.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { Router } from './lib/router.tsx';

/**
 * The page's server entry (built by scripts/build.ts into dist/ssr): draws an order's first view
 * as HTML from the data the server put into the page (contract `FirstView`), with the same routes,
 * query cache and texts the browser then hydrates (main.tsx). A phone shows the view as soon as
 * the HTML and the stylesheet are in, before a byte of script has run (docs/performance.md).
 */
export const renderFirstView: RenderFirstView = async ({ url, firstView, language, messages }) => {
  const queryClient = createQueryClient();
  // The same seeding as in the browser; it resolves once the view's code is loaded.
  await prefetchFirstView(queryClient, new URL(url, 'http://page').pathname, firstView);
  // The texts of the language the server detected (and Russian, the fallback), as the browser shows them.
  const i18n = new PageI18n(messages, language);
  try {
    return renderToString(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <Router path={new URL(url, 'http://page').pathname}>
            <AppRoutes />
          </Router>
        </QueryClientProvider>
      </I18nProvider>,
    );
  } finally {
    queryClient.clear();
  }
};
