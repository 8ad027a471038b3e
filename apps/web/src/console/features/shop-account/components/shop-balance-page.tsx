import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney, shortId } from '../../../lib/format.ts';
import { shopBalanceQuery, shopLedgerQuery } from '../api/shop.ts';

/** The shop's balance per currency and the ledger lines behind it (each order's line opens it). */
export function ShopBalancePage() {
  const { t } = useTranslation('console');
  const balance = useQuery(shopBalanceQuery);
  const ledger = useQuery(shopLedgerQuery);
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
              <span className="amount__label">{t('ops.shop_balance')}</span>
              <span className="amount__value" data-testid={`balance-${row.currency}`}>
                {formatMoney(row.balance, row.currency)}
              </span>
            </p>
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
                <p className="rows__main">{t(`ledger.kind.${line.kind}`)}</p>
                <p className="rows__meta">
                  {formatDateTime(line.createdAt)}
                  {line.orderId ? (
                    <>
                      {' · '}
                      <Link className="link" to={`/shop/orders/${line.orderId}`}>
                        #{shortId(line.orderId)}
                      </Link>
                    </>
                  ) : null}
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
