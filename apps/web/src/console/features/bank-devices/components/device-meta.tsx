import type { BankDevice } from '@payorder/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#console/lib/format.ts';

/**
 * What a phone's row says of it: silent (not heard from for longer than the operator's minutes), its last
 * message, when it was last heard from (a message or a forwarder's heartbeat), how many messages it sent
 * and its key's fingerprint. The trader's list and the operator's view of a trader show the same.
 */
export function DeviceMeta({
  device,
  silentAfterMinutes,
}: {
  device: BankDevice;
  silentAfterMinutes: number;
}) {
  const { t } = useTranslation('console');
  // lastSeenAt: a phone's last message before lastMessageAt was recorded.
  const lastMessage = device.lastMessageAt ?? device.lastSeenAt;
  return (
    <span className="rows__meta">
      {device.silent ? (
        <span className="badge badge--error" data-testid="device-silent">
          {t('devices.silent', { minutes: silentAfterMinutes })}
        </span>
      ) : null}{' '}
      {lastMessage ? t('devices.last_seen', { when: formatDateTime(lastMessage) }) : t('devices.never_seen')}
      {' · '}
      {device.lastHeartbeatAt
        ? t('devices.last_heartbeat', { when: formatDateTime(device.lastHeartbeatAt) })
        : t('devices.never_heard')}
      {' · '}
      {t('devices.count', { count: device.notifications })}
      {' · '}
      {t('devices.fingerprint', { fingerprint: device.keyFingerprint })}
    </span>
  );
}
