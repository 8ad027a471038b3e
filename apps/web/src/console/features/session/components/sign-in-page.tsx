import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#page/lib/api-client.ts';
import { CodeInput } from '#console/components/code-input.tsx';
import { Field } from '#console/components/field.tsx';
import { LanguageSwitcher } from '#console/components/language-switcher.tsx';
import { TextField } from '#console/components/text-field.tsx';
import { formatDuration } from '#console/lib/format.ts';
import { ConsoleApiError } from '#console/lib/http.ts';
import { useFormCheck } from '#console/lib/use-form-check.ts';
import { useSignIn } from '../api/session.ts';

/** The wait a lock asked for, counting down; 0 when there is none. */
function useLockCountdown(error: unknown): number {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    const seconds = error instanceof ConsoleApiError ? (error.retryAfterSeconds ?? 0) : 0;
    if (!seconds) return setLeft(0);
    const until = Date.now() + seconds * 1000;
    setLeft(seconds);
    const timer = setInterval(() => {
      const rest = Math.ceil((until - Date.now()) / 1000);
      setLeft(Math.max(0, rest));
      if (rest <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [error]);
  return left;
}

/** What went wrong, in words: the lock or held-back address with its wait, a wrong password, or else. */
function signInMessage(error: unknown, lockLeft: number, t: TFunction<'console'>): string | null {
  const isLocked = isApiError(error, 423) || isApiError(error, 429);
  const isAddressHeldBack = isApiError(error, 429) && error.code === 'rate_limited';
  if (isAddressHeldBack) {
    return lockLeft
      ? t('sign_in.address_wait', { time: formatDuration(lockLeft) })
      : t('sign_in.address_later');
  }
  if (isLocked) {
    return lockLeft ? t('sign_in.locked_wait', { time: formatDuration(lockLeft) }) : t('sign_in.locked');
  }
  if (isApiError(error, 401)) return t('sign_in.wrong_password');
  if (isApiError(error, 400)) return t('sign_in.fill_in');
  if (error) return t('errors.network');
  return null;
}

interface SecondFactorFieldProps {
  isRecovery: boolean;
  onRecoveryChange: (isRecovery: boolean) => void;
  code: string;
  onCodeChange: (code: string) => void;
  error: string | undefined;
  errorId: string | undefined;
}

/** The authenticator's code, or one of the recovery codes instead (the button switches, emptied). */
function SecondFactorField({
  isRecovery,
  onRecoveryChange,
  code,
  onCodeChange,
  error,
  errorId,
}: SecondFactorFieldProps) {
  const { t } = useTranslation('console');
  const codeRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Field label={isRecovery ? t('sign_in.recovery_code') : t('sign_in.code')} error={error}>
        <CodeInput
          inputRef={codeRef}
          isRecovery={isRecovery}
          isRequired={false}
          value={code}
          onChange={onCodeChange}
          errorId={errorId}
        />
      </Field>
      <button
        type="button"
        className="btn btn--ghost"
        onClick={() => {
          onRecoveryChange(!isRecovery);
          onCodeChange('');
          codeRef.current?.focus();
        }}
      >
        {isRecovery ? t('sign_in.use_code') : t('sign_in.use_recovery')}
      </button>
    </>
  );
}

/**
 * Sign in with login, password and, for an account with two-factor sign-in, its authenticator's code
 * (or one of its recovery codes), all asked for up front: the server never says which of them was
 * wrong (401 invalid_credentials), so the form cannot ask for the code afterwards. Says plainly when
 * the login is locked (429 account_locked) or this address is held back (429 rate_limited), with the wait.
 * The language can be switched here, before signing in.
 */
export function SignInPage({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('console');
  const signIn = useSignIn();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [isRecovery, setIsRecovery] = useState(false);
  const [code, setCode] = useState('');
  const errorId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const lockLeft = useLockCountdown(signIn.error);
  // Checked here as the server checks it, every field at once; which of them was wrong the server never says.
  const form = useFormCheck(null);
  const codeError = form.errorOf('totp') ? t('totp.code_format') : form.errorOf('recoveryCode');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const secondFactor = !code.trim()
      ? {}
      : isRecovery
        ? { recoveryCode: code.trim() }
        : { totp: code.replace(/\s/g, '') };
    const request = { login: login.trim(), password, ...secondFactor };
    // The contract's check (and zod with it) loads on the first press, not with the first screen.
    const { signInErrors } = await import('../lib/sign-in-check.ts');
    if (!form.check(signInErrors(request))) return;
    signIn.mutate(request, {
      onSuccess: onSignedIn,
      onError: () => {
        setPassword('');
        setCode('');
        passwordRef.current?.focus();
      },
    });
  };

  const message = signInMessage(signIn.error, lockLeft, t);

  return (
    <main className="sign-in" id="main">
      <div className="sign-in__language">
        <LanguageSwitcher />
      </div>
      <form className="sign-in__card" onSubmit={(event) => void submit(event)} noValidate>
        <div className="brand">
          <img className="brand__logo" src="/brand/payorder-logo.svg" alt="" width={36} height={36} />
          <span className="brand__title">{t('app.title')}</span>
        </div>
        <h1 className="view__title">{t('sign_in.title')}</h1>
        <TextField
          label={t('sign_in.login')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={login}
          onChange={setLogin}
          error={form.errorOf('login')}
          {...(message && !form.errorOf('login') && { 'aria-describedby': errorId })}
        />
        <Field label={t('sign_in.password')} error={form.errorOf('password')}>
          <input
            ref={passwordRef}
            className="field__input"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby={message ? errorId : undefined}
            aria-invalid={Boolean(message) || undefined}
          />
        </Field>
        <SecondFactorField
          isRecovery={isRecovery}
          onRecoveryChange={setIsRecovery}
          code={code}
          onCodeChange={setCode}
          error={codeError}
          errorId={message ? errorId : undefined}
        />
        <p id={errorId} className={message ? 'alert alert--danger' : 'visually-hidden'} role="alert">
          {message}
        </p>
        <button
          type="submit"
          className="btn btn--primary btn--wide"
          disabled={signIn.isPending || lockLeft > 0}
        >
          {signIn.isPending ? t('actions.working') : t('sign_in.submit')}
        </button>
      </form>
    </main>
  );
}
