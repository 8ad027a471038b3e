import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BalanceScreen } from '#console/components/balance-screen.tsx';
import { traderLedgerWord } from '#console/lib/ledger-words.ts';
import { balanceQuery, ledgerQuery } from '../api/balance.ts';

/**
 * Per currency: what is available, today's volume (orders completed since the trader's midnight, the one
 * definition: docs/glossary.md) and commission, the working balance, holds and commission earned; then
 * the ledger lines behind them, each in the trader's words (lib/ledger-words.ts).
 */
export function BalancePage() {
  const { t } = useTranslation('console');
  const balance = useQuery(balanceQuery);
  const securityHold = balance.data?.securityHold ?? '0';
  return (
    <BalanceScreen
      balance={balance}
      ledger={useQuery(ledgerQuery)}
      card={(row) => ({
        currency: row.currency,
        main: { label: t('balance.available'), amount: row.available },
        stats: [
          [t('balance.today_volume', { n: row.today.completed }), row.today.volume],
          [t('balance.today_commission'), row.today.commission],
          [t('balance.working'), row.working],
          [t('balance.held'), row.held],
          [t('balance.commission'), row.commission],
          [t('balance.security_hold'), securityHold],
        ],
      })}
      orderHref={(orderId) => `/orders/${orderId}`}
      lineLabel={(line) => {
        const word = traderLedgerWord(line);
        return word ? t(`ledger.trader.${word}`) : null;
      }}
    />
  );
}
