import { PAYOUT_PAYMENT_TYPES, type PayoutSettings } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormPanel } from '#console/components/form-panel.tsx';
import { LoadState } from '#console/components/load-state.tsx';
import { TextField } from '#console/components/text-field.tsx';
import { announce } from '#console/lib/announce.ts';
import { currenciesQuery } from '#console/lib/queries.ts';
import { useFormCheck } from '#console/lib/use-form-check.ts';
import { payoutSettingsQuery, useSavePayoutSettings } from '../api/payouts.ts';
import { parseSettings, textsOf, type SettingsTexts } from '../lib/settings-input.ts';
import { ChoiceGroup } from './choice-group.tsx';

/** Which payouts the trader takes: loaded, then its form. */
export function PayoutSettingsPanel() {
  const { t } = useTranslation('console');
  const settings = useQuery(payoutSettingsQuery);
  if (!settings.data) {
    return (
      <section className="panel" id="payout-settings">
        <h2 className="panel__title">{t('payouts.settings.title')}</h2>
        <LoadState isPending={settings.isPending} isError={settings.isError} empty={null} />
      </section>
    );
  }
  return <SettingsForm settings={settings.data} />;
}

/**
 * On or off, the currencies and payment types (the contract's PAYOUT_PAYMENT_TYPES), the largest amount
 * (money as the reader types it; blank: any) and how many at once; every problem beside its field.
 */
function SettingsForm({ settings }: { settings: PayoutSettings }) {
  const { t, i18n } = useTranslation('console');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const currencies = useQuery(currenciesQuery);
  const save = useSavePayoutSettings();
  const [texts, setTexts] = useState<SettingsTexts>(() => textsOf(settings, language));
  const [unchosen, setUnchosen] = useState<string[]>([]);
  const form = useFormCheck(save.error);
  const change = (next: Partial<SettingsTexts>) => {
    if (save.isSuccess) save.reset();
    setTexts((current) => ({ ...current, ...next }));
  };
  const choiceError = (path: 'currencies' | 'paymentTypes') =>
    unchosen.includes(path) ? t('payouts.settings.choose_one') : form.errorOf(path);

  const submit = () => {
    const { values, errors } = parseSettings(texts, language);
    setUnchosen(Object.keys(errors).filter((path) => errors[path]?.code === 'required'));
    if (!form.check(errors)) return;
    save.mutate(values, {
      onSuccess: (saved) => {
        setTexts(textsOf(saved, language));
        announce(t('payouts.settings.saved'));
      },
    });
  };
  return (
    <div id="payout-settings">
      <FormPanel
        title={t('payouts.settings.title')}
        submitLabel={save.isPending ? t('actions.working') : t('actions.save')}
        isPending={save.isPending}
        isFailed={save.isError && !form.hasErrors}
        onSubmit={submit}
      >
        <label className="check">
          <input
            type="checkbox"
            checked={texts.enabled}
            onChange={(event) => change({ enabled: event.target.checked })}
          />
          <span>{t('payouts.settings.enabled')}</span>
        </label>
        <p className="field__hint">{t('payouts.settings.enabled_hint')}</p>
        <ChoiceGroup
          legend={t('payouts.settings.currencies')}
          options={(currencies.data ?? []).map(({ code }) => ({ value: code, label: code }))}
          chosen={texts.currencies}
          onChange={(chosen) => change({ currencies: chosen })}
          error={choiceError('currencies')}
        />
        <ChoiceGroup
          legend={t('payouts.settings.payment_types')}
          options={PAYOUT_PAYMENT_TYPES.map((type) => ({ value: type, label: t(`payment_type.${type}`) }))}
          chosen={texts.paymentTypes}
          onChange={(chosen) => change({ paymentTypes: chosen })}
          error={choiceError('paymentTypes')}
          wide
        />
        <TextField
          label={t('payouts.settings.max_amount')}
          hint={t('payouts.settings.max_amount_hint')}
          placeholder={t('payouts.settings.any_amount')}
          inputMode="decimal"
          autoComplete="off"
          value={texts.maxAmount}
          error={form.errorOf('maxAmount')}
          onChange={(maxAmount) => change({ maxAmount })}
        />
        <TextField
          label={t('payouts.settings.max_in_progress')}
          hint={t('payouts.settings.max_in_progress_hint')}
          inputMode="numeric"
          autoComplete="off"
          value={texts.maxInProgress}
          error={form.errorOf('maxInProgress')}
          onChange={(maxInProgress) => change({ maxInProgress })}
        />
        {save.isSuccess ? <p role="status">{t('payouts.settings.saved')}</p> : null}
      </FormPanel>
    </div>
  );
}
