import { TSBP_BANKS } from '@payorder/contract';
import { useState } from 'react';
import { bankName } from '#page/lib/bank-names.ts';
import { useTranslation } from '#page/lib/page-i18n.tsx';
import { BankLogo } from '#page/components/ui/bank-logo.tsx';

export interface TsbpBankPickerProps {
  isDisabled: boolean;
  /** docs/product/payment-page.md §2: choosing the bank submits at once. */
  onPick: (bank: string) => void;
}

/** docs/product/payment-page.md §2: the tsbp bank is chosen from two logos; clicking the selected one clears it. */
export function TsbpBankPicker({ isDisabled, onPick }: TsbpBankPickerProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <div className="tsbp-picker" role="group" aria-label={t('methods.tsbp_choose_bank')}>
      <p className="tsbp-picker__hint">{t('methods.tsbp_choose_bank')}</p>
      <div className="tsbp-picker__banks">
        {TSBP_BANKS.map((bank) => {
          const name = bankName(t, bank);
          const isSelected = selected === bank;
          return (
            <button
              key={bank}
              type="button"
              className={`tsbp-picker__bank${isSelected ? ' is-selected' : ''}`}
              aria-pressed={isSelected}
              aria-label={name}
              disabled={isDisabled}
              onClick={() => {
                if (isSelected) {
                  setSelected(null);
                  return;
                }
                setSelected(bank);
                onPick(bank);
              }}
            >
              <BankLogo code={bank} name={name} isDecorative />
            </button>
          );
        })}
      </div>
    </div>
  );
}
