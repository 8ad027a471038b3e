import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface ShiftBannerProps {
  /** The trader's open orders (the queue's), new ones included from the moment they are assigned. */
  open: number;
  /**
   * Of them, the ones waiting on the trader now: details to send, money to check (a dispute waits on the
   * operator).
   */
  waiting: number;
}

/**
 * The trader's open orders on every screen but the queue's (the queue, an order opened from it): a
 * strip at the top of the screen that stays while any order is open, saying how many and how many wait
 * on the trader, linking to the queue. A new order appears in it the moment it is assigned (the live
 * stream writes it into the queue).
 */
export function ShiftBanner({ open, waiting }: ShiftBannerProps) {
  const { t } = useTranslation('console');
  if (open === 0) return null;
  return (
    <Link
      to="/"
      className={waiting > 0 ? 'shift-banner shift-banner--waiting' : 'shift-banner'}
      data-testid="shift-banner"
    >
      <span className="shift-banner__text">
        {/* Each part whole: a narrow screen breaks the line between them, not inside one. */}
        <span className="shift-banner__part">{t('shift.open', { n: open })}</span>
        {waiting > 0 ? (
          <>
            {' · '}
            <span className="shift-banner__part">{t('shift.waiting', { n: waiting })}</span>
          </>
        ) : null}
      </span>
      {/* On a phone an arrow says it, the words kept for screen readers: the count gets the width. */}
      <span className="shift-banner__action">
        <span className="shift-banner__words">{t('shift.to_queue')}</span>
        <span className="shift-banner__arrow" aria-hidden="true">
          ›
        </span>
      </span>
    </Link>
  );
}
