import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BalanceScreen } from '#console/components/balance-screen.tsx';
import { useShopMode } from '#console/lib/shop-mode.ts';
import { shopBalanceQuery, shopLedgerQuery } from '../api/shop.ts';

/**
 * The shop's balance per currency, what is held for its payouts beside it, and the ledger lines behind
 * it (each order's line opens it). With the
 * "Test data" switch on, the test balance: what the completed test orders would have credited (the
 * server answers it for `Payorder-Mode: test`), named and explained as such.
 */
export function ShopBalancePage() {
  const { t } = useTranslation('console');
  const isTest = useShopMode() === 'test';
  return (
    <BalanceScreen
      balance={useQuery(shopBalanceQuery)}
      ledger={useQuery(shopLedgerQuery)}
      intro={isTest ? <p className="page-hint">{t('test_mode.balance_hint')}</p> : null}
      card={(row) => ({
        currency: row.currency,
        main: {
          label: isTest ? t('test_mode.balance_label') : t('ops.shop_balance'),
          amount: row.balance,
          testId: `balance-${row.currency}`,
        },
        // Beside the balance, what its payouts in flight hold apart (test payouts hold nothing).
        stats: isTest ? [] : [[t('payout.held'), row.held]],
      })}
      // Two accounts since payouts: the balance, and what is held for payouts.
      showAccount
      showNote={false}
      orderHref={(orderId) => `/shop/orders/${orderId}`}
    />
  );
}
