// The page's tokens and building blocks (buttons, fields, dialog), then the console's own layout.
import '../app/styles.css';
import './console.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installGlobalErrorHandlers } from '../lib/error-reporter.ts';
import { initI18n, syncHtmlLang } from '../lib/i18n.ts';
import { ConsoleApp } from './app/app.tsx';
import { loadCurrencySymbols } from './lib/currency-symbols.ts';
import { applyTheme } from './lib/settings.ts';

/*
 * The console's entry (console.html, served at /console): a client-drawn app of its own, sharing the
 * page's libraries but none of its code, which never loads the console's (vite.config.ts).
 */
installGlobalErrorHandlers();
applyTheme();
// The texts and the currencies' symbols (every amount's) are read side by side before the first draw.
void Promise.all([initI18n('console').then(syncHtmlLang), loadCurrencySymbols()])
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <ConsoleApp />
      </StrictMode>,
    ),
  );
