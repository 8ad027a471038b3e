import type { ReactNode } from 'react';
import { trackClick, type ClickAction } from '#page/lib/analytics.ts';

/** A link to the support bot (docs/product/payment-page.md §7 external links): a new tab, counted as its click action. */
export function BotLink({
  href,
  action,
  className = 'link',
  children,
}: {
  href: string;
  action: Extract<ClickAction, 'telegram_help' | 'telegram_upload_receipt'>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => trackClick(action)}
    >
      {children}
    </a>
  );
}
