import { DEFAULT_NAMESPACE, type RenderFirstView } from '@payorder/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { AppRoutes } from './app/app-routes.tsx';
import { prefetchFirstView } from './app/prefetch-first-view.ts';
import { I18N_OPTIONS } from './lib/i18n.ts';
import { adoptIntlTags } from './lib/languages.ts';
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
  const i18n = i18next.createInstance();
  void i18n.init({
    ...I18N_OPTIONS,
    lng: language,
    resources: Object.fromEntries(
      Object.entries(messages).map(([lng, texts]) => [lng, { [DEFAULT_NAMESPACE]: texts }]),
    ),
    initAsync: false,
    react: { useSuspense: false },
  });
  adoptIntlTags(i18n);
  try {
    return renderToString(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <Router path={new URL(url, 'http://page').pathname}>
            <AppRoutes />
          </Router>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  } finally {
    queryClient.clear();
  }
};
