import { bankName } from '#page/lib/bank-names.ts';
import { useTranslation } from '#page/lib/page-i18n.tsx';
import { BankLogo } from '#page/components/ui/bank-logo.tsx';
import { PaymentTypeImage } from '#page/components/ui/payment-type-image.tsx';
import type { MethodOption } from '../lib/order-methods.ts';
import { TsbpBankPicker } from './tsbp-bank-picker.tsx';

export interface MethodCardProps {
  option: MethodOption;
  isDisabled: boolean;
  onSelect: (choice: { type: MethodOption['paymentType']; bank: string | null }) => void;
}

export function MethodCard({ option, isDisabled, onSelect }: MethodCardProps) {
  const { t } = useTranslation();
  const typeName = t(`payment_types.${option.paymentType}`, { defaultValue: option.paymentTypeName });
  const bank = option.bank ? bankName(t, option.bank, option.bankName) : null;
  const title = bank ? `${typeName} · ${bank}` : typeName;
  return (
    <li className="method-card">
      <div className="method-card__media">
        {option.bank && bank ? (
          <BankLogo code={option.bank} name={bank} isDecorative />
        ) : (
          <span className="method-card__type-name" aria-hidden="true">
            {typeName}
          </span>
        )}
        <PaymentTypeImage type={option.paymentType} name={typeName} />
      </div>
      <h2 className="method-card__title">{title}</h2>
      {option.paymentType === 'tsbp' ? (
        <TsbpBankPicker isDisabled={isDisabled} onPick={(bank) => onSelect({ type: 'tsbp', bank })} />
      ) : (
        <button
          type="button"
          className="btn btn--primary"
          disabled={isDisabled}
          aria-label={t('methods.select_method', { method: title })}
          onClick={() => onSelect({ type: option.paymentType, bank: option.bank })}
        >
          {t('actions.select')}
        </button>
      )}
    </li>
  );
}
