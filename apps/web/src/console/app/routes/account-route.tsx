import { LANGUAGES, toBcp47 } from '@payorder/contract';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field.tsx';
import { SessionsPanel } from '../../features/session/components/sessions-panel.tsx';
import { beep } from '../../lib/sound.ts';
import { updateSettings, useSettings } from '../../lib/settings.ts';

/** The trader's account: language, theme, the new-order sound, sessions and signing out. */
export function AccountRoute() {
  const { t, i18n } = useTranslation('console');
  const settings = useSettings();
  return (
    <div className="page">
      <h1 className="page-title">{t('account.title')}</h1>
      <section className="panel" aria-labelledby="settings-title">
        <h2 className="panel__title" id="settings-title">
          {t('account.settings')}
        </h2>
        <Field label={t('account.language')}>
          <select
            className="field__input"
            value={i18n.resolvedLanguage}
            onChange={(event) => void i18n.changeLanguage(event.target.value)}
          >
            {LANGUAGES.map((lng) => (
              <option key={lng} value={lng} lang={toBcp47(lng)}>
                {t(`languages.${lng}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('account.theme')}>
          <select
            className="field__input"
            value={settings.theme}
            onChange={(event) => updateSettings({ theme: event.target.value as typeof settings.theme })}
          >
            <option value="system">{t('account.theme_system')}</option>
            <option value="light">{t('account.theme_light')}</option>
            <option value="dark">{t('account.theme_dark')}</option>
          </select>
        </Field>
        <label className="check">
          <input
            type="checkbox"
            checked={settings.sound}
            onChange={(event) => {
              updateSettings({ sound: event.target.checked });
              // Turning it on is the gesture browsers ask for before audio; the beep shows what it sounds like.
              if (event.target.checked) beep();
            }}
          />
          <span>{t('account.sound')}</span>
        </label>
      </section>
      <SessionsPanel />
    </div>
  );
}
