import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { devicesQuery } from '../api/devices.ts';

/**
 * On every screen of a trader whose orders a phone confirms (auto-confirm on): a phone of theirs has gone
 * silent (not heard from for longer than the operator's minutes), so its bank's money is no longer
 * confirmed by itself. Names the phones and links to them. `autoConfirmOn` comes from the trader's mode.
 */
export function SilentPhoneBanner({ autoConfirmOn }: { autoConfirmOn: boolean }) {
  const { t } = useTranslation('console');
  const devices = useQuery({ ...devicesQuery, refetchInterval: 60_000, enabled: autoConfirmOn });
  const silent = devices.data?.items.filter((device) => device.silent) ?? [];
  if (!autoConfirmOn || silent.length === 0) return null;
  return (
    <div className="alert alert--danger silent-banner" role="alert" data-testid="silent-phone-banner">
      <p>
        {t(silent.length === 1 ? 'devices.banner' : 'devices.banner_several', {
          names: silent.map((device) => device.name).join(', '),
          minutes: devices.data!.silentAfterMinutes,
        })}
      </p>
      <Link className="link" to="/notifications/devices">
        {t('devices.banner_link')}
      </Link>
    </div>
  );
}
