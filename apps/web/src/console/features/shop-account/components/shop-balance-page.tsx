import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BalanceScreen } from '../../../components/balance-screen.tsx';
import { shopBalanceQuery, shopLedgerQuery } from '../api/shop.ts';

/** The shop's balance per currency and the ledger lines behind it (each order's line opens it). */
export function ShopBalancePage() {
  const { t } = useTranslation('console');
  return (
    <BalanceScreen
      balance={useQuery(shopBalanceQuery)}
      ledger={useQuery(shopLedgerQuery)}
      card={(row) => ({
        currency: row.currency,
        main: { label: t('ops.shop_balance'), amount: row.balance, testId: `balance-${row.currency}` },
        stats: [],
      })}
      showAccount={false}
      showNote={false}
      orderHref={(orderId) => `/shop/orders/${orderId}`}
    />
  );
}
