import {
  ZApiError,
  ZChangePasswordRequest,
  ZNoContent,
  ZConfirmTotpRequest,
  ZRemoveOwnTotpRequest,
  ZTotpEnrolment,
  ZTotpRecoveryCodes,
  ZConsoleMe,
  ZConsoleSessionIdParams,
  ZConsoleSessionRequest,
  ZConsoleSessionsResponse,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeOwnPassword, removeOwnTotp } from '../console/account-lifecycle.ts';
import { signIn, toConsoleMe } from '../console/console-accounts.ts';
import { auditContextOf } from '../audit/audit-log.ts';
import { createSession, listSessions, revokeSession } from '../console/console-sessions.ts';
import { beginTotpEnrolment, confirmTotpEnrolment } from '../console/totp.ts';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../console/session-cookie.ts';
import { notFound } from '../http/errors.ts';
import { limitPerAddressPerMinute } from '../security/rate-limit.ts';
import { requireConsoleSession } from '../auth/auth.ts';
import { sha256 } from '../security/crypto.ts';

/**
 * The console's session API (ARCHITECTURE.md "Console"): sign in and out, who am I, and the account's
 * sessions. The role APIs (/api/v1/trader/*, …) take the same cookie through auth/auth.ts.
 */
export const consoleRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, secrets } = app.ctx;
  const signedIn = requireConsoleSession();
  // Who am I, sign out and the password change itself: what a one-time password's session may do.
  const signedInEvenBeforePasswordChange = requireConsoleSession(undefined, {
    isAllowedBeforePasswordChange: true,
  });

  app.post(
    '/v1/console/session',
    {
      // 401 invalid_credentials: a wrong login, password or TOTP code, never saying which. 429:
      // account_locked (this login), rate_limited (this address).
      schema: {
        summary: 'Sign in',
        description:
          'An account with two-factor sign-in needs `totp` (or a `recoveryCode`) with its password; one ' +
          'without ignores them. Any wrong login, password or code answers 401 `invalid_credentials`, an ' +
          'unknown login exactly like a known one; the fifth failure in a row locks the login ' +
          '(429 `account_locked`, `Retry-After`), and too many failures from one address hold it back ' +
          '(429 `rate_limited`, `Retry-After`).',
        body: ZConsoleSessionRequest,
        response: { 200: ZConsoleMe, 401: ZApiError },
      },
      // Per client address (request.ip: TRUST_PROXY decides it), across logins: sign-ins of any outcome.
      // Failed ones have a lower limit of their own, ahead of the account lock (signIn).
      config: {
        hasCredentials: true,
        rateLimit: limitPerAddressPerMinute(
          config.CONSOLE_LOGIN_RATE_LIMIT_PER_IP,
          'Too many sign-in attempts from this address; wait a minute and try again',
        ),
      },
    },
    async (request, reply) => {
      const { user, session } = await signIn(
        db,
        {
          secretsKey: secrets.secretsKey,
          lockMinutes: config.CONSOLE_LOCK_MINUTES,
          address: request.ip,
          failuresPerAddress: config.CONSOLE_SIGN_IN_FAILURES_PER_IP,
        },
        request.body,
        async (tx, signedIn) => {
          // A browser signing in again (maybe as someone else) leaves its previous session behind: end it.
          const previous = sessionTokenOf(request);
          if (previous) {
            await tx.query(
              'UPDATE console_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL',
              [sha256(previous)],
            );
          }
          return createSession(
            tx,
            signedIn.id,
            { userAgent: request.headers['user-agent'] ?? null, ip: request.ip },
            config.CONSOLE_SESSION_IDLE_HOURS,
          );
        },
      );
      setSessionCookie(request, reply, session.token, session.maxAgeSeconds);
      return toConsoleMe(user);
    },
  );

  app.delete(
    '/v1/console/session',
    {
      preHandler: signedInEvenBeforePasswordChange,
      schema: { summary: 'Sign out', response: { 204: ZNoContent } },
    },
    async (request, reply) => {
      await revokeSession(db, request.console!.user.id, request.console!.sessionId);
      clearSessionCookie(request, reply);
      return reply.code(204).send();
    },
  );

  app.get(
    '/v1/console/me',
    {
      preHandler: signedInEvenBeforePasswordChange,
      schema: { summary: 'Who is signed in', response: { 200: ZConsoleMe } },
    },
    (request) => toConsoleMe(request.console!.user),
  );

  app.get(
    '/v1/console/sessions',
    {
      preHandler: signedIn,
      schema: { summary: "The account's sessions", response: { 200: ZConsoleSessionsResponse } },
    },
    (request) => listSessions(db, request.console!.user.id, request.console!.sessionId),
  );

  app.delete(
    '/v1/console/sessions/:id',
    {
      preHandler: signedIn,
      schema: { summary: 'End a session', params: ZConsoleSessionIdParams, response: { 204: ZNoContent } },
    },
    async (request, reply) => {
      const { user, sessionId } = request.console!;
      if (!(await revokeSession(db, user.id, request.params.id))) throw notFound('Session');
      if (request.params.id === sessionId) clearSessionCookie(request, reply);
      return reply.code(204).send();
    },
  );

  app.put(
    '/v1/console/password',
    {
      preHandler: signedInEvenBeforePasswordChange,
      schema: {
        summary: 'Change your password (ends your other sessions)',
        body: ZChangePasswordRequest,
        response: { 204: ZNoContent, 400: ZApiError },
      },
      // Guessing the current password with a stolen session: counted on the account like sign-in
      // (changeOwnPassword), and limited per address.
      config: {
        rateLimit: limitPerAddressPerMinute(
          config.CONSOLE_LOGIN_RATE_LIMIT_PER_IP,
          'Too many password changes from this address; wait a minute and try again',
        ),
      },
    },
    async (request, reply) => {
      const { user, sessionId } = request.console!;
      await changeOwnPassword(db, { userId: user.id, sessionId }, request.body, auditContextOf(request), {
        lockMinutes: config.CONSOLE_LOCK_MINUTES,
      });
      return reply.code(204).send();
    },
  );

  // Two-factor sign-in: enrol a TOTP secret (a QR code to scan), confirm it with a code, get recovery codes.
  app.post(
    '/v1/console/totp/enrolment',
    { preHandler: signedIn, schema: { response: { 200: ZTotpEnrolment } }, config: { hasCredentials: true } },
    (request) => beginTotpEnrolment(db, secrets.secretsKey, request.console!.user),
  );
  app.post(
    '/v1/console/totp/enrolment/confirm',
    {
      preHandler: signedIn,
      schema: { body: ZConfirmTotpRequest, response: { 200: ZTotpRecoveryCodes } },
      config: { hasCredentials: true },
    },
    async (request) => ({
      recoveryCodes: await confirmTotpEnrolment(
        db,
        secrets.secretsKey,
        request.console!.user.id,
        request.body.code,
      ),
    }),
  );
  app.post(
    '/v1/console/totp/removal',
    {
      preHandler: signedIn,
      schema: {
        summary: 'Remove your own two-factor sign-in (ends your other sessions)',
        description:
          'Proves the account again: its `currentPassword` and a current `totp` code (or a `recoveryCode`). ' +
          'A wrong one answers 400 `reauthentication_failed` and counts like a failed sign-in (429 ' +
          '`account_locked` at the lock). An operator then enrols again before the admin API answers it.',
        body: ZRemoveOwnTotpRequest,
        response: { 204: ZNoContent, 400: ZApiError },
      },
      // Guessing with a stolen session: counted on the account like sign-in (removeOwnTotp), and per address.
      config: {
        rateLimit: limitPerAddressPerMinute(
          config.CONSOLE_LOGIN_RATE_LIMIT_PER_IP,
          'Too many attempts from this address; wait a minute and try again',
        ),
      },
    },
    async (request, reply) => {
      const { user, sessionId } = request.console!;
      await removeOwnTotp(
        db,
        secrets.secretsKey,
        { userId: user.id, sessionId },
        request.body,
        auditContextOf(request),
        { lockMinutes: config.CONSOLE_LOCK_MINUTES },
      );
      return reply.code(204).send();
    },
  );
};
