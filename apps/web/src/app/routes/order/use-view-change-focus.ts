import { useEffect, useRef, useState } from 'react';

const isVisible = (element: Element) => element.getClientRects().length > 0;

/** How long a new view may take to settle (its code loading, a part of it suspending once more). */
const SETTLE_MS = 5000;

/**
 * When the order moves to another view (its status changed), the new view's heading is returned for
 * a polite live region and focus goes to that heading: a screen reader says what happened,
 * and a keyboard user carries on from the top of the new view instead of from a button that is gone.
 * The first view leaves focus where the browser put it.
 *
 * Views load their code on demand, so the heading may appear late, or be replaced once more while a
 * part of the view loads: until the view settles, a heading that appears while focus is lost (on the
 * body) takes it. Focus the reader moved elsewhere is left alone.
 */
export function useViewChangeFocus(viewKey: string | null): string {
  const [announcement, setAnnouncement] = useState('');
  const shownKey = useRef<string | null>(null);

  useEffect(() => {
    if (viewKey === null || viewKey === shownKey.current) return;
    const isFirstView = shownKey.current === null;
    shownKey.current = viewKey;
    const main = document.querySelector('main');
    if (isFirstView || !main) return;
    const settlesAt = performance.now() + SETTLE_MS;
    let isAnnounced = false;
    const focusHeading = () => {
      // Suspense keeps the old view in the DOM, hidden, until the new one can show: skip hidden headings.
      const heading = [...main.querySelectorAll<HTMLElement>('h1')].find(isVisible);
      if (!heading) return;
      if (!isAnnounced) {
        isAnnounced = true;
        setAnnouncement(heading.textContent ?? '');
      }
      const focused = document.activeElement;
      if (focused === heading) return;
      // Focus on something still on screen (the language switcher, the help link) was put there by the reader.
      if (focused && focused !== document.body && isVisible(focused)) return;
      heading.setAttribute('tabindex', '-1');
      heading.focus();
    };
    const observer = new MutationObserver(() => {
      if (performance.now() > settlesAt) observer.disconnect();
      else focusHeading();
    });
    observer.observe(main, { childList: true, subtree: true });
    focusHeading();
    return () => observer.disconnect();
  }, [viewKey]);

  return announcement;
}
