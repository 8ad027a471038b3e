import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Unit and component tests: beside the code they test, in jsdom. */
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
  },
});
