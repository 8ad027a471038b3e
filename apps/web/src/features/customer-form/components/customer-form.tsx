import {
  mergeCustomerFields,
  visibleCustomerFields,
  type CustomerDetails,
  type CustomerFieldName,
  type CustomerFieldSpec,
  type OrderPayment,
} from '@payorder/contract';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '#page/lib/page-i18n.tsx';
import { Spinner } from '#page/components/ui/spinner.tsx';
import { usePaymentFields } from '../api/get-payment-fields.ts';
import {
  fieldErrors,
  hasEmptyRequiredField,
  initialValuesOf,
  toCustomerDetails,
  type FormValues,
  acceptInput,
} from '../lib/field-input.ts';
import { CustomerFieldInput } from './customer-field-input.tsx';
import { ViewTitle } from '#page/components/ui/view-title.tsx';

export interface CustomerFormProps {
  orderId: string;
  fields: CustomerFieldSpec[];
  payment: OrderPayment | null;
  isSubmitting: boolean;
  /** Media (bank logo and card image) and the timer, composed by the page. */
  header: ReactNode;
  actions: ReactNode;
  onSubmit: (details: CustomerDetails) => void;
}

/** docs/product/payment-page.md §2 screen 3: sender information, the customer requisites form of docs/product/payment-page.md §5. */
export function CustomerForm({
  orderId,
  fields,
  payment,
  isSubmitting,
  header,
  actions,
  onSubmit,
}: CustomerFormProps) {
  const { t } = useTranslation();
  const paymentFields = usePaymentFields(orderId, true);
  const merged = useMemo(
    () => visibleCustomerFields(mergeCustomerFields(fields, paymentFields.data ?? [])),
    [fields, paymentFields.data],
  );
  const [values, setValues] = useState<FormValues>(() =>
    Object.fromEntries(
      Object.entries(initialValuesOf(fields, payment)).map(([name, value]) => {
        const field = fields.find((candidate) => candidate.name === name)!;
        return [name, acceptInput(field, value ?? '', '')];
      }),
    ),
  );
  const [touched, setTouched] = useState<Partial<Record<CustomerFieldName, boolean>>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const errors = fieldErrors(merged, values);
  const isDisabled = hasEmptyRequiredField(merged, values) || isSubmitting;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (Object.keys(errors).length > 0 || isDisabled) return;
    onSubmit(toCustomerDetails(merged, values));
  };

  return (
    <section className="view" aria-labelledby="view-title">
      <ViewTitle>{t('customer_form.title')}</ViewTitle>
      {header}
      {paymentFields.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <form className="customer-form" noValidate onSubmit={submit}>
          {merged.map((field) => (
            <CustomerFieldInput
              key={field.name}
              field={field}
              value={values[field.name] ?? ''}
              error={isSubmitted || touched[field.name] ? (errors[field.name] ?? null) : null}
              onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
              onBlur={() => setTouched((current) => ({ ...current, [field.name]: true }))}
            />
          ))}
          <div className="actions actions--stacked">
            <button type="submit" className="btn btn--primary" disabled={isDisabled}>
              {t('actions.confirm_card')}
            </button>
          </div>
          {/* Cancel sits apart from the step's own button (issue 23). */}
          {actions}
        </form>
      )}
    </section>
  );
}
