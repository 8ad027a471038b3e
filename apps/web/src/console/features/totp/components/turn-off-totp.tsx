import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormPanel } from '#console/components/form-panel.tsx';
import { TextField } from '#console/components/text-field.tsx';
import { ConsoleApiError } from '#console/lib/http.ts';
import { useTurnOffTotp } from '../api/totp.ts';

const EMPTY = { password: '', code: '' };

/**
 * Turns one's own two-factor sign-in off: the password and a current code from the app, or a recovery
 * code (the phone is lost), both asked again because a session alone is not enough (the server says
 * 400 reauthentication_failed, not which one was wrong; a wrong try counts like a failed sign-in).
 */
export function TurnOffTotp({ onTurnedOff }: { onTurnedOff: () => void }) {
  const { t } = useTranslation('console');
  const turnOff = useTurnOffTotp();
  const [values, setValues] = useState(EMPTY);
  /** Pressed with a field empty: said, not sent. */
  const [isIncomplete, setIncomplete] = useState(false);
  const refusal = turnOff.error instanceof ConsoleApiError ? turnOff.error.code : null;
  const error = isIncomplete
    ? t('logins.refused.validation_failed')
    : refusal === 'reauthentication_failed'
      ? t('logins.refused.reauthentication_failed')
      : refusal === 'account_locked'
        ? t('logins.refused.account_locked')
        : undefined;
  const submit = () => {
    const code = values.code.replace(/\s/g, '');
    setIncomplete(!values.password || !code);
    if (!values.password || !code || turnOff.isPending) return;
    // Six digits are the app's code; anything else is taken for a recovery code.
    const proof = /^\d{6}$/.test(code) ? { totp: code } : { recoveryCode: values.code.trim() };
    turnOff.mutate(
      { currentPassword: values.password, ...proof },
      {
        // Said by the screen it leaves (a status line), so the live region does not say it twice.
        onSuccess: onTurnedOff,
        onError: () => setValues(EMPTY),
      },
    );
  };
  return (
    <FormPanel
      title={t('totp.off_title')}
      submitLabel={turnOff.isPending ? t('actions.working') : t('totp.turn_off')}
      isPending={turnOff.isPending}
      isFailed={turnOff.isError && !error}
      onSubmit={submit}
    >
      <p>{t('totp.off_explain')}</p>
      <TextField
        label={t('logins.own_totp.password')}
        value={values.password}
        onChange={(password) => setValues({ ...values, password })}
        error={error}
        type="password"
        autoComplete="current-password"
        required
      />
      <TextField
        label={t('logins.own_totp.code')}
        value={values.code}
        onChange={(code) => setValues({ ...values, code })}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
    </FormPanel>
  );
}
