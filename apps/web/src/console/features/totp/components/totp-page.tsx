import { ZConfirmTotpRequest } from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CodeInput } from '#console/components/code-input.tsx';
import { Field } from '#console/components/field.tsx';
import { useHoldLeave } from '#console/lib/leave-guard.ts';
import { meQuery } from '#console/lib/queries.ts';
import { useBeginEnrolment, useConfirmEnrolment, useFinishEnrolment } from '../api/totp.ts';
import { TurnOffTotp } from './turn-off-totp.tsx';

/** Two-factor sign-in is on: the ten recovery codes, shown this once, then on to the console. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const finish = useFinishEnrolment();
  // Until "Continue": leaving asks first, the codes are never shown again.
  const [isKept, setKept] = useState(false);
  useHoldLeave(!isKept);
  return (
    <div className="page">
      <h1 className="page-title">{t('totp.title')}</h1>
      <p className="alert" role="status">
        {t('totp.done')}
      </p>
      <section className="panel" aria-labelledby="recovery-title">
        <h2 className="panel__title" id="recovery-title">
          {t('totp.recovery_title')}
        </h2>
        <p>{t('totp.recovery_hint')}</p>
        <ul className="recovery-codes">
          {codes.map((recoveryCode) => (
            <li key={recoveryCode}>
              <code>{recoveryCode}</code>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            setKept(true);
            void finish().then(() => navigate('/', { replace: true }));
          }}
        >
          {t('totp.continue')}
        </button>
      </section>
    </div>
  );
}

/**
 * Two-factor sign-in: scan the QR code (or type the key) into an authenticator app, confirm with a
 * code, then keep the ten recovery codes, shown this once. Operators must do this before anything else;
 * for a trader or a shop it is their choice. Once on, it is turned off here with the password and a code.
 */
export function TotpPage() {
  const { t } = useTranslation('console');
  const me = useQuery(meQuery);
  const begin = useBeginEnrolment();
  const confirm = useConfirmEnrolment();
  const [code, setCode] = useState('');
  const [isTurnedOff, setTurnedOff] = useState(false);
  /** Not six digits: said before sending (the contract's check), not sent. */
  const [isMalformed, setIsMalformed] = useState(false);
  const errorId = useId();
  const codeError = isMalformed ? t('totp.code_format') : confirm.isError ? t('totp.wrong_code') : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    const isRight = ZConfirmTotpRequest.safeParse({ code: typed }).success;
    setIsMalformed(!isRight);
    if (isRight && !confirm.isPending) confirm.mutate(typed);
  };

  if (confirm.data) return <RecoveryCodes codes={confirm.data.recoveryCodes} />;

  return (
    <div className="page">
      <h1 className="page-title">{t('totp.title')}</h1>
      {me.data?.totpEnrolled ? (
        <>
          <p className="alert">{t('totp.enabled')}</p>
          <TurnOffTotp onTurnedOff={() => setTurnedOff(true)} />
        </>
      ) : (
        <>
          {isTurnedOff ? (
            <p className="alert" role="status">
              {t('totp.turned_off')}
            </p>
          ) : null}
          {me.data?.role === 'operator' ? (
            <p className="alert">{t('totp.required')}</p>
          ) : isTurnedOff ? null : (
            <p>{t('totp.off')}</p>
          )}
          {!begin.data ? (
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => begin.mutate()}
              disabled={begin.isPending}
            >
              {begin.isPending ? t('actions.working') : t('totp.start')}
            </button>
          ) : (
            <section className="panel" aria-labelledby="totp-scan">
              <h2 className="panel__title" id="totp-scan">
                {t('totp.scan')}
              </h2>
              <img
                className="totp__qr"
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(begin.data.qrSvg)}`}
                alt={t('totp.qr_alt')}
                width={200}
                height={200}
              />
              <p>
                {t('totp.secret')}: <code data-testid="totp-secret">{begin.data.secret}</code>
              </p>
              <form onSubmit={submit} noValidate>
                <Field label={t('totp.code')}>
                  <CodeInput value={code} onChange={setCode} errorId={codeError ? errorId : undefined} />
                </Field>
                <p
                  id={errorId}
                  className={codeError ? 'alert alert--danger' : 'visually-hidden'}
                  role="alert"
                >
                  {codeError}
                </p>
                <button type="submit" className="btn btn--primary" disabled={confirm.isPending}>
                  {confirm.isPending ? t('actions.working') : t('totp.confirm')}
                </button>
              </form>
            </section>
          )}
          {begin.isError ? <p className="alert alert--danger">{t('errors.action_failed')}</p> : null}
        </>
      )}
    </div>
  );
}
