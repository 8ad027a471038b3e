import { LANGUAGES, toBcp47 } from '@payorder/contract';
import { useTranslation } from '../lib/page-i18n.tsx';

/** docs/product/payment-page.md §1: the language switcher at the top right; names are shown in their own language. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('layout.language')}</span>
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
