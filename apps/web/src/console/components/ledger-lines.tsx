import type { LedgerLine } from '@payorder/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney, shortId } from '../lib/format.ts';
import { LoadState } from './load-state.tsx';
import { Panel } from './panel.tsx';

export interface LedgerLinesProps {
  lines: LedgerLine[] | undefined;
  isError?: boolean;
  /** Said when there are no lines. */
  emptyText: string;
  level?: 2 | 3;
  /** Name the account of each line (left out where there is only the one account, the shop's). */
  showAccount?: boolean;
  /** Where a line's order opens; without it the order's short id is plain text. */
  orderHref?: (orderId: string) => string;
  /** Show each line's order after the date (left out in one order's own timeline). */
  showOrder?: boolean;
  /**
   * Show the note an operator wrote on a deposit or an adjustment (its reason; the shop's lines have none
   * to show). The server's own notes on an order's lines are not for reading: they are not in the reader's
   * language, and what they say the order shows (its amount paid).
   */
  showNote?: boolean;
  /**
   * What a line is called, in its reader's words (the trader's: lib/ledger-words.ts); null, or without
   * it, the line's kind and account.
   */
  lineLabel?: (line: LedgerLine) => string | null;
}

/** The kinds of line whose note an operator typed. */
const OPERATOR_NOTES: ReadonlySet<LedgerLine['kind']> = new Set(['deposit', 'adjustment']);

/** The "Ledger" panel: each line's kind (and account), when, its order and note, and the signed amount. */
export function LedgerLines({
  lines,
  isError = false,
  emptyText,
  level = 2,
  showAccount = true,
  orderHref,
  showOrder = true,
  showNote = true,
  lineLabel,
}: LedgerLinesProps) {
  const { t } = useTranslation('console');
  return (
    <Panel title={t('balance.ledger')} level={level}>
      <LoadState isError={isError} empty={lines?.length === 0 ? emptyText : null} />
      <ul className="rows">
        {lines?.map((line, index) => (
          <li className="rows__item" key={`${line.transactionId}-${line.account}-${index}`}>
            <div>
              <p className="rows__main">
                {lineLabel?.(line) ??
                  t(`ledger.kind.${line.kind}`) +
                    (showAccount
                      ? ` · ${t(`ledger.account.${line.account}`, { defaultValue: line.account })}`
                      : '')}
              </p>
              <p className="rows__meta">
                {formatDateTime(line.createdAt)}
                {showOrder && line.orderId ? (
                  <>
                    {' · '}
                    {orderHref ? (
                      <Link className="link" to={orderHref(line.orderId)}>
                        #{shortId(line.orderId)}
                      </Link>
                    ) : (
                      `#${shortId(line.orderId)}`
                    )}
                  </>
                ) : null}
                {showNote && line.note && OPERATOR_NOTES.has(line.kind) ? ` · ${line.note}` : ''}
              </p>
            </div>
            <span className={line.amount.startsWith('-') ? 'money money--out' : 'money money--in'}>
              {formatMoney(line.amount, line.currency)}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
