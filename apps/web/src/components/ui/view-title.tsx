import type { ReactNode } from 'react';

/**
 * The view's heading. Focus moves to it when the order changes view (see
 * app/routes/order/use-view-change-focus.ts), hence tabIndex -1.
 */
export function ViewTitle({ children }: { children: ReactNode }) {
  return (
    <h1 id="view-title" className="view__title" tabIndex={-1}>
      {children}
    </h1>
  );
}
