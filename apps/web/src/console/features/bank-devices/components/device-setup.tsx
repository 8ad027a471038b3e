import { SMS_FORWARDER_JSON_TEMPLATE, type CreateBankDeviceResponse } from '@payorder/contract';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '#console/components/copy-button.tsx';

// The QR encoder loads only when a new phone's set-up is shown (docs/decisions/014-device-qr-in-the-browser.md).
const QrCode = lazy(() => import('./qr-code.tsx'));

/** The Android app's page on F-Droid, where it installs from (open source, no account needed). */
const FORWARDER_APP_URL = 'https://f-droid.org/packages/tech.bogomolov.incomingsmsgateway/';

/**
 * A newly paired phone's set-up, shown once: its key is in the answer of the pairing and nowhere
 * after. Step by step for the Android app "Incoming SMS to URL forwarder" (each value to copy or to
 * scan with the phone's camera), then for any app that can POST JSON, then for the apps that sign
 * with the key instead of sending it (SmsForwarder, SMS Gateway for Android) at the phone's own URL.
 */
export function DeviceSetup({ device, onDone }: { device: CreateBankDeviceResponse; onDone: () => void }) {
  const { t } = useTranslation('console');
  const titleId = useId();
  const headers = JSON.stringify({ Authorization: `Bearer ${device.key}` });
  const curl = [
    `curl -X POST '${device.ingestUrl}'`,
    `  -H 'Authorization: Bearer ${device.key}'`,
    `  -H 'Content-Type: application/json'`,
    `  -d '{"from":"900","text":"MIR-5678 09:12 зачисление 4800р Баланс: 15230.45р"}'`,
  ].join(' \\\n');
  return (
    <section className="panel device-setup" aria-labelledby={titleId}>
      <h2 className="panel__title" id={titleId}>
        {t('devices.setup_title', { name: device.name })}
      </h2>
      <p className="alert" role="alert">
        {t('devices.key_once')}
      </p>
      <h3 className="device-setup__subtitle">{t('devices.android_title')}</h3>
      <ol className="device-setup__steps">
        <li>
          {t('devices.step_install')}{' '}
          <a className="link" href={FORWARDER_APP_URL} target="_blank" rel="noreferrer">
            {t('devices.app_link')}
          </a>
        </li>
        <li>{t('devices.step_add')}</li>
        <li>
          {t('devices.step_sender')} <code>*</code>
        </li>
        <li>
          <SetupValue label={t('devices.step_url')} value={device.ingestUrl} qrLabel={t('devices.qr_url')} />
        </li>
        <li>
          <SetupValue
            label={t('devices.step_template')}
            value={SMS_FORWARDER_JSON_TEMPLATE}
            qrLabel={t('devices.qr_template')}
          />
        </li>
        <li>
          <SetupValue
            label={t('devices.step_headers')}
            value={headers}
            qrLabel={t('devices.qr_headers')}
            testId="device-headers"
          />
        </li>
        <li>{t('devices.step_save')}</li>
        <li>{t('devices.step_check')}</li>
      </ol>
      <h3 className="device-setup__subtitle">{t('devices.other_title')}</h3>
      <p>{t('devices.other_body')}</p>
      <SetupValue label={t('devices.key')} value={device.key} testId="device-key">
        <p className="field__hint">{t('devices.key_hint')}</p>
      </SetupValue>
      {/* Focusable: a keyboard can scroll the long lines sideways. */}
      <pre className="device-setup__curl" tabIndex={0} role="region" aria-label={t('devices.curl_label')}>
        <code>{curl}</code>
      </pre>
      <p className="field__hint">{t('devices.other_answer')}</p>
      <h3 className="device-setup__subtitle">{t('devices.signed_title')}</h3>
      <p>{t('devices.signed_body')}</p>
      <SetupValue
        label={t('devices.signed_url')}
        value={device.signedIngestUrl}
        qrLabel={t('devices.qr_signed_url')}
        testId="device-signed-url"
      />
      <ul>
        <li>{t('devices.signed_smsforwarder')}</li>
        <li>{t('devices.signed_smsgateway')}</li>
      </ul>
      <div className="actions">
        <button type="button" className="btn btn--primary" onClick={onDone}>
          {t('devices.done')}
        </button>
      </div>
    </section>
  );
}

interface SetupValueProps {
  label: string;
  value: string;
  /** With it, the value is drawn as a QR code too, named by this text. */
  qrLabel?: string;
  testId?: string;
  children?: ReactNode;
}

/** One value the phone needs: what it is, the value itself, a copy button and, where asked, its QR code. */
function SetupValue({ label, value, qrLabel, testId, children }: SetupValueProps) {
  return (
    <div className="setup-value">
      <div className="setup-value__text">
        <p className="setup-value__label">{label}</p>
        <code className="secret__value" data-testid={testId}>
          {value}
        </code>
        {children}
        <CopyButton text={value} label={label} />
      </div>
      {qrLabel ? (
        <Suspense fallback={<span className="qr qr--pending" />}>
          <QrCode text={value} label={qrLabel} />
        </Suspense>
      ) : null}
    </div>
  );
}
