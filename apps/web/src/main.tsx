import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, firstViewReady } from './app/app.tsx';
import './app/styles.css';
import { initAnalytics } from './lib/analytics.ts';
import { installGlobalErrorHandlers } from './lib/error-reporter.ts';
import { initI18n, syncHtmlLang } from './lib/i18n.ts';
import { runtimeConfig } from './lib/runtime-config.ts';

installGlobalErrorHandlers();
initAnalytics(runtimeConfig().analyticsMeasurementId);
const root = createRoot(document.getElementById('root')!);
// The first draw waits for the translations and, for an order whose first view came with the HTML,
// for that view's code: drawn earlier, the page would only suspend, and React holds content that
// was suspended back for up to 300 ms (lib/lazy-chunk.ts).
void Promise.all([initI18n().then(syncHtmlLang), firstViewReady])
  .catch(() => undefined)
  .then(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
