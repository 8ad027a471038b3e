import { FALLBACK_LANGUAGE, type Order } from '@payorder/contract';
import type { ReactNode } from 'react';
import { bankName } from '#page/lib/bank-names.ts';
import { useTranslation } from '#page/lib/page-i18n.tsx';
import { CopyButton } from '#page/components/ui/copy-button.tsx';
import { formatMoney } from '#page/lib/money.ts';
import { humanizeFieldName, requisiteRows } from '../lib/requisite-rows.ts';
import { TransferRules } from './transfer-rules.tsx';
import { ViewTitle } from '#page/components/ui/view-title.tsx';

export interface TransferViewProps {
  order: Order;
  currencySymbol: string;
  header: ReactNode;
  actions: ReactNode;
}

/** docs/product/payment-page.md §2 screen 4: the amount, the requisites to pay to, the rules, and SberPay's Pay button. */
export function TransferView({ order, currencySymbol, header, actions }: TransferViewProps) {
  const { t, i18n } = useTranslation();
  const type = order.payment?.type ?? 'card2card';
  const requisites = order.requisites ?? { bank: '' };
  const amount = formatMoney(order.amount, i18n.resolvedLanguage ?? FALLBACK_LANGUAGE, currencySymbol);
  const country = requisites.countryCode
    ? t(`countries.${requisites.countryCode}`, {
        defaultValue: requisites.countryNameEn ?? requisites.countryCode,
      })
    : (requisites.countryNameEn ?? '');
  const rows = requisiteRows(requisites);
  // The rows carry the country's code and the catalogue's English bank name: said in the customer's words.
  const inWords: Record<string, string> = {
    country,
    bank: requisites.bank ? bankName(t, requisites.bank, requisites.bankName) : '',
  };

  return (
    <section className="view" aria-labelledby="view-title">
      <ViewTitle>{t('transfer.title')}</ViewTitle>
      <p className="view__subtitle">
        {t(`transfer.subtitle.${type}`, { defaultValue: t('transfer.subtitle.default') })}
      </p>
      {header}
      <p className="amount">
        <span className="amount__label">{t('transfer.amount')}</span>
        <span className="amount__value" data-testid="amount">
          {amount}
        </span>
        {/* The figure a bank app's amount field takes: no grouping, no currency, no zero kopecks. */}
        <CopyButton value={order.amount.replace(/\.0+$/, '')} label={t('transfer.amount')} />
      </p>
      {rows.length > 0 ? (
        <dl className="requisites">
          {rows.map((row) => {
            const label = row.label ? t(`requisites.${row.label}`) : humanizeFieldName(row.key);
            const value = inWords[row.key] || row.value;
            return (
              <div className="requisites__row" key={row.key}>
                <dt>{label}</dt>
                <dd>
                  <span className="requisites__value">{value}</span>
                  {row.isCopyable ? <CopyButton value={value.replace(/\s/g, '')} label={label} /> : null}
                </dd>
              </div>
            );
          })}
        </dl>
      ) : null}
      {type === 'sberpay' && requisites.sberPayUrl ? (
        <button
          type="button"
          className="btn btn--primary btn--wide"
          onClick={() => window.open(requisites.sberPayUrl, '_blank', 'noopener,noreferrer')}
        >
          {t('actions.pay')}
        </button>
      ) : null}
      <TransferRules
        paymentType={type}
        bank={order.payment?.bank ?? null}
        amount={amount}
        country={country}
      />
      {actions}
    </section>
  );
}
