import { FALLBACK_LANGUAGE, type Order } from '@payorder/contract';
import { useTranslation } from '#page/lib/page-i18n.tsx';
import { formatMoney } from '#page/lib/money.ts';

/** Whom the customer pays and how much, above every view of the order. */
export function OrderSummary({ order, currencySymbol }: { order: Order; currencySymbol: string }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="order-summary">
      <p className="order-summary__shop">{t('order.top_up', { shop: order.shop.name })}</p>
      <p className="order-summary__amount">
        {formatMoney(order.amount, i18n.resolvedLanguage ?? FALLBACK_LANGUAGE, currencySymbol)}
      </p>
    </div>
  );
}
