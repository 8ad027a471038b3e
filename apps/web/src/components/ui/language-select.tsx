import { LANGUAGES, toBcp47, type Language } from '@payorder/contract';

export interface LanguageSelectProps {
  /** The i18n instance (the page's or i18next's) whose language the select shows and changes. */
  i18n: { language: string; resolvedLanguage?: string; changeLanguage: (lng: string) => Promise<unknown> };
  /** The select's name for screen readers, in the current language. */
  label: string;
  /** Each language's name in its own language (`languages.<code>` of the caller's texts). */
  nameOf: (lng: Language) => string;
}

/**
 * The language switch of the payment page (docs/product/payment-page.md §1) and of the console's sign-in
 * screen: every language, each named in its own language; i18next remembers the choice.
 */
export function LanguageSelect({ i18n, label, nameOf }: LanguageSelectProps) {
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{label}</span>
      <select value={current} onChange={(event) => void i18n.changeLanguage(event.target.value)}>
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={toBcp47(lng)}>
            {nameOf(lng)}
          </option>
        ))}
      </select>
    </label>
  );
}
