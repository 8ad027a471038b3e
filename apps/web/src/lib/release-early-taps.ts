/*
 * The app's half of lib/early-taps.ts: the entry keeps taps on the server-drawn view until the app
 * runs it; the app says so with an event, as it cannot import the entry's code (boot.ts). Sending it
 * when nothing was kept (a page the browser drew itself) does nothing.
 */

/** lib/early-taps.ts listens for this name (early-taps.test.ts proves the two agree). */
const RELEASE_EARLY_TAPS_EVENT = 'payorder:release-early-taps';

/** How long the page waits at most for the view to release the taps itself. */
export const EARLY_TAPS_RELEASE_MS = 3000;

/**
 * The view runs: the entry stops keeping taps and taps again the last button tapped, if it is still
 * there. Called from inside the view's Suspense boundary (`EarlyTapsRelease` in the order page), which
 * React takes over after the rest of the page; the page calls it too after a few seconds, whatever
 * happened. Only the first call does anything.
 */
export function releaseEarlyTaps(): void {
  document.dispatchEvent(new Event(RELEASE_EARLY_TAPS_EVENT));
}
