import type { OrderStatus } from '@payorder/contract';
import { useTranslation } from 'react-i18next';

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('console');
  return <span className={`badge badge--${status}`}>{t(`status.${status}`)}</span>;
}
