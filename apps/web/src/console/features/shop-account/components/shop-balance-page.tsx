import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Balances } from '../../../components/balances.tsx';
import { LedgerLines } from '../../../components/ledger-lines.tsx';
import { LoadState } from '../../../components/load-state.tsx';
import { shopBalanceQuery, shopLedgerQuery } from '../api/shop.ts';

/** The shop's balance per currency and the ledger lines behind it (each order's line opens it). */
export function ShopBalancePage() {
  const { t } = useTranslation('console');
  const balance = useQuery(shopBalanceQuery);
  const ledger = useQuery(shopLedgerQuery);
  return (
    <div className="page">
      <h1 className="page-title">{t('balance.title')}</h1>
      <LoadState
        isPending={balance.isPending}
        isError={balance.isError}
        empty={balance.data?.balances.length === 0 ? t('balance.empty') : null}
      />
      <Balances
        cards={(balance.data?.balances ?? []).map((row) => ({
          currency: row.currency,
          main: { label: t('ops.shop_balance'), amount: row.balance, testId: `balance-${row.currency}` },
          stats: [],
        }))}
      />
      <LedgerLines
        lines={ledger.data}
        isError={ledger.isError}
        emptyText={t('balance.ledger_empty')}
        showAccount={false}
        showNote={false}
        orderHref={(orderId) => `/shop/orders/${orderId}`}
      />
    </div>
  );
}
