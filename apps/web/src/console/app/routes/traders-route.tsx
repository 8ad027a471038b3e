import { useTranslation } from 'react-i18next';
import { TradersPage } from '#console/features/admin-traders/components/traders-page.tsx';
import { LoginsPanel } from '#console/features/console-users/components/logins-panel.tsx';

/** The operator's traders, each opened with its console logins. */
export default function TradersRoute() {
  const { t } = useTranslation('console');
  return (
    <TradersPage
      logins={(trader) => (
        <LoginsPanel scope={{ role: 'trader', traderId: trader.id }} title={t('logins.title')} />
      )}
    />
  );
}
