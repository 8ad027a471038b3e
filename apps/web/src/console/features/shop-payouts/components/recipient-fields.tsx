import { fieldKindOf, payoutRecipientFields, type PaymentType } from '@payorder/contract';
import { useTranslation } from 'react-i18next';
import { TextField } from '#console/components/text-field.tsx';
import { groupCardNumber, inputPropsOf } from '#console/lib/field-input.ts';
import { useFieldLabel } from '#console/lib/field-label.ts';

/**
 * The recipient's fields of a payment type, exactly those the contract lists (payoutRecipientFields), in
 * its order: each named, marked required or optional, typed by what it is, its problem beside it.
 */
export function RecipientFields({
  paymentType,
  values,
  onChange,
  errorOf,
}: {
  paymentType: PaymentType;
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
  /** A field's problem by its path (`recipient.<field>`), the form's check or the server's. */
  errorOf: (path: string) => string | undefined;
}) {
  const { t } = useTranslation('console');
  const fieldLabel = useFieldLabel();
  return (
    <fieldset className="payout-recipient">
      <legend className="field__label">{t('payout.recipient')}</legend>
      {payoutRecipientFields(paymentType).map(({ name, required }) => (
        <TextField
          key={name}
          label={
            <>
              {fieldLabel(name)}{' '}
              <span className="field__mark">
                ({t(required ? 'payout.field_required' : 'payout.field_optional')})
              </span>
            </>
          }
          name={`recipient.${name}`}
          required={required}
          {...inputPropsOf(name)}
          error={errorOf(`recipient.${name}`)}
          value={values[name] ?? ''}
          onChange={(value) =>
            onChange({
              ...values,
              [name]: fieldKindOf(name) === 'card_number' ? groupCardNumber(value) : value,
            })
          }
        />
      ))}
    </fieldset>
  );
}
