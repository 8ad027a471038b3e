import { useTranslation } from 'react-i18next';
import { TradersPage } from '#console/features/admin-traders/components/traders-page.tsx';
import {
  PhoneSettingsPanel,
  TraderPhones,
} from '#console/features/bank-devices/components/trader-phones.tsx';
import { LoginsPanel } from '#console/features/console-users/components/logins-panel.tsx';

/** The operator's traders, each opened with its phones and console logins; the phones' setting on top. */
export default function TradersRoute() {
  const { t } = useTranslation('console');
  return (
    <TradersPage
      logins={(trader) => (
        <>
          <TraderPhones traderId={trader.id} />
          <LoginsPanel scope={{ role: 'trader', traderId: trader.id }} title={t('logins.title')} />
        </>
      )}
      settings={<PhoneSettingsPanel />}
    />
  );
}
