import {
  WEBHOOK_SECRET_GRACE_DEFAULT_HOURS,
  WEBHOOK_SECRET_GRACE_MAX_HOURS,
  ZRotateWebhookSecretRequest,
} from '@payorder/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { SecretReveals, type ShownSecret } from './secret-reveal.tsx';
import { schemaErrors, useFormCheck } from '../lib/use-form-check.ts';
import { TextField } from './text-field.tsx';

type Which = 'key' | 'secret';

interface MutationState {
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  reset: () => void;
}

interface KeyRotationProps {
  rotateKey: MutationState;
  rotateSecret: MutationState;
  /** Rotates the API key; `reveal` shows the new one. */
  onRotateKey: (reveal: (apiKey: string) => void) => void;
  /** Rotates the webhook secret, the old one still signing for `graceHours`; `reveal` shows the new one. */
  onRotateSecret: (graceHours: number, reveal: (webhookSecret: string) => void) => void;
  /** What the new key and secret are called where they are shown once. */
  newKeyLabel: string;
  newSecretLabel: string;
  /** The screen around it, with the buttons that ask for each rotation. */
  children: (ask: (which: Which) => void) => ReactNode;
}

/**
 * Rotation of a shop's API key or webhook secret (the operator's and the shop's alike): asked first
 * (the secret with its grace hours), then the new one shown once above the rest, until acknowledged
 * (a key and a secret rotated one after the other both stay, each until its own acknowledgement).
 */
export function KeyRotation(props: KeyRotationProps) {
  const { t } = useTranslation('console');
  const [asking, setAsking] = useState<Which | null>(null);
  const [graceHours, setGraceHours] = useState(String(WEBHOOK_SECRET_GRACE_DEFAULT_HOURS));
  const [revealed, setRevealed] = useState<readonly ShownSecret[]>([]);
  const mutation = asking === 'key' ? props.rotateKey : props.rotateSecret;
  const grace = useFormCheck(props.rotateSecret.error);
  const graceError = asking === 'secret' ? grace.errorOf('graceHours') : undefined;
  const reveal = (label: string) => (secret: string) => {
    // A second rotation of the same one makes the first new one useless: only the newest is shown.
    setRevealed((shown) => [{ label, secret }, ...shown.filter((item) => item.label !== label)]);
    setAsking(null);
  };
  return (
    <>
      <SecretReveals
        secrets={revealed}
        onDone={(done) => setRevealed((shown) => shown.filter((item) => item !== done))}
      />
      {props.children(setAsking)}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'key' ? t('keys.rotate_api_key') : t('keys.rotate_webhook_secret')}
        confirmLabel={t('keys.rotate')}
        danger={asking === 'key'}
        pending={mutation.isPending}
        error={mutation.isError && !graceError ? t('errors.action_failed') : null}
        onClose={() => {
          mutation.reset();
          grace.check({});
          setAsking(null);
        }}
        onConfirm={() => {
          if (asking === 'key') return props.onRotateKey(reveal(props.newKeyLabel));
          const hours = graceHours.trim() === '' ? null : Number(graceHours);
          // The hours are checked as the server checks them, and said next to the field.
          const isValid = grace.check(schemaErrors(ZRotateWebhookSecretRequest, { graceHours: hours }));
          if (hours !== null && isValid) props.onRotateSecret(hours, reveal(props.newSecretLabel));
        }}
      >
        {asking === 'key' ? (
          <p>{t('keys.rotate_api_key_body')}</p>
        ) : (
          <>
            <p>{t('keys.rotate_webhook_secret_body')}</p>
            <TextField
              label={t('keys.grace_hours')}
              type="number"
              min={0}
              max={WEBHOOK_SECRET_GRACE_MAX_HOURS}
              value={graceHours}
              onChange={setGraceHours}
              error={graceError}
            />
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
