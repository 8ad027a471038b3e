import { ZCreateConsoleUserRequest, type ConsoleUser, type ConsoleUsersQuery } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#console/components/confirm-dialog.tsx';
import { FormPanel } from '#console/components/form-panel.tsx';
import { LoadState } from '#console/components/load-state.tsx';
import { Panel } from '#console/components/panel.tsx';
import { SecretReveal } from '#console/components/secret-reveal.tsx';
import { TextField } from '#console/components/text-field.tsx';
import { notify } from '#console/lib/announce.ts';
import { formatDateTime } from '#console/lib/format.ts';
import { ConsoleApiError } from '#console/lib/http.ts';
import { consoleUsersQuery, meQuery } from '#console/lib/queries.ts';
import { schemaErrors, useFormCheck } from '#console/lib/use-form-check.ts';
import {
  LOGINS_POLL_MS,
  useCreateLogin,
  useRemoveOwnTotp,
  useResetPassword,
  useResetTotp,
  useSetLoginDisabled,
} from '../api/console-users.ts';

/** Whose logins a panel shows and creates: one shop's, one trader's, or the operators'. */
export type LoginsScope =
  { role: 'shop'; shopId: string } | { role: 'trader'; traderId: string } | { role: 'operator' };

type Action = 'disable' | 'enable' | 'reset_password' | 'reset_totp';

/** Answers the server explains itself (docs/architecture.md "Console accounts, for their whole life"). */
const KNOWN_REFUSALS = new Set([
  'cannot_disable_self',
  'last_operator',
  'reauthentication_failed',
  'account_locked',
  'validation_failed',
]);
type KnownRefusal =
  | 'cannot_disable_self'
  | 'last_operator'
  | 'reauthentication_failed'
  | 'account_locked'
  | 'validation_failed';

/** Six digits are the authenticator's code; anything else is taken for a recovery code. */
const proofOf = (currentPassword: string, code: string) => {
  const typed = code.trim();
  return /^\d{6}$/.test(typed) ? { currentPassword, totp: typed } : { currentPassword, recoveryCode: typed };
};

/**
 * The action asked on a login, confirmed in a dialog: its mutation, the server's refusal in words, the
 * operator's own password and code (removing its own two-factor sign-in), the one-time password shown.
 */
function useLoginActions(meId: string | undefined) {
  const { t } = useTranslation('console');
  const setDisabled = useSetLoginDisabled();
  const resetPassword = useResetPassword();
  const resetTotp = useResetTotp();
  const removeOwnTotp = useRemoveOwnTotp();
  const [pending, setPending] = useState<{ action: Action; user: ConsoleUser } | null>(null);
  const [proof, setProof] = useState({ password: '', code: '' });
  const isOwnTotp = pending?.action === 'reset_totp' && pending.user.id === meId;
  const [oneTime, setOneTime] = useState<{ login: string; password: string } | null>(null);

  const mutation = {
    disable: setDisabled,
    enable: setDisabled,
    reset_password: resetPassword,
    reset_totp: isOwnTotp ? removeOwnTotp : resetTotp,
  }[pending?.action ?? 'disable'];
  const refusalCode = mutation.error instanceof ConsoleApiError ? (mutation.error.code ?? '') : '';
  const refusal = KNOWN_REFUSALS.has(refusalCode) ? t(`logins.refused.${refusalCode as KnownRefusal}`) : null;
  const close = () => {
    setPending(null);
    setProof({ password: '', code: '' });
    mutation.reset();
  };
  const confirm = () => {
    if (!pending) return;
    const { action, user } = pending;
    const done = () => {
      notify(t(`logins.done.${action}`, { login: user.login }));
      setPending(null);
      setProof({ password: '', code: '' });
    };
    if (action === 'disable' || action === 'enable') {
      setDisabled.mutate({ id: user.id, isDisabled: action === 'disable' }, { onSuccess: done });
    } else if (action === 'reset_password') {
      resetPassword.mutate(user.id, {
        onSuccess: ({ temporaryPassword }) => {
          done();
          setOneTime({ login: user.login, password: temporaryPassword });
        },
      });
    } else if (isOwnTotp) {
      removeOwnTotp.mutate(proofOf(proof.password, proof.code), { onSuccess: done });
    } else {
      resetTotp.mutate(user.id, { onSuccess: done });
    }
  };
  const ask = (action: Action, user: ConsoleUser) => setPending({ action, user });
  return { pending, ask, proof, setProof, isOwnTotp, oneTime, setOneTime, mutation, refusal, close, confirm };
}

/**
 * The operator's view of the console logins of a shop, a trader or the operators: who, disabled or not,
 * two-factor set up, last sign-in; disable or enable, reset the password (the one-time password shown
 * once) or two-factor sign-in, each confirmed first, and a new login. Each action ends the login's sessions.
 * The operator's own two-factor sign-in is removed only with its password and a current code (the server
 * asks it again: a session alone is not enough), and its own session stays.
 */
export function LoginsPanel({
  scope,
  title,
  level = 3,
}: {
  scope: LoginsScope;
  title: string;
  level?: 2 | 3;
}) {
  const { t } = useTranslation('console');
  const me = useQuery(meQuery);
  const logins = useQuery({
    ...consoleUsersQuery(scope satisfies ConsoleUsersQuery),
    refetchInterval: LOGINS_POLL_MS,
  });
  const { pending, ask, proof, setProof, isOwnTotp, oneTime, setOneTime, mutation, refusal, close, confirm } =
    useLoginActions(me.data?.id);

  return (
    <Panel title={title} level={level}>
      {oneTime ? (
        <SecretReveal
          label={t('logins.one_time_password', { login: oneTime.login })}
          secret={oneTime.password}
          onDone={() => setOneTime(null)}
        />
      ) : null}
      <LoadState
        isPending={logins.isPending}
        isError={logins.isError}
        empty={logins.data?.length === 0 ? t('logins.empty') : null}
      />
      <ul className="rows">
        {logins.data?.map((user) => (
          <LoginRow
            key={user.id}
            user={user}
            isMe={user.id === me.data?.id}
            onAsk={(action) => ask(action, user)}
          />
        ))}
      </ul>
      <CreateLogin scope={scope} />
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`logins.confirm.${pending.action}`, { login: pending.user.login }) : ''}
        confirmLabel={pending ? t(`logins.${pending.action}`) : ''}
        danger={pending?.action !== 'enable'}
        pending={mutation.isPending}
        error={mutation.isError ? (refusal ?? t('errors.action_failed')) : null}
        onClose={close}
        onConfirm={confirm}
      >
        {isOwnTotp ? (
          <>
            <p>{t('logins.own_totp.explain')}</p>
            <TextField
              label={t('logins.own_totp.password')}
              value={proof.password}
              onChange={(password) => setProof({ ...proof, password })}
              type="password"
              autoComplete="current-password"
              required
            />
            <TextField
              label={t('logins.own_totp.code')}
              value={proof.code}
              onChange={(code) => setProof({ ...proof, code })}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              required
            />
            <p>{t('logins.own_totp.ends_other_sessions')}</p>
          </>
        ) : (
          <p>{t('logins.ends_sessions')}</p>
        )}
      </ConfirmDialog>
    </Panel>
  );
}

/** One login: who, disabled or not, two-factor set up, last sign-in, and what may be done to it. */
function LoginRow({
  user,
  isMe,
  onAsk,
}: {
  user: ConsoleUser;
  /** The operator's own login: never disabled from here. */
  isMe: boolean;
  onAsk: (action: Action) => void;
}) {
  const { t } = useTranslation('console');
  return (
    <li className="rows__item">
      <div>
        <p className="rows__main">
          {user.login}
          {user.disabled ? <span className="badge badge--cancelled">{t('logins.disabled')}</span> : null}
          {user.mustChangePassword ? <span className="badge">{t('logins.must_change_password')}</span> : null}
        </p>
        <p className="rows__meta">
          {user.totpEnrolled ? t('logins.totp_on') : t('logins.totp_off')} ·{' '}
          {user.lastSignInAt
            ? t('logins.last_sign_in', { time: formatDateTime(user.lastSignInAt) })
            : t('logins.never_signed_in')}
        </p>
      </div>
      <div className="detail__actions">
        {isMe ? null : (
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => onAsk(user.disabled ? 'enable' : 'disable')}
          >
            {user.disabled ? t('logins.enable') : t('logins.disable')}
          </button>
        )}
        <button type="button" className="btn btn--ghost btn--small" onClick={() => onAsk('reset_password')}>
          {t('logins.reset_password')}
        </button>
        {user.totpEnrolled ? (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => onAsk('reset_totp')}>
            {t('logins.reset_totp')}
          </button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * A new login for the panel's shop, trader or the operators: its login and first password, which signs in
 * once and must then be replaced by the login's own (the server's rule, said under the form).
 */
function CreateLogin({ scope }: { scope: LoginsScope }) {
  const { t } = useTranslation('console');
  const create = useCreateLogin();
  const [values, setValues] = useState({ login: '', password: '' });
  const form = useFormCheck(create.error);
  const request = { ...scope, login: values.login.trim(), password: values.password };
  return (
    <FormPanel
      title={t('logins.new')}
      level={3}
      submitLabel={t('logins.create')}
      isPending={create.isPending}
      isFailed={create.isError && !form.hasErrors}
      onSubmit={() =>
        form.check(schemaErrors(ZCreateConsoleUserRequest, request)) &&
        create.mutate(request, {
          onSuccess: () => {
            notify(t('logins.created', { login: values.login.trim() }));
            setValues({ login: '', password: '' });
          },
        })
      }
    >
      <TextField
        label={t('logins.login')}
        value={values.login}
        onChange={(login) => setValues({ ...values, login })}
        error={form.errorOf('login')}
        autoComplete="off"
        required
      />
      <TextField
        label={t('logins.password')}
        value={values.password}
        onChange={(password) => setValues({ ...values, password })}
        error={form.errorOf('password')}
        hint={t('password.rule')}
        type="password"
        autoComplete="new-password"
        required
      />
      <p className="rows__meta">{t('logins.first_sign_in')}</p>
    </FormPanel>
  );
}
