import type { CreateOrderResponse } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormPanel } from '#console/components/form-panel.tsx';
import { SelectField } from '#console/components/select-field.tsx';
import { TextField } from '#console/components/text-field.tsx';
import { formatMoney } from '#console/lib/format.ts';
import { currenciesQuery } from '#console/lib/queries.ts';
import { useFormCheck } from '#console/lib/use-form-check.ts';
import { useCreateTestOrder } from '../api/test-orders.ts';
import { checkTestOrderDraft, type TestOrderDraft } from '../lib/test-order-draft.ts';
import '../test-orders.css';

/** The currency a new test order starts in: the demo's and most shops' first. */
const FIRST_CURRENCY = 'RUB';

/**
 * "New test order" (test data only): a currency and an amount make a test order, as the test key does;
 * its payment link opens the real page, served by the simulated trader, and the order opens here to set
 * its outcome (TestOutcome). docs/product/shop.md §4.
 */
export function NewTestOrder() {
  const { t, i18n } = useTranslation('console');
  const create = useCreateTestOrder();
  const currencies = useQuery(currenciesQuery);
  const [draft, setDraft] = useState<TestOrderDraft>({ currency: FIRST_CURRENCY, amount: '' });
  const [created, setCreated] = useState<CreateOrderResponse | null>(null);
  const form = useFormCheck(create.error, (amount) => formatMoney(amount, draft.currency));
  const codes = [...new Set([FIRST_CURRENCY, ...(currencies.data ?? []).map((currency) => currency.code)])];
  const submit = () => {
    const returnUrl = `${window.location.origin}/console/shop/orders`;
    const { request, found } = checkTestOrderDraft(draft, i18n.resolvedLanguage ?? i18n.language, returnUrl);
    if (create.isPending || !form.check(found)) return;
    setCreated(null);
    create.mutate(request, { onSuccess: setCreated });
  };
  return (
    <FormPanel
      title={t('test_orders.new_title')}
      submitLabel={create.isPending ? t('actions.working') : t('test_orders.create')}
      isPending={create.isPending}
      isFailed={Boolean(create.error) && !form.hasErrors}
      onSubmit={submit}
    >
      <p className="page-hint">{t('test_orders.new_hint')}</p>
      <div className="test-order__fields">
        <SelectField
          label={t('methods.currency')}
          value={draft.currency}
          error={form.errorOf('currency')}
          onChange={(currency) => setDraft((current) => ({ ...current, currency }))}
          options={codes.map((code) => ({ value: code, label: code }))}
        />
        <TextField
          label={t('ops.amount')}
          error={form.errorOf('amount')}
          inputMode="decimal"
          autoComplete="off"
          value={draft.amount}
          onChange={(amount) => setDraft((current) => ({ ...current, amount }))}
          required
        />
      </div>
      {form.elsewhere(['currency', 'amount']).map((text) => (
        <p className="alert alert--danger" key={text}>
          {text}
        </p>
      ))}
      {created ? <CreatedTestOrder created={created} /> : null}
    </FormPanel>
  );
}

/** The order just made: its payment page (a new tab, as the customer opens it) and the order itself. */
function CreatedTestOrder({ created: { order, paymentUrl } }: { created: CreateOrderResponse }) {
  const { t } = useTranslation('console');
  return (
    <div className="alert test-order__created" role="status">
      <p>{t('test_orders.created', { amount: formatMoney(order.amount, order.currency) })}</p>
      <p className="test-order__links">
        <a className="link" href={paymentUrl} target="_blank" rel="noreferrer">
          {t('test_orders.open_payment_page')}
        </a>
        <Link className="link" to={`/shop/orders/${order.id}`}>
          {t('test_orders.open_order')}
        </Link>
      </p>
    </div>
  );
}
