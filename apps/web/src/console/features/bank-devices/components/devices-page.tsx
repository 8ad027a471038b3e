import type { BankDevice, CreateBankDeviceResponse } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormPanel } from '#console/components/form-panel.tsx';
import { LoadState } from '#console/components/load-state.tsx';
import { Panel } from '#console/components/panel.tsx';
import { RemoveDialog } from '#console/components/remove-dialog.tsx';
import { TextField } from '#console/components/text-field.tsx';
import { announce } from '#console/lib/announce.ts';
import { fieldErrors, refusalOf } from '#console/lib/http.ts';
import { devicesQuery, usePairDevice, useRevokeDevice } from '../api/devices.ts';
import { DeviceMeta } from './device-meta.tsx';
import { DeviceSetup } from './device-setup.tsx';

/**
 * The trader's phones that post bank notifications: pair one (its key and its app's set-up shown once,
 * ending with `autoConfirm`, the auto-confirm choice the route composes in), see when each last posted
 * and was last heard from (a forwarder's heartbeat) and which are silent, revoke one (asked first; its
 * key stops working at once).
 */
export function DevicesPage({ autoConfirm }: { autoConfirm?: ReactNode }) {
  const { t } = useTranslation('console');
  const devices = useQuery(devicesQuery);
  const revoke = useRevokeDevice();
  const [paired, setPaired] = useState<CreateBankDeviceResponse | null>(null);
  const [revoking, setRevoking] = useState<BankDevice | null>(null);

  return (
    <>
      {paired ? (
        <DeviceSetup device={paired} onDone={() => setPaired(null)} finish={autoConfirm} />
      ) : (
        <PairForm onPaired={setPaired} />
      )}
      <Panel title={t('devices.list_title')}>
        <LoadState
          isPending={devices.isPending}
          isError={devices.isError}
          empty={devices.data?.items.length === 0 ? t('devices.empty') : null}
        />
        <ul className="rows">
          {devices.data?.items.map((device) => (
            <li className="rows__item" key={device.id}>
              <span>
                <span className="rows__main">{device.name}</span>
                <DeviceMeta device={device} silentAfterMinutes={devices.data.silentAfterMinutes} />
              </span>
              <button
                type="button"
                className="btn btn--ghost btn--small"
                aria-label={`${t('devices.revoke')}: ${device.name}`}
                onClick={() => setRevoking(device)}
              >
                {t('devices.revoke')}
              </button>
            </li>
          ))}
        </ul>
      </Panel>
      <RemoveDialog
        item={revoking}
        title={t('devices.revoke_title', { name: revoking?.name })}
        confirmLabel={t('devices.revoke')}
        body={t('devices.revoke_body')}
        failedText={t('errors.action_failed')}
        doneText={t('devices.revoked')}
        mutation={revoke}
        onClose={() => setRevoking(null)}
      />
    </>
  );
}

/** A phone's name ("Sber SIM, Redmi"), then the pairing. */
function PairForm({ onPaired }: { onPaired: (device: CreateBankDeviceResponse) => void }) {
  const { t } = useTranslation('console');
  const pair = usePairDevice();
  const [name, setName] = useState('');
  const fields = fieldErrors(pair.error);
  // At MAX_DEVICES_PER_TRADER the server says so (device_limit_reached): revoke one first.
  const refusal = refusalOf(pair.error);
  return (
    <FormPanel
      title={t('devices.pair_title')}
      submitLabel={pair.isPending ? t('actions.working') : t('devices.pair')}
      isPending={pair.isPending}
      isFailed={pair.isError && !fields.name && !refusal}
      onSubmit={() =>
        pair.mutate(
          { name: name.trim() },
          {
            onSuccess: (device) => {
              announce(t('devices.paired'));
              setName('');
              onPaired(device);
            },
          },
        )
      }
    >
      <p className="field__hint">{t('devices.pair_body')}</p>
      <TextField
        label={t('devices.name')}
        hint={t('devices.name_hint')}
        value={name}
        onChange={setName}
        error={fields.name}
        required
        maxLength={64}
      />
      {refusal ? <p className="alert alert--danger">{t(`errors.${refusal}`)}</p> : null}
    </FormPanel>
  );
}
