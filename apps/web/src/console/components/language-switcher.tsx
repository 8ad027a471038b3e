import { LANGUAGES, toBcp47 } from '@payorder/contract';
import { useTranslation } from 'react-i18next';

/**
 * The language switch of the sign-in screen: the payment page's (app/language-switcher.tsx), in the
 * console's texts. Each name in its own language; the choice is remembered as the Account screen's
 * (i18next keeps it in localStorage), so the console opens in it after sign-in and next time.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('console');
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('account.language')}</span>
      <select value={current} onChange={(event) => void i18n.changeLanguage(event.target.value)}>
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={toBcp47(lng)}>
            {t(`languages.${lng}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
