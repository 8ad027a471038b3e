/*
 * Read by the page's entry (boot.ts) only, before React is loaded: this module imports nothing, and
 * the page's code never imports it (the server inlines the entry into the HTML, so a module the app
 * shared with it would be fetched and run a second time). The app tells it to let go with an event
 * (lib/release-early-taps.ts).
 *
 * Between the moment a server-drawn view is on screen and the moment the page's code has taken it
 * over, a tap on a button would do nothing (or, on a submit button, send the form the old way and
 * reload the page). Until then the page keeps the last button tapped and taps it again once it
 * runs (the same button of the view, if the page drew the view again), so a customer quick off the
 * mark loses nothing.
 */

/** The event lib/release-early-taps.ts sends on the document (the same name there). */
export const RELEASE_EARLY_TAPS_EVENT = 'payorder:release-early-taps';

/** Starts keeping taps on the buttons inside `root` (the server-drawn root) until the app says it runs. */
export function holdEarlyTaps(root: HTMLElement): void {
  /** The last button tapped, by its place among the view's buttons (the view may be drawn again). */
  let pending: number | null = null;
  const keepTap = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    pending = [...root.querySelectorAll('button')].indexOf(button);
  };
  const holdSubmit = (event: Event) => event.preventDefault();
  root.addEventListener('click', keepTap, true);
  root.addEventListener('submit', holdSubmit, true);
  // The view runs: stop keeping taps, and tap again the last button tapped if it is still there.
  const release = () => {
    root.removeEventListener('click', keepTap, true);
    root.removeEventListener('submit', holdSubmit, true);
    const button = pending === null ? undefined : root.querySelectorAll('button')[pending];
    if (button && !button.disabled) button.click();
  };
  document.addEventListener(RELEASE_EARLY_TAPS_EVENT, release, { once: true });
}
