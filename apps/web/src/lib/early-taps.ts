/*
 * Read by the page's entry (boot.ts), before React is loaded: this module imports nothing.
 *
 * Between the moment a server-drawn view is on screen and the moment the page's code has taken it
 * over, a tap on a button would do nothing (or, on a submit button, send the form the old way and
 * reload the page). Until then the page keeps the last button tapped and taps it again once it
 * runs (the same button of the view, if the page drew the view again), so a customer quick off the
 * mark loses nothing.
 */
/** The last button tapped, by its place among the view's buttons (the view may be drawn again). */
let pending: number | null = null;
let root: HTMLElement | null = null;

const keepTap = (event: Event) => {
  const button = (event.target as Element | null)?.closest?.('button');
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  pending = [...(root?.querySelectorAll('button') ?? [])].indexOf(button);
};
const holdSubmit = (event: Event) => event.preventDefault();

/** How long the page waits at most for the view to release the taps itself. */
export const EARLY_TAPS_RELEASE_MS = 3000;

/** Starts keeping taps on the buttons inside `element` (the server-drawn root). */
export function holdEarlyTaps(element: HTMLElement): void {
  root = element;
  root.addEventListener('click', keepTap, true);
  root.addEventListener('submit', holdSubmit, true);
}

/**
 * The view runs: stops keeping taps, and taps again the last button tapped if it is still there.
 * Called from inside the view's Suspense boundary (`EarlyTapsRelease` in the order page), which React
 * takes over after the rest of the page; the page calls it too after a few seconds, whatever happened.
 */
export function releaseEarlyTaps(): void {
  if (!root) return;
  root.removeEventListener('click', keepTap, true);
  root.removeEventListener('submit', holdSubmit, true);
  const button = pending === null ? undefined : root.querySelectorAll('button')[pending];
  root = null;
  pending = null;
  if (button && !button.disabled) button.click();
}
