import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CsvExport } from '#console/components/csv-export.tsx';
import { ShopPayoutPage } from '#console/features/shop-payouts/components/shop-payout-page.tsx';
import { ShopPayoutsPage } from '#console/features/shop-payouts/components/shop-payouts-page.tsx';

/** /shop/payouts: the shop's payouts, with the CSV of those made in a date range below. */
export function ShopPayoutsRoute() {
  const { t } = useTranslation('console');
  return (
    <ShopPayoutsPage
      footer={
        <CsvExport
          scope="shop"
          files={[
            {
              path: '/v1/merchant/payouts/export',
              label: t('payout.csv'),
              range: ['createdFrom', 'createdTo'],
            },
          ]}
        />
      }
    />
  );
}

/** /shop/payouts/:id: one payout, read again when another is opened. */
export function ShopPayoutRoute() {
  const { id } = useParams();
  return <ShopPayoutPage key={id} id={id!} />;
}

export { NewPayoutPage } from '#console/features/shop-payouts/components/new-payout-page.tsx';
