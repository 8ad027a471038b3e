import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormPanel } from '#console/components/form-panel.tsx';
import { LoadState } from '#console/components/load-state.tsx';
import { Panel } from '#console/components/panel.tsx';
import { TextField } from '#console/components/text-field.tsx';
import { announce } from '#console/lib/announce.ts';
import { fieldErrors } from '#console/lib/http.ts';
import { phoneSettingsQuery, traderDevicesQuery, useSavePhoneSettings } from '../api/devices.ts';
import { DeviceMeta } from './device-meta.tsx';

/** The operator's view of one trader's phones: the same rows the trader sees, silent ones marked. */
export function TraderPhones({ traderId }: { traderId: string }) {
  const { t } = useTranslation('console');
  const devices = useQuery(traderDevicesQuery(traderId));
  return (
    <Panel title={t('devices.operator_title')} level={3}>
      <LoadState
        isPending={devices.isPending}
        isError={devices.isError}
        empty={devices.data?.items.length === 0 ? t('devices.empty') : null}
      />
      <ul className="rows" data-testid="trader-phones">
        {devices.data?.items.map((device) => (
          <li className="rows__item" key={device.id}>
            <span>
              <span className="rows__main">{device.name}</span>{' '}
              <DeviceMeta device={device} silentAfterMinutes={devices.data.silentAfterMinutes} />
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** The operator's setting: after how many minutes without a message or heartbeat a phone is silent. */
export function PhoneSettingsPanel() {
  const settings = useQuery(phoneSettingsQuery);
  if (!settings.data)
    return <LoadState isPending={settings.isPending} isError={settings.isError} empty={null} />;
  return <PhoneSettingsForm saved={settings.data.silentAfterMinutes} />;
}

function PhoneSettingsForm({ saved }: { saved: number }) {
  const { t } = useTranslation('console');
  const save = useSavePhoneSettings();
  const [minutes, setMinutes] = useState(String(saved));
  const typed = Number(minutes);
  const fields = fieldErrors(save.error);
  const invalid = !/^\d+$/.test(minutes.trim()) || typed < 5 || typed > 10_080;
  return (
    <FormPanel
      title={t('devices.settings_title')}
      submitLabel={save.isPending ? t('actions.working') : t('actions.save')}
      isPending={save.isPending}
      isFailed={save.isError && !fields.silentAfterMinutes}
      onSubmit={() => {
        if (invalid) return;
        save.mutate(
          { silentAfterMinutes: typed },
          { onSuccess: () => announce(t('devices.settings_saved')) },
        );
      }}
    >
      <TextField
        label={t('devices.silent_after')}
        hint={t('devices.silent_after_hint')}
        value={minutes}
        onChange={setMinutes}
        inputMode="numeric"
        error={invalid && minutes !== '' ? t('devices.silent_after_invalid') : fields.silentAfterMinutes}
        required
      />
    </FormPanel>
  );
}
