import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney, shortId } from '../../../lib/format.ts';
import { balanceQuery, ledgerQuery } from '../api/balance.ts';

/** Working balance, holds and commission per currency, and the ledger lines behind them. */
export function BalancePage() {
  const { t } = useTranslation('console');
  const balance = useQuery(balanceQuery);
  const ledger = useQuery(ledgerQuery);
  return (
    <div className="page">
      <h1 className="page-title">{t('balance.title')}</h1>
      {balance.isPending ? <p className="empty-message">{t('app.loading')}</p> : null}
      {balance.isError ? <p className="alert">{t('errors.load_failed')}</p> : null}
      {balance.data?.balances.length === 0 ? <p className="empty-message">{t('balance.empty')}</p> : null}
      <div className="balances">
        {balance.data?.balances.map((row) => (
          <section className="panel" key={row.currency} aria-labelledby={`balance-${row.currency}`}>
            <h2 className="panel__title" id={`balance-${row.currency}`}>
              {row.currency}
            </h2>
            <p className="balance__available">
              <span className="amount__label">{t('balance.available')}</span>
              <span className="amount__value">{formatMoney(row.available, row.currency)}</span>
            </p>
            <dl className="stats">
              <div>
                <dt>{t('balance.working')}</dt>
                <dd>{formatMoney(row.working, row.currency)}</dd>
              </div>
              <div>
                <dt>{t('balance.held')}</dt>
                <dd>{formatMoney(row.held, row.currency)}</dd>
              </div>
              <div>
                <dt>{t('balance.commission')}</dt>
                <dd>{formatMoney(row.commission, row.currency)}</dd>
              </div>
              <div>
                <dt>{t('balance.security_hold')}</dt>
                <dd>{formatMoney(balance.data.securityHold, row.currency)}</dd>
              </div>
            </dl>
          </section>
        ))}
      </div>
      <section className="panel" aria-labelledby="ledger-title">
        <h2 className="panel__title" id="ledger-title">
          {t('balance.ledger')}
        </h2>
        {ledger.isError ? <p className="alert">{t('errors.load_failed')}</p> : null}
        {ledger.data?.length === 0 ? <p className="empty-message">{t('balance.ledger_empty')}</p> : null}
        <ul className="rows">
          {ledger.data?.map((line) => (
            <li className="rows__item" key={`${line.transactionId}-${line.account}`}>
              <div>
                <p className="rows__main">
                  {t(`ledger.kind.${line.kind}`)} ·{' '}
                  {t(`ledger.account.${line.account as 'trader_working'}`, { defaultValue: line.account })}
                </p>
                <p className="rows__meta">
                  {formatDateTime(line.createdAt)}
                  {line.orderId ? (
                    <>
                      {' · '}
                      <Link className="link" to={`/orders/${line.orderId}`}>
                        #{shortId(line.orderId)}
                      </Link>
                    </>
                  ) : null}
                  {line.note ? ` · ${line.note}` : ''}
                </p>
              </div>
              <span className={line.amount.startsWith('-') ? 'money money--out' : 'money money--in'}>
                {formatMoney(line.amount, line.currency)}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
