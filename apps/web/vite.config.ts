import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { fillHtmlSlots } from '@payorder/contract';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/vite-plugin-precompress.ts';
import { firstViewPreloads } from './scripts/vite-plugin-preloads.ts';

/** The dev server has no server to fill the templates' slots (docs/decisions/008): it fills in the defaults. */
const defaultHtmlSlots = (): Plugin => ({
  name: 'payorder:default-html-slots',
  apply: 'serve',
  transformIndexHtml: (html) => fillHtmlSlots(html, {}),
});

export default defineConfig({
  plugins: [react(), firstViewPreloads(), precompress(), defaultHtmlSlots()],
  // zod without its eval probe in the browser: src/lib/zod-browser.ts.
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('src/lib/zod-browser.ts', import.meta.url)) },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the page supports has modulepreload; the polyfill would cost the first view 0.5 KB.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The page: index.html, whose entry (boot.ts) the server writes into the HTML, and the page's
      // code (main.tsx), an input of its own because the entry imports it only by a URL the HTML
      // gives it. (The console's build and the server entry's name their own input, scripts/build.ts.)
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        main: fileURLToPath(new URL('src/main.tsx', import.meta.url)),
      },
      output: {
        // The libraries every view needs in one chunk: fewer requests and better compression than the
        // handful of shared chunks the splitter makes otherwise (docs/performance.md). react-router and
        // i18next are the console's (its build uses this config too): the payment page has its own
        // router and texts (src/lib/router.tsx, src/lib/page-i18n.tsx).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|use-sync-external-store)[\\/]|packages[\\/]contract[\\/]src[\\/](constants|page-constants|languages)|src[\\/]lib[\\/](api-client|session-store|runtime-config|error-reporter|page-i18n|language-detector)/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
