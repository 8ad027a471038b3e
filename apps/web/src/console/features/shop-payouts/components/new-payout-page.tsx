import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatMoney } from '#console/lib/format.ts';
import { shopBalanceQuery } from '#console/lib/queries.ts';
import { NewPayoutForm } from './new-payout-form.tsx';

/**
 * "New payout": the form, with what the shop has to pay out from (its balance and what is held for its
 * payouts, per currency) above it; once made, the payout opens.
 */
export function NewPayoutPage() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const balance = useQuery(shopBalanceQuery);
  const balances = balance.data?.balances ?? [];
  return (
    <div className="page payout-new">
      <Link className="link" to="/shop/payouts">
        {t('payout.back')}
      </Link>
      <h1 className="page-title">{t('shop_payouts.new')}</h1>
      {balances.length > 0 ? (
        <ul className="page-hint payout-funds">
          {balances.map((row) => (
            <li key={row.currency}>
              {t('shop_payouts.funds', {
                balance: formatMoney(row.balance, row.currency),
                held: formatMoney(row.held, row.currency),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {balance.isPending ? (
        <p className="empty-message">{t('app.loading')}</p>
      ) : (
        <NewPayoutForm
          currencies={balances.map((row) => row.currency)}
          onCreated={(id) => void navigate(`/shop/payouts/${id}`)}
        />
      )}
    </div>
  );
}
