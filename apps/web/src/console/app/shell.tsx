import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { matchPath, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { autoConfirmQuery } from '../features/auto-confirm/api/auto-confirm.ts';
import { SilentPhoneBanner } from '../features/bank-devices/components/silent-phone-banner.tsx';
import { OnlineToggle } from '../features/book/components/online-toggle.tsx';
import { ShiftBanner } from '../features/work-queue/components/shift-banner.tsx';
import { useDisputeCount } from '../features/disputes/api/disputes.ts';
import { TestDataBadge } from '../features/test-mode/components/test-data-badge.tsx';
import { TestDataSwitch } from '../features/test-mode/components/test-data-switch.tsx';
import { NOTICE_MS, useAnnouncement } from '../lib/announce.ts';
import { meQuery, unclaimedQuery } from '../lib/queries.ts';
import {
  DISPUTES_PATH,
  HOME,
  NAV,
  NOTIFICATIONS_PATH,
  PASSWORD_PATH,
  PAYOUTS_PATH,
  SECURITY_PATH,
  type NavItem,
} from './nav.ts';
import { LeaveGuard } from './leave-guard.tsx';
import { useLiveQueue } from './use-live-queue.ts';
import { createContext, useContext, useEffect, useId, useRef, useState } from 'react';

type LiveQueue = ReturnType<typeof useLiveQueue>;
const LiveQueueContext = createContext<LiveQueue | null>(null);
/** The live queue the shell keeps for every screen (the title count and the sound work on all of them). */
export const useQueue = () => useContext(LiveQueueContext)!;

/** The queue's own screen: the queue, and an order opened from it (beside the queue on a wide screen). */
const isQueueScreen = (pathname: string) =>
  pathname === '/' || matchPath({ path: '/orders/:id' }, pathname) !== null;

/**
 * The signed-in frame: header (who, online switch), the screen, and the navigation of the role (a
 * bottom bar on a phone, within the thumb's reach; a side rail on a wide screen). The one live region
 * is here.
 */
export function Shell() {
  const { t } = useTranslation('console');
  const me = useQuery(meQuery);
  const location = useLocation();
  // Signed in with a one-time password: the server answers nothing but the change until it is made, so
  // nothing else is asked (an answer refused now would show as a failure once the console opens).
  const mustChangePassword = me.data?.mustChangePassword === true;
  const isTrader = me.data?.role === 'trader';
  const isTraderAtWork = isTrader && !mustChangePassword;
  const liveQueue = useLiveQueue(isTraderAtWork);
  // The trader's credits nobody claimed, counted on Notifications wherever the trader is.
  const unclaimed = useQuery({ ...unclaimedQuery, enabled: isTraderAtWork });
  // The operator's disputes waiting, counted in the navigation wherever the operator is (live).
  const disputeCount = useDisputeCount(
    me.data?.role === 'operator' && me.data.totpEnrolled && !mustChangePassword,
  );

  if (me.isPending) return <p className="splash">{t('app.loading')}</p>;
  if (me.isError) {
    return (
      <main className="splash" id="main">
        <p className="alert">{t('errors.network')}</p>
        <button type="button" className="btn btn--primary" onClick={() => void me.refetch()}>
          {t('actions.retry')}
        </button>
      </main>
    );
  }
  if (!me.data) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname)}`} replace />;
  const { role } = me.data;
  // Signed in with a reset's one-time password: the server answers nothing else until it is changed.
  if (mustChangePassword && location.pathname !== PASSWORD_PATH) {
    return <Navigate to={PASSWORD_PATH} replace />;
  }
  // An operator signs in with two factors: without TOTP set up, the set-up comes before anything else.
  if (role === 'operator' && !me.data.totpEnrolled && location.pathname !== SECURITY_PATH) {
    return <Navigate to={SECURITY_PATH} replace />;
  }
  if (!isTrader && location.pathname === '/') return <Navigate to={HOME[role]} replace />;

  return (
    <LiveQueueContext.Provider value={liveQueue}>
      <div className={mustChangePassword ? 'shell shell--no-nav' : 'shell'}>
        <a className="skip-link" href="#main">
          {t('app.skip')}
        </a>
        <header className="shell__header">
          <div className="brand">
            <img className="brand__logo" src="/brand/payorder-logo.svg" alt="" width={28} height={28} />
            <span className="brand__title">
              <span className="shell__product">{t('app.title')}</span>
              <span className="shell__who">{me.data.name}</span>
            </span>
          </div>
          {isTraderAtWork ? <OnlineToggle /> : null}
          {role === 'shop' && !mustChangePassword ? <TestDataSwitch /> : null}
        </header>
        {mustChangePassword ? null : (
          <ShellNav
            items={NAV[role]}
            counts={{
              '/': liveQueue.waiting,
              [PAYOUTS_PATH]: liveQueue.payoutsWaiting,
              [NOTIFICATIONS_PATH]: unclaimed.data ?? 0,
              [DISPUTES_PATH]: disputeCount,
            }}
          />
        )}
        <main className="shell__main" id="main" tabIndex={-1}>
          {role === 'shop' ? <TestDataBadge /> : null}
          {isTraderAtWork && !isQueueScreen(location.pathname) ? (
            <ShiftBanner open={liveQueue.open} waiting={liveQueue.waiting} />
          ) : null}
          {isTraderAtWork ? <TraderPhoneWarning /> : null}
          <Outlet />
        </main>
        <LiveRegion />
        <LeaveGuard />
      </div>
    </LiveQueueContext.Provider>
  );
}

/**
 * The console's one polite live region: what announce() says reaches screen readers only; what notify()
 * says (a save, any action the person took) is also shown as a notice above the phone's bar for NOTICE_MS.
 */
function LiveRegion() {
  const announcement = useAnnouncement();
  const [shownId, setShownId] = useState(0);
  useEffect(() => {
    if (!announcement.isShown) return;
    setShownId(announcement.id);
    const timer = setTimeout(() => setShownId(0), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [announcement]);
  const isShown = announcement.isShown && shownId === announcement.id;
  return (
    <div
      className={isShown ? 'notice' : 'visually-hidden'}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="notice"
    >
      <span key={announcement.id}>{announcement.text}</span>
    </div>
  );
}

/** A trader on auto-confirm whose phone went silent is told so above every screen. */
function TraderPhoneWarning() {
  const mode = useQuery({ ...autoConfirmQuery, refetchInterval: 60_000 });
  return <SilentPhoneBanner autoConfirmOn={mode.data !== undefined && mode.data.mode !== 'off'} />;
}

/** A phone's bar holds this many sections; a role with more shows the first BAR_SLOTS - 1 and a More menu. */
const BAR_SLOTS = 5;

/** What waits on the user in a section, by its path (the queue's orders, the payouts offered or taken). */
export type NavCounts = Partial<Record<string, number>>;

function NavEntry({ item, counts }: { item: NavItem; counts: NavCounts }) {
  const { t } = useTranslation('console');
  const waiting = counts[item.to] ?? 0;
  return (
    <NavLink to={item.to} end={item.to === '/'} className="nav-item">
      <NavIcon d={item.icon} />
      <span>{t(item.label)}</span>
      {waiting > 0 ? (
        <span
          className="nav-badge"
          data-testid={item.to === '/' ? 'queue-count' : `count-${item.to.slice(1)}`}
        >
          <span aria-hidden="true">{waiting}</span>
          <span className="visually-hidden">{t('nav.waiting', { n: waiting })}</span>
        </span>
      ) : null}
    </NavLink>
  );
}

function NavIcon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The role's sections: all of them on the wide side rail; on a phone (CSS only, below 1024 px) a bar of at
 * most BAR_SLOTS, the rest behind a More button whose menu opens above the bar (Escape or a tap outside
 * closes it, focus goes into it and back). The sections in the menu are in the rail's list too, hidden on
 * a phone, so each section is one visible link at any width.
 */
export function ShellNav({ items, counts }: { items: NavItem[]; counts: NavCounts }) {
  const { t } = useTranslation('console');
  const location = useLocation();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const crowded = items.length > BAR_SLOTS;
  const inMore = crowded ? items.slice(BAR_SLOTS - 1) : [];
  const moreActive = inMore.some((item) =>
    matchPath({ path: item.to, end: item.to === '/' }, location.pathname),
  );

  // A section chosen (or any other way of moving on) closes the menu.
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector('a')?.focus();
    const close = (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) buttonRef.current?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <nav
      ref={navRef}
      className={crowded ? 'shell__nav shell__nav--more' : 'shell__nav'}
      aria-label={t('nav.label')}
    >
      <ul>
        {items.map((item, index) => (
          <li key={item.to} className={crowded && index >= BAR_SLOTS - 1 ? 'shell__rail-only' : undefined}>
            <NavEntry item={item} counts={counts} />
          </li>
        ))}
        {crowded ? (
          <li className="shell__more">
            <button
              ref={buttonRef}
              type="button"
              className={moreActive ? 'nav-item active' : 'nav-item'}
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((was) => !was)}
            >
              <NavIcon d="M5 12h.01M12 12h.01M19 12h.01" />
              <span>{t('nav.more')}</span>
            </button>
          </li>
        ) : null}
      </ul>
      {crowded ? (
        <ul id={menuId} ref={menuRef} className="shell__more-menu" hidden={!open}>
          {inMore.map((item) => (
            <li key={item.to}>
              <NavEntry item={item} counts={counts} />
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
