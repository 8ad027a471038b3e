import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The view's heading. When the view replaces another (the button that was pressed is gone and focus
 * fell back to the page), the heading takes focus so keyboard and screen-reader users land on it.
 */
export function ViewTitle({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 id="view-title" className="view__title" tabIndex={-1} ref={heading}>
      {children}
    </h1>
  );
}
