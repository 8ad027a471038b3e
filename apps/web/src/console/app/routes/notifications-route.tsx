import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';

/** The three screens of the trader's bank notifications, each a tab of this one section. */
const TABS = [
  { to: '/notifications', label: 'notifications.tab_list', end: true },
  { to: '/notifications/devices', label: 'notifications.tab_devices', end: false },
  { to: '/notifications/auto-confirm', label: 'notifications.tab_auto_confirm', end: false },
] as const;

/**
 * The trader's bank notifications: what the phones posted, the phones themselves (pairing, last seen,
 * revoke) and the auto-confirm mode. Loaded on demand (the QR encoder only with a new phone's set-up).
 */
export default function NotificationsRoute() {
  const { t } = useTranslation('console');
  return (
    <div className="page">
      <h1 className="page-title">{t('notifications.title')}</h1>
      <nav className="tabs" aria-label={t('notifications.title')}>
        {TABS.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end={tab.end} className="tabs__item">
            {t(tab.label)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
