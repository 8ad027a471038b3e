import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { KeyRotation } from '#console/components/key-rotation.tsx';
import { LoadState } from '#console/components/load-state.tsx';
import { Panel } from '#console/components/panel.tsx';
import { formatDateTime } from '#console/lib/format.ts';
import { keysQuery, useRotateApiKey, useRotateWebhookSecret } from '../api/keys.ts';

/**
 * Prints a key's or secret's fingerprint as the page shows it (the server's `fingerprint`). Two lines (a
 * shell reads on after a trailing `|`), so that it fits a phone's width without scrolling.
 */
const FINGERPRINT_COMMAND = 'printf %s "$KEY" |\n  sha256sum | cut -c1-8';

/** The shop's keys: which are in use (fingerprints), and rotation of each, the new one shown once. */
export function KeysPage() {
  const { t } = useTranslation('console');
  const keys = useQuery(keysQuery);
  const rotateKey = useRotateApiKey();
  const rotateSecret = useRotateWebhookSecret();
  return (
    <div className="page">
      <h1 className="page-title">{t('keys.title')}</h1>
      <KeyRotation
        rotateKey={rotateKey}
        rotateSecret={rotateSecret}
        onRotateKey={(reveal) => rotateKey.mutate(undefined, { onSuccess: ({ apiKey }) => reveal(apiKey) })}
        onRotateSecret={(graceHours, reveal) =>
          rotateSecret.mutate(graceHours, { onSuccess: ({ webhookSecret }) => reveal(webhookSecret) })
        }
        newKeyLabel={t('keys.new_api_key')}
        newSecretLabel={t('keys.new_webhook_secret')}
      >
        {(ask) => (
          <>
            <LoadState isPending={keys.isPending} isError={keys.isError} empty={null} />
            {keys.data ? (
              <>
                <Panel title={t('keys.api_key')}>
                  <p>
                    {t('keys.fingerprint')}: <code>{keys.data.apiKeyFingerprint}</code>
                  </p>
                  <p className="rows__meta">{t('keys.api_key_hint')}</p>
                  <button type="button" className="btn" onClick={() => ask('key')}>
                    {t('keys.rotate_api_key')}
                  </button>
                </Panel>
                <Panel title={t('keys.webhook_secret')}>
                  <p>
                    {t('keys.fingerprint')}: <code>{keys.data.webhookSecretFingerprint}</code>
                  </p>
                  {keys.data.previousWebhookSecretUntil ? (
                    <p className="rows__meta">
                      {t('keys.grace_until', { at: formatDateTime(keys.data.previousWebhookSecretUntil) })}
                    </p>
                  ) : null}
                  <button type="button" className="btn" onClick={() => ask('secret')}>
                    {t('keys.rotate_webhook_secret')}
                  </button>
                </Panel>
                <p className="page-hint">{t('keys.fingerprint_hint')}</p>
                <pre className="code-block">
                  <code>{FINGERPRINT_COMMAND}</code>
                </pre>
              </>
            ) : null}
          </>
        )}
      </KeyRotation>
    </div>
  );
}

export default KeysPage;
