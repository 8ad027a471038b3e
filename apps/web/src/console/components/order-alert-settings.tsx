import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askToNotify, canNotify } from '../lib/order-alert.ts';
import { updateSettings, useSettings } from '../lib/settings.ts';
import { beep } from '../lib/sound.ts';

/**
 * The trader's "New orders" settings: the sound (on unless turned off, and saying so), vibration, and
 * system notifications, whose permission the browser is asked for only when the trader turns them on.
 */
export function OrderAlertSettings() {
  const { t } = useTranslation('console');
  const settings = useSettings();
  const [permission, setPermission] = useState(() => (canNotify() ? Notification.permission : null));
  const canVibrate = typeof navigator !== 'undefined' && 'vibrate' in navigator;
  return (
    <section className="panel" aria-labelledby="alerts-title">
      <h2 className="panel__title" id="alerts-title">
        {t('alerts.title')}
      </h2>
      <label className="check">
        <input
          type="checkbox"
          checked={settings.orderSound}
          onChange={(event) => {
            updateSettings({ orderSound: event.target.checked });
            // Turning it on is the gesture browsers ask for before audio; the beep shows what it sounds like.
            if (event.target.checked) beep();
          }}
        />
        <span>{t('alerts.sound')}</span>
      </label>
      <p className="rows__meta">
        {settings.orderSound ? t('alerts.sound_on_hint') : t('alerts.sound_off_hint')}
      </p>
      {canVibrate ? (
        <label className="check">
          <input
            type="checkbox"
            checked={settings.orderVibration}
            onChange={(event) => updateSettings({ orderVibration: event.target.checked })}
          />
          <span>{t('alerts.vibration')}</span>
        </label>
      ) : null}
      {permission !== null ? (
        <>
          <label className="check">
            <input
              type="checkbox"
              checked={settings.orderNotifications && permission === 'granted'}
              disabled={permission === 'denied'}
              onChange={(event) => {
                if (!event.target.checked) {
                  updateSettings({ orderNotifications: false });
                  return;
                }
                void askToNotify().then((granted) => {
                  setPermission(Notification.permission);
                  updateSettings({ orderNotifications: granted });
                });
              }}
            />
            <span>{t('alerts.notifications')}</span>
          </label>
          <p className="rows__meta">
            {permission === 'denied' ? t('alerts.notifications_denied') : t('alerts.notifications_hint')}
          </p>
        </>
      ) : null}
    </section>
  );
}
