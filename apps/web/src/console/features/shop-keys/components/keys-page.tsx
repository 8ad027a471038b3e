import { WEBHOOK_SECRET_GRACE_DEFAULT_HOURS, WEBHOOK_SECRET_GRACE_MAX_HOURS } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SecretReveal } from '../../../components/secret-reveal.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { keysQuery, useRotateApiKey, useRotateWebhookSecret } from '../api/keys.ts';

/** The shop's keys: which are in use (fingerprints), and rotation of each, the new one shown once. */
export function KeysPage() {
  const { t } = useTranslation('console');
  const keys = useQuery(keysQuery);
  const rotateKey = useRotateApiKey();
  const rotateSecret = useRotateWebhookSecret();
  const [asking, setAsking] = useState<'key' | 'secret' | null>(null);
  const [graceHours, setGraceHours] = useState(String(WEBHOOK_SECRET_GRACE_DEFAULT_HOURS));
  const [revealed, setRevealed] = useState<{ label: string; secret: string } | null>(null);
  const mutation = asking === 'key' ? rotateKey : rotateSecret;
  return (
    <div className="page">
      <h1 className="page-title">{t('keys.title')}</h1>
      {revealed ? <SecretReveal {...revealed} onDone={() => setRevealed(null)} /> : null}
      {keys.isPending ? <p className="empty-message">{t('app.loading')}</p> : null}
      {keys.isError ? <p className="alert">{t('errors.load_failed')}</p> : null}
      {keys.data ? (
        <>
          <section className="panel" aria-labelledby="api-key-title">
            <h2 className="panel__title" id="api-key-title">
              {t('keys.api_key')}
            </h2>
            <p>
              {t('keys.fingerprint')}: <code>{keys.data.apiKeyFingerprint}</code>
            </p>
            <p className="rows__meta">{t('keys.api_key_hint')}</p>
            <button type="button" className="btn" onClick={() => setAsking('key')}>
              {t('keys.rotate_api_key')}
            </button>
          </section>
          <section className="panel" aria-labelledby="secret-title">
            <h2 className="panel__title" id="secret-title">
              {t('keys.webhook_secret')}
            </h2>
            <p>
              {t('keys.fingerprint')}: <code>{keys.data.webhookSecretFingerprint}</code>
            </p>
            {keys.data.previousWebhookSecretUntil ? (
              <p className="rows__meta">
                {t('keys.grace_until', { at: formatDateTime(keys.data.previousWebhookSecretUntil) })}
              </p>
            ) : null}
            <button type="button" className="btn" onClick={() => setAsking('secret')}>
              {t('keys.rotate_webhook_secret')}
            </button>
          </section>
        </>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'key' ? t('keys.rotate_api_key') : t('keys.rotate_webhook_secret')}
        confirmLabel={t('keys.rotate')}
        danger={asking === 'key'}
        pending={mutation.isPending}
        error={mutation.isError ? t('errors.action_failed') : null}
        onClose={() => {
          mutation.reset();
          setAsking(null);
        }}
        onConfirm={() => {
          if (asking === 'key') {
            rotateKey.mutate(undefined, {
              onSuccess: ({ apiKey }) => {
                setRevealed({ label: t('keys.new_api_key'), secret: apiKey });
                setAsking(null);
              },
            });
          } else {
            rotateSecret.mutate(Number(graceHours), {
              onSuccess: ({ webhookSecret }) => {
                setRevealed({ label: t('keys.new_webhook_secret'), secret: webhookSecret });
                setAsking(null);
              },
            });
          }
        }}
      >
        {asking === 'key' ? (
          <p>{t('keys.rotate_api_key_body')}</p>
        ) : (
          <>
            <p>{t('keys.rotate_webhook_secret_body')}</p>
            <label className="field">
              <span className="field__label">{t('keys.grace_hours')}</span>
              <input
                className="field__input"
                type="number"
                min={0}
                max={WEBHOOK_SECRET_GRACE_MAX_HOURS}
                value={graceHours}
                onChange={(event) => setGraceHours(event.target.value)}
              />
            </label>
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}

export default KeysPage;
