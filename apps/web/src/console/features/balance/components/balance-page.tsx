import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Balances } from '../../../components/balances.tsx';
import { LedgerLines } from '../../../components/ledger-lines.tsx';
import { LoadState } from '../../../components/load-state.tsx';
import { balanceQuery, ledgerQuery } from '../api/balance.ts';

/** Working balance, holds and commission per currency, and the ledger lines behind them. */
export function BalancePage() {
  const { t } = useTranslation('console');
  const balance = useQuery(balanceQuery);
  const ledger = useQuery(ledgerQuery);
  const securityHold = balance.data?.securityHold ?? '0';
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
          main: { label: t('balance.available'), amount: row.available },
          stats: [
            [t('balance.working'), row.working],
            [t('balance.held'), row.held],
            [t('balance.commission'), row.commission],
            [t('balance.security_hold'), securityHold],
          ],
        }))}
      />
      <LedgerLines
        lines={ledger.data}
        isError={ledger.isError}
        emptyText={t('balance.ledger_empty')}
        orderHref={(orderId) => `/orders/${orderId}`}
      />
    </div>
  );
}
