import { useTranslation } from 'react-i18next';
import { ShopsPage } from '#console/features/admin-shops/components/shops-page.tsx';
import { LoginsPanel } from '#console/features/console-users/components/logins-panel.tsx';

/** The operator's shops, each opened with its console logins. */
export default function ShopsRoute() {
  const { t } = useTranslation('console');
  return (
    <ShopsPage
      logins={(shop) => <LoginsPanel scope={{ role: 'shop', shopId: shop.id }} title={t('logins.title')} />}
    />
  );
}
