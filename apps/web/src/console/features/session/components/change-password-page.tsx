import { ZChangePasswordRequest } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormPanel } from '#console/components/form-panel.tsx';
import { TextField } from '#console/components/text-field.tsx';
import { announce } from '#console/lib/announce.ts';
import { ConsoleApiError, fieldErrors } from '#console/lib/http.ts';
import { meQuery } from '#console/lib/queries.ts';
import { schemaErrors, useFormCheck } from '#console/lib/use-form-check.ts';
import { useChangePassword } from '../api/session.ts';
import { SignOutButton } from './sign-out-button.tsx';

const EMPTY = { currentPassword: '', newPassword: '', repeat: '' };

/**
 * Changing one's own password, for every role. At a new login's first sign-in and after an operator's
 * reset it is the only screen (the shell sends every other one here): the one-time password is the
 * current one, and once it is changed the console opens (an operator's, at the two-factor set-up).
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('console');
  const me = useQuery(meQuery);
  const change = useChangePassword();
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [isDone, setDone] = useState(false);
  const errors = fieldErrors(change.error);
  const form = useFormCheck(change.error);
  const refusal = change.error instanceof ConsoleApiError ? change.error.code : null;
  // A wrong current password counts like a failed sign-in: the fifth in a row locks the account.
  const currentError =
    refusal === 'wrong_password'
      ? t('password.wrong')
      : refusal === 'account_locked'
        ? t('sign_in.locked')
        : form.errorOf('currentPassword');
  const isForced = me.data?.mustChangePassword === true;
  const submit = () => {
    setDone(false);
    const request = { currentPassword: values.currentPassword, newPassword: values.newPassword };
    const found = schemaErrors(ZChangePasswordRequest, request);
    if (values.newPassword !== values.repeat) found.repeat ??= { code: 'passwords_differ' };
    if (!form.check(found)) return;
    change.mutate(request, {
      onSuccess: () => {
        announce(t('password.changed'));
        setValues(EMPTY);
        setDone(true);
        if (isForced) void navigate('/', { replace: true });
      },
    });
  };
  return (
    <div className="page">
      <h1 className="page-title">{t('password.title')}</h1>
      {isForced ? (
        <p className="alert" role="alert">
          {t('password.forced')}
        </p>
      ) : null}
      {isDone ? (
        <p className="alert" role="status">
          {t('password.changed')}
        </p>
      ) : null}
      <FormPanel
        title={t('password.form')}
        submitLabel={t('password.submit')}
        isPending={change.isPending}
        isFailed={change.isError && Object.keys(errors).length === 0 && refusal !== 'account_locked'}
        onSubmit={submit}
      >
        <TextField
          label={isForced ? t('password.one_time') : t('password.current')}
          value={values.currentPassword}
          onChange={(currentPassword) => setValues({ ...values, currentPassword })}
          error={currentError}
          type="password"
          autoComplete="current-password"
          required
        />
        <TextField
          label={t('password.new')}
          value={values.newPassword}
          onChange={(newPassword) => setValues({ ...values, newPassword })}
          error={form.errorOf('newPassword')}
          hint={t('password.rule')}
          type="password"
          autoComplete="new-password"
          minLength={10}
          required
        />
        <TextField
          label={t('password.repeat')}
          value={values.repeat}
          onChange={(repeat) => setValues({ ...values, repeat })}
          error={form.errorOf('repeat')}
          type="password"
          autoComplete="new-password"
          required
        />
      </FormPanel>
      {isForced ? <SignOutButton /> : <p className="rows__meta">{t('password.other_sessions')}</p>}
    </div>
  );
}
