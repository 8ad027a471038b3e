import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-plugin-precompress.ts';
import { firstViewPreloads } from './scripts/vite-plugin-preloads.ts';

export default defineConfig({
  plugins: [react(), firstViewPreloads(), precompress()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the page supports has modulepreload; the polyfill would cost the first view 0.5 KB.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The libraries every view needs in one chunk: fewer requests and better compression than the
        // handful of shared chunks the splitter makes otherwise (docs/performance.md).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|use-sync-external-store)[\\/]|packages[\\/]contract[\\/]src[\\/](constants|languages)|src[\\/]lib[\\/](api-client|session-store|runtime-config|error-reporter)/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
