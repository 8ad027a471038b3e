import { LanguageSelect } from '#page/components/ui/language-select.tsx';
import { useTranslation } from '../lib/page-i18n.tsx';

/** docs/product/payment-page.md §1: the language switcher at the top right. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return <LanguageSelect i18n={i18n} label={t('layout.language')} nameOf={(lng) => t(`languages.${lng}`)} />;
}
