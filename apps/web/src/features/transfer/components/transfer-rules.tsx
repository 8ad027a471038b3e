import type { PaymentType } from '@payorder/contract';
import { bankName } from '#page/lib/bank-names.ts';
import { useTranslation } from '#page/lib/page-i18n.tsx';

export interface TransferRulesProps {
  paymentType: PaymentType;
  /** The tsbp bank the customer chose (sberbank or tinkoff). */
  bank: string | null;
  amount: string;
  country: string;
}

/** docs/product/payment-page.md §2 screen 4: three generic rules; for tsbp, the Sberbank or Tinkoff list of four and a note. */
export function TransferRules({ paymentType, bank, amount, country }: TransferRulesProps) {
  const { t } = useTranslation();
  if (paymentType === 'tsbp') {
    const variant = bank === 'tinkoff' ? 'tinkoff' : 'sberbank';
    const vars = { bank: bankName(t, variant), country, amount };
    const items =
      variant === 'tinkoff'
        ? [
            t('rules.tsbp.tinkoff.1', vars),
            t('rules.tsbp.tinkoff.2', vars),
            t('rules.tsbp.tinkoff.3', vars),
            t('rules.tsbp.tinkoff.4', vars),
          ]
        : [
            t('rules.tsbp.sberbank.1', vars),
            t('rules.tsbp.sberbank.2', vars),
            t('rules.tsbp.sberbank.3', vars),
            t('rules.tsbp.sberbank.4', vars),
          ];
    return (
      <div className="rules">
        <h2 className="rules__title">{t('rules.tsbp.title', vars)}</h2>
        <ol className="rules__list">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
        <p className="rules__note">{t('rules.tsbp.other_banks', vars)}</p>
      </div>
    );
  }
  return (
    <div className="rules">
      <h2 className="rules__title">{t('rules.title')}</h2>
      <ol className="rules__list">
        <li>{t('rules.generic.exact_amount', { amount })}</li>
        <li>{t('rules.generic.no_comment')}</li>
        <li>{t('rules.generic.before_time_expires')}</li>
      </ol>
    </div>
  );
}
