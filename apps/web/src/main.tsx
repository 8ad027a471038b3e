import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './app/styles.css';
import { initAnalytics } from './lib/analytics.ts';
import { installGlobalErrorHandlers } from './lib/error-reporter.ts';
import { initI18n, syncHtmlLang } from './lib/i18n.ts';
import { runtimeConfig } from './lib/runtime-config.ts';

installGlobalErrorHandlers();
initAnalytics(runtimeConfig().analyticsMeasurementId);
void initI18n().then(syncHtmlLang);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
