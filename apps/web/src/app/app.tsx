import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { EARLY_TAPS_RELEASE_MS, releaseEarlyTaps } from '../lib/release-early-taps.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { Router } from '../lib/router.tsx';
import { AppRoutes } from './app-routes.tsx';
import { prefetchFirstView } from './prefetch-first-view.ts';

const queryClient = createQueryClient();
/** Settles when the first view can be drawn without suspending (see prefetchFirstView). */
export const firstViewReady = prefetchFirstView(queryClient, window.location.pathname);

/** The page in the browser. */
export function App() {
  // The view releases the taps kept before the page ran once React has taken it over; this makes
  // sure they are released even if it never shows.
  useEffect(() => {
    const timer = setTimeout(releaseEarlyTaps, EARLY_TAPS_RELEASE_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Router>
        <AppRoutes />
      </Router>
    </QueryClientProvider>
  );
}
