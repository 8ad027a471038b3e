import type { AutoConfirmMode } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormPanel } from '#console/components/form-panel.tsx';
import { LoadState } from '#console/components/load-state.tsx';
import { announce } from '#console/lib/announce.ts';
import { AUTO_CONFIRM_MODES, autoConfirmQuery, useSetAutoConfirm } from '../api/auto-confirm.ts';

/**
 * What the trader's bank notifications may do on their own: nothing, confirm once the customer says
 * they paid, or confirm as soon as the money arrives. Each choice explained in plain words.
 */
export function AutoConfirmPanel() {
  const settings = useQuery(autoConfirmQuery);
  if (!settings.data)
    return <LoadState isPending={settings.isPending} isError={settings.isError} empty={null} />;
  return <AutoConfirmForm saved={settings.data.mode} />;
}

function AutoConfirmForm({ saved }: { saved: AutoConfirmMode }) {
  const { t } = useTranslation('console');
  const save = useSetAutoConfirm();
  const [mode, setMode] = useState(saved);
  return (
    <FormPanel
      title={t('auto_confirm.title')}
      submitLabel={save.isPending ? t('actions.working') : t('actions.save')}
      isPending={save.isPending}
      isFailed={save.isError}
      onSubmit={() =>
        save.mutate(mode, { onSuccess: (settings) => announce(t(`auto_confirm.saved.${settings.mode}`)) })
      }
    >
      <p className="field__hint">{t('auto_confirm.intro')}</p>
      <fieldset className="choices">
        <legend className="visually-hidden">{t('auto_confirm.title')}</legend>
        {AUTO_CONFIRM_MODES.map((value) => (
          <label className="choice" key={value}>
            <input
              type="radio"
              name="auto-confirm"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
            />
            <span>
              <span className="choice__title">
                {t(`auto_confirm.mode.${value}`)}
                {value === saved ? (
                  <span className="badge badge--current">{t('auto_confirm.current')}</span>
                ) : null}
              </span>
              <span className="field__hint">{t(`auto_confirm.explain.${value}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="field__hint">{t('auto_confirm.never')}</p>
    </FormPanel>
  );
}
