import { LANGUAGES, toBcp47 } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SelectField } from '#console/components/select-field.tsx';
import { LoginsPanel } from '#console/features/console-users/components/logins-panel.tsx';
import { SessionsPanel } from '#console/features/session/components/sessions-panel.tsx';
import { OrderAlertSettings } from '#console/components/order-alert-settings.tsx';
import { meQuery } from '#console/lib/queries.ts';
import { updateSettings, useSettings } from '#console/lib/settings.ts';
import { PASSWORD_PATH, SECURITY_PATH } from '../nav.ts';

const THEMES = ['system', 'light', 'dark'] as const;

/**
 * The account of every role: language, theme, the password, two-factor sign-in (on or off: its own
 * screen), sessions and signing out; for a trader
 * also how new orders are told (sound, vibration, system notifications); for an operator the
 * operators' logins.
 */
export function AccountRoute() {
  const { t, i18n } = useTranslation('console');
  const settings = useSettings();
  const me = useQuery(meQuery);
  return (
    <div className="page">
      <h1 className="page-title">{t('account.title')}</h1>
      <section className="panel" aria-labelledby="settings-title">
        <h2 className="panel__title" id="settings-title">
          {t('account.settings')}
        </h2>
        <SelectField
          label={t('account.language')}
          value={i18n.resolvedLanguage}
          onChange={(lng) => void i18n.changeLanguage(lng)}
          options={LANGUAGES.map((lng) => ({ value: lng, label: t(`languages.${lng}`), lang: toBcp47(lng) }))}
        />
        <SelectField
          label={t('account.theme')}
          value={settings.theme}
          onChange={(theme) => updateSettings({ theme })}
          options={THEMES.map((theme) => ({ value: theme, label: t(`account.theme_${theme}`) }))}
        />
      </section>
      {me.data?.role === 'trader' ? <OrderAlertSettings /> : null}
      <section className="panel" aria-labelledby="password-title">
        <h2 className="panel__title" id="password-title">
          {t('password.title')}
        </h2>
        <p className="rows__meta">{t('password.other_sessions')}</p>
        <Link className="btn btn--secondary" to={PASSWORD_PATH}>
          {t('password.open')}
        </Link>
      </section>
      <section className="panel" aria-labelledby="totp-title">
        <h2 className="panel__title" id="totp-title">
          {t('totp.title')}
        </h2>
        <p className="rows__meta">{me.data?.totpEnrolled ? t('totp.enabled') : t('totp.off')}</p>
        <Link className="btn btn--secondary" to={SECURITY_PATH}>
          {me.data?.totpEnrolled ? t('totp.turn_off') : t('totp.start')}
        </Link>
      </section>
      <SessionsPanel />
      {me.data?.role === 'operator' ? (
        <LoginsPanel scope={{ role: 'operator' }} title={t('logins.operators')} level={2} />
      ) : null}
    </div>
  );
}
