import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-plugin-precompress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  build: { target: 'es2022', sourcemap: false },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
