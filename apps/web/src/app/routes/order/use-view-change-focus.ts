import { useEffect, useRef, useState } from 'react';

/** How long to wait for a view's heading while its code loads (Suspense), in animation frames. */
const MAX_FRAMES = 600;

/**
 * When the order moves to another view (its status changed), focus goes to the new view's heading
 * and the heading's text is returned for a polite live region: a screen reader says what happened,
 * and a keyboard user carries on from the top of the new view instead of from a button that is gone.
 * The first view leaves focus where the browser put it.
 */
export function useViewChangeFocus(viewKey: string | null): string {
  const [announcement, setAnnouncement] = useState('');
  const shownKey = useRef<string | null>(null);

  useEffect(() => {
    if (viewKey === null || viewKey === shownKey.current) return;
    const isFirstView = shownKey.current === null;
    shownKey.current = viewKey;
    if (isFirstView) return;
    let frame = 0;
    let frames = 0;
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) {
        if (frames++ < MAX_FRAMES) frame = requestAnimationFrame(focusHeading);
        return;
      }
      heading.setAttribute('tabindex', '-1');
      heading.focus();
      setAnnouncement(heading.textContent ?? '');
    };
    focusHeading();
    return () => cancelAnimationFrame(frame);
  }, [viewKey]);

  return announcement;
}
