import type { LedgerLine } from '@payorder/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Balances, type BalanceCard } from './balances.tsx';
import { LedgerLines, type LedgerLinesProps } from './ledger-lines.tsx';
import { LoadState } from './load-state.tsx';

interface BalanceScreenProps<R extends { currency: string }> extends Pick<
  LedgerLinesProps,
  'showAccount' | 'showNote' | 'orderHref' | 'lineLabel'
> {
  balance: { data?: { balances: R[] } | undefined; isPending: boolean; isError: boolean };
  ledger: { data?: LedgerLine[] | undefined; isError: boolean };
  /** One currency's panel from its row. */
  card: (row: R) => BalanceCard;
  /** Said under the title, before the figures (the shop's test balance says what it is). */
  intro?: ReactNode;
}

/** The "Balance" screen (the trader's, the shop's): money per currency, then the ledger lines behind it. */
export function BalanceScreen<R extends { currency: string }>({
  balance,
  ledger,
  card,
  intro,
  ...ledgerOptions
}: BalanceScreenProps<R>) {
  const { t } = useTranslation('console');
  return (
    <div className="page">
      <h1 className="page-title">{t('balance.title')}</h1>
      {intro}
      <LoadState
        isPending={balance.isPending}
        isError={balance.isError}
        empty={balance.data?.balances.length === 0 ? t('balance.empty') : null}
      />
      <Balances cards={(balance.data?.balances ?? []).map(card)} />
      <LedgerLines
        lines={ledger.data}
        isError={ledger.isError}
        emptyText={t('balance.ledger_empty')}
        {...ledgerOptions}
      />
    </div>
  );
}
