import {
  FORWARDER_APPS,
  SMS_FORWARDER_JSON_TEMPLATE,
  isLoopbackUrl,
  type CreateBankDeviceResponse,
  type ForwarderApp,
} from '@payorder/contract';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '#console/components/copy-button.tsx';
import { bankName } from '#console/lib/bank-names.ts';

// The QR encoder loads only when a new phone's set-up is shown (docs/decisions/014-device-qr-in-the-browser.md).
const QrCode = lazy(() => import('./qr-code.tsx'));

/** Where each app installs from (open source, no account needed). */
const APP_PAGES: Record<Exclude<ForwarderApp, 'any_app'>, string> = {
  incoming_sms: 'https://f-droid.org/packages/tech.bogomolov.incomingsmsgateway/',
  sms_forwarder: 'https://github.com/pppscn/SmsForwarder/releases',
  sms_gateway: 'https://sms-gate.app/',
};

interface DeviceSetupProps {
  device: CreateBankDeviceResponse;
  onDone: () => void;
  /** The last step: the trader's auto-confirm choice (composed by the route). */
  finish?: ReactNode;
}

/**
 * A newly paired phone's set-up, shown once: its key is in the answer of the pairing and nowhere after.
 * The trader picks the forwarder app and gets that app's own steps (each value to copy or to scan with the
 * phone's camera), forwarding only the bank's senders; a loopback PUBLIC_URL is called out (a phone cannot
 * reach it); the set-up ends with the auto-confirm choice.
 */
export function DeviceSetup({ device, onDone, finish }: DeviceSetupProps) {
  const { t } = useTranslation('console');
  const titleId = useId();
  const [app, setApp] = useState<ForwarderApp>('incoming_sms');
  return (
    <section className="panel device-setup" aria-labelledby={titleId}>
      <h2 className="panel__title" id={titleId}>
        {t('devices.setup_title', { name: device.name })}
      </h2>
      <p className="alert" role="alert">
        {t('devices.key_once')}
      </p>
      {isLoopbackUrl(device.ingestUrl) ? (
        <p className="alert alert--danger" data-testid="loopback-warning">
          {t('devices.loopback', { url: new URL(device.ingestUrl).origin })}
        </p>
      ) : null}
      <SetupValue
        label={t('devices.key')}
        value={device.key}
        qrLabel={t('devices.qr_key')}
        testId="device-key"
      >
        <p className="field__hint">{t('devices.key_hint')}</p>
      </SetupValue>
      <fieldset className="choices">
        <legend className="device-setup__subtitle">{t('devices.app_choice')}</legend>
        {FORWARDER_APPS.map((value) => (
          <label className="choice" key={value}>
            <input
              type="radio"
              name="forwarder-app"
              value={value}
              checked={app === value}
              onChange={() => setApp(value)}
            />
            <span>
              <span className="choice__title">{t(`devices.app.${value}`)}</span>
              <span className="field__hint">{t(`devices.app_hint.${value}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div data-testid={`setup-${app}`}>
        {app === 'incoming_sms' ? <IncomingSmsSteps device={device} /> : null}
        {app === 'sms_forwarder' ? <SmsForwarderSteps device={device} /> : null}
        {app === 'sms_gateway' ? <SmsGatewaySteps device={device} /> : null}
        {app === 'any_app' ? <AnyAppSteps device={device} /> : null}
      </div>
      {finish ? (
        <>
          <h3 className="device-setup__subtitle">{t('devices.finish_title')}</h3>
          {finish}
        </>
      ) : null}
      <div className="actions">
        <button type="button" className="btn btn--primary" onClick={onDone}>
          {t('devices.done')}
        </button>
      </div>
    </section>
  );
}

/** The bank's own senders to forward, by bank (never `*`: a friend's SMS is none of the platform's business). */
function Senders({ device }: { device: CreateBankDeviceResponse }) {
  const { t } = useTranslation('console');
  return (
    <>
      {t('devices.step_senders')}
      <ul className="device-setup__senders" data-testid="recommended-senders">
        {device.recommendedSenders.map((bank) => (
          <li key={bank.bank}>
            {bankName(t, bank.bank, undefined, bank.bankName)}:{' '}
            {bank.senders.map((sender, index) => (
              <span key={sender}>
                {index > 0 ? ', ' : null}
                <code>{sender}</code>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </>
  );
}

function InstallStep({ app }: { app: keyof typeof APP_PAGES }) {
  const { t } = useTranslation('console');
  return (
    <li>
      {t(`devices.install.${app}`)}{' '}
      <a className="link" href={APP_PAGES[app]} target="_blank" rel="noreferrer">
        {/* F-Droid's page is named in words; the other apps' pages by their address. */}
        {app === 'incoming_sms' ? t('devices.app_link') : APP_PAGES[app].replace(/^https:\/\//, '')}
      </a>
    </li>
  );
}

/** "Incoming SMS to URL forwarder": a rule per sender, the URL, the JSON template, the header with the key. */
function IncomingSmsSteps({ device }: { device: CreateBankDeviceResponse }) {
  const { t } = useTranslation('console');
  const headers = JSON.stringify({ Authorization: `Bearer ${device.key}` });
  return (
    <ol className="device-setup__steps">
      <InstallStep app="incoming_sms" />
      <li>{t('devices.step_add')}</li>
      <li>
        <Senders device={device} />
        {t('devices.step_sender_each')}
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
  );
}

/** SmsForwarder: a Webhook sender to this phone's own URL with the key as its secret, and an SMS rule. */
function SmsForwarderSteps({ device }: { device: CreateBankDeviceResponse }) {
  const { t } = useTranslation('console');
  return (
    <ol className="device-setup__steps">
      <InstallStep app="sms_forwarder" />
      <li>
        {t('devices.smsforwarder_sender')}
        <SetupValue
          label={t('devices.signed_url')}
          value={device.signedIngestUrl}
          qrLabel={t('devices.qr_signed_url')}
          testId="device-signed-url"
        />
      </li>
      <li>
        {t('devices.smsforwarder_rule')} <Senders device={device} />
      </li>
      <li>{t('devices.smsforwarder_check')}</li>
      <li className="field__hint">{t('devices.no_config_qr')}</li>
    </ol>
  );
}

/** SMS Gateway for Android: the signing key, then both webhooks (messages and the heartbeat) through its API. */
function SmsGatewaySteps({ device }: { device: CreateBankDeviceResponse }) {
  const { t } = useTranslation('console');
  const webhook = (id: string, event: string) =>
    `curl -X POST -u <user>:<password> -H 'Content-Type: application/json' \\\n  -d '{"id":"${id}","url":"${device.signedIngestUrl}","event":"${event}"}' \\\n  http://<phone>:8080/webhooks`;
  return (
    <ol className="device-setup__steps">
      <InstallStep app="sms_gateway" />
      <li>{t('devices.smsgateway_key')}</li>
      <li>
        {t('devices.smsgateway_webhooks')}
        <SetupValue
          label={t('devices.smsgateway_messages')}
          value={webhook('payorder-sms', 'sms:received')}
        />
        <SetupValue label={t('devices.smsgateway_ping')} value={webhook('payorder-ping', 'system:ping')} />
      </li>
      <li>{t('devices.smsgateway_interval')}</li>
      <li>{t('devices.smsgateway_senders')}</li>
      <li className="field__hint">{t('devices.no_config_qr')}</li>
    </ol>
  );
}

/** Any app or script that can POST JSON: the URL, the header with the key, an example. */
function AnyAppSteps({ device }: { device: CreateBankDeviceResponse }) {
  const { t } = useTranslation('console');
  const curl = [
    `curl -X POST '${device.ingestUrl}'`,
    `  -H 'Authorization: Bearer ${device.key}'`,
    `  -H 'Content-Type: application/json'`,
    `  -d '{"from":"900","text":"MIR-5678 09:12 зачисление 4800р Баланс: 15230.45р"}'`,
  ].join(' \\\n');
  return (
    <>
      <p>{t('devices.other_body')}</p>
      <SetupValue label={t('devices.step_url')} value={device.ingestUrl} qrLabel={t('devices.qr_url')} />
      {/* Focusable: a keyboard can scroll the long lines sideways. */}
      <pre className="code-block" tabIndex={0} role="region" aria-label={t('devices.curl_label')}>
        <code>{curl}</code>
      </pre>
      <p className="field__hint">{t('devices.other_answer')}</p>
      <p>
        <Senders device={device} />
      </p>
      <p className="field__hint">{t('devices.signed_body')}</p>
    </>
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
