import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '#page/components/ui/language-select.tsx';

/**
 * The language switch of the sign-in screen, in the console's texts. The choice is remembered as the
 * Account screen's (i18next keeps it in localStorage), so the console opens in it after sign-in and
 * next time.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('console');
  return <LanguageSelect i18n={i18n} label={t('account.language')} nameOf={(lng) => t(`languages.${lng}`)} />;
}
