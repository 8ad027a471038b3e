import type { BankNotification, BankNotificationOutcome } from '@payorder/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney, shortId } from '../lib/format.ts';

/** The badge's colour of each outcome: done, waiting, needs the trader, nothing to do. */
const OUTCOME_BADGE: Record<BankNotificationOutcome, string> = {
  confirmed: 'badge--completed',
  matched: 'badge--customer_confirm',
  unmatched: 'badge--trader_confirm',
  ambiguous: 'badge--trader_confirm',
  unparsed: 'badge--trader_confirm',
  ignored: '',
  duplicate: '',
};

interface BankNotificationItemProps {
  notification: BankNotification;
  /** Where its linked order opens (the trader's order, the operator's timeline); none: not a link. */
  orderHref?: (orderId: string) => string;
  /** What the trader can do with it (attach to an order). */
  actions?: ReactNode;
  /**
   * Who reads it: its outcome and why it was held are explained to the trader ("confirmed for you"), or
   * to the operator about the trader (a text's `_operator` variant where the trader's words would be wrong).
   */
  reader?: 'trader' | 'operator';
}

/**
 * One bank notification as the phone got it: when, from whom, its text, what it became (in words; a
 * credit held for the trader says why, `reviewReason`) and what was read from it, with the order it is
 * linked to. The trader's list and the operator's order
 * timeline show it alike.
 */
export function BankNotificationItem({
  notification: n,
  orderHref,
  actions,
  reader = 'trader',
}: BankNotificationItemProps) {
  const { t } = useTranslation('console');
  // A missing `_operator` variant falls back to the trader's words (i18next's context).
  const context = reader === 'operator' ? 'operator' : undefined;
  const read = [
    n.amount && n.currency ? formatMoney(n.amount, n.currency) : null,
    n.last4 ? t('notifications.last4', { digits: n.last4 }) : null,
    n.payer ? t('notifications.payer', { name: n.payer }) : null,
    n.reference ? t('notifications.reference', { reference: n.reference }) : null,
  ].filter(Boolean);
  return (
    <article className="notification" aria-label={`${n.from}, ${formatDateTime(n.receivedAt)}`}>
      <header className="notification__head">
        <span className="rows__main">{n.from}</span>
        <span className={`badge ${OUTCOME_BADGE[n.outcome]}`}>
          {n.reviewReason ? t('notifications.held') : t(`notifications.outcome.${n.outcome}`)}
        </span>
      </header>
      <p className="rows__meta">
        {formatDateTime(n.receivedAt)} · {n.deviceName}
        {n.app ? ` · ${n.app}` : ''}
      </p>
      {/* A sender no rule knows: its text was never kept (docs/product/bank-notifications.md, privacy). */}
      <blockquote className="notification__text">
        {n.text === '' ? t('notifications.text_not_kept') : n.text}
      </blockquote>
      {read.length ? <p className="notification__read">{read.join(' · ')}</p> : null}
      <p className="field__hint">
        {n.reviewReason
          ? t(`notifications.review.${n.reviewReason}`, { context })
          : t(`notifications.explain.${n.outcome}`, { context })}
      </p>
      {n.orderId ? (
        <p className="notification__order">
          {n.linkedBy === 'hand' ? t('notifications.attached_to') : t('notifications.order')}{' '}
          {orderHref ? (
            <Link className="link" to={orderHref(n.orderId)}>
              #{shortId(n.orderId)}
            </Link>
          ) : (
            `#${shortId(n.orderId)}`
          )}
        </p>
      ) : null}
      {actions}
    </article>
  );
}
