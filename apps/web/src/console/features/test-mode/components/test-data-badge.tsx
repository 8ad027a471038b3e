import { useTranslation } from 'react-i18next';
import { useShopMode } from '#console/lib/shop-mode.ts';

/** Above every screen of the shop while it shows test data: what is seen is not real money. */
export function TestDataBadge() {
  const { t } = useTranslation('console');
  if (useShopMode() !== 'test') return null;
  return (
    <p className="test-data-badge" role="note">
      <strong>{t('test_mode.badge')}</strong> {t('test_mode.badge_hint')}
    </p>
  );
}
