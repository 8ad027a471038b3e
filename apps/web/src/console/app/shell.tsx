import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { OnlineToggle } from '../features/book/components/online-toggle.tsx';
import { TestDataBadge } from '../features/test-mode/components/test-data-badge.tsx';
import { TestDataSwitch } from '../features/test-mode/components/test-data-switch.tsx';
import { useAnnouncement } from '../lib/announce.ts';
import { meQuery } from '../lib/queries.ts';
import { HOME, NAV, PASSWORD_PATH, SECURITY_PATH } from './nav.ts';
import { useLiveQueue } from './use-live-queue.ts';
import { createContext, useContext } from 'react';

type LiveQueue = ReturnType<typeof useLiveQueue>;
const LiveQueueContext = createContext<LiveQueue | null>(null);
/** The live queue the shell keeps for every screen (the title count and the sound work on all of them). */
export const useQueue = () => useContext(LiveQueueContext)!;

/**
 * The signed-in frame: header (who, online switch), the screen, and the navigation of the role (a
 * bottom bar on a phone, within the thumb's reach; a side rail on a wide screen). The one live region
 * is here.
 */
export function Shell() {
  const { t } = useTranslation('console');
  const me = useQuery(meQuery);
  const location = useLocation();
  const isTrader = me.data?.role === 'trader';
  const liveQueue = useLiveQueue(isTrader);
  const announcement = useAnnouncement();

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
  if (me.data.mustChangePassword && location.pathname !== PASSWORD_PATH) {
    return <Navigate to={PASSWORD_PATH} replace />;
  }
  // An operator signs in with two factors: without TOTP set up, the set-up comes before anything else.
  if (role === 'operator' && !me.data.totpEnrolled && location.pathname !== SECURITY_PATH) {
    return <Navigate to={SECURITY_PATH} replace />;
  }
  if (!isTrader && location.pathname === '/') return <Navigate to={HOME[role]} replace />;

  return (
    <LiveQueueContext.Provider value={liveQueue}>
      <div className="shell">
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
          {isTrader ? <OnlineToggle /> : null}
          {role === 'shop' ? <TestDataSwitch /> : null}
        </header>
        <nav
          className={NAV[role].length > 5 ? 'shell__nav shell__nav--crowded' : 'shell__nav'}
          aria-label={t('nav.label')}
        >
          <ul>
            {NAV[role].map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className="nav-item">
                  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                    <path
                      d={item.icon}
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                  <span>{t(item.label)}</span>
                  {item.to === '/' && liveQueue.waiting > 0 ? (
                    <span className="nav-badge" data-testid="queue-count">
                      <span aria-hidden="true">{liveQueue.waiting}</span>
                      <span className="visually-hidden">{t('nav.waiting', { n: liveQueue.waiting })}</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="shell__main" id="main" tabIndex={-1}>
          {role === 'shop' ? <TestDataBadge /> : null}
          <Outlet />
        </main>
        <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
          <span key={announcement.id}>{announcement.text}</span>
        </div>
      </div>
    </LiveQueueContext.Provider>
  );
}
