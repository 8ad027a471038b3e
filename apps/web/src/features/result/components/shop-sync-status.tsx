import type { CallbackUrlStatus } from '@payorder/contract';
import { useTranslation } from '#page/lib/page-i18n.tsx';
import { Spinner } from '#page/components/ui/spinner.tsx';

/** docs/product/payment-page.md §8 shop sync: shown while the shop's callback is in progress or has failed. */
export function ShopSyncStatus({ status }: { status: CallbackUrlStatus | null }) {
  const { t } = useTranslation();
  if (!status || status === 'success') return null;
  if (status === 'in_progress') {
    return (
      <p className="shop-sync" role="status">
        <Spinner /> {t('shop_sync.in_progress')}
      </p>
    );
  }
  return (
    <p className="shop-sync shop-sync--warning" role="status">
      {t(`shop_sync.${status}`)}
    </p>
  );
}
