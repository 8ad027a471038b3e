import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, firstViewReady } from './app/app.tsx';
import { initAnalytics } from './lib/analytics.ts';
import { installGlobalErrorHandlers, reportError } from './lib/error-reporter.ts';
import { initPageI18n, pageI18n, syncHtmlLang } from './lib/page-i18n.tsx';
import { runtimeConfig } from './lib/runtime-config.ts';

installGlobalErrorHandlers();
initAnalytics(runtimeConfig().analyticsMeasurementId);

const container = document.getElementById('root')!;

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The page starts once it has its texts and, for an order whose first view came with the HTML, that
// view's code: started earlier it would only suspend, and React holds content that suspended back
// for up to 300 ms (lib/lazy-chunk.ts).
void Promise.all([initPageI18n().then(() => syncHtmlLang()), firstViewReady])
  .catch(() => undefined)
  .then(() => {
    // The server drew the first view (entry-server.tsx) in the language it could detect: the page
    // takes that over when it shows the same language, and draws afresh in its own otherwise (a
    // language kept in local storage, which the server cannot see).
    if (container.dataset.language && container.dataset.language === pageI18n.resolvedLanguage) {
      hydrateRoot(container, app, { onRecoverableError: (error) => reportError(error) });
    } else {
      createRoot(container).render(app);
    }
  });
