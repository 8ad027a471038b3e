import {
  ZApiError,
  ZChangePasswordRequest,
  ZConfirmTotpRequest,
  ZNoContent,
  ZRemoveOwnTotpRequest,
  ZTotpEnrolment,
  ZTotpRecoveryCodes,
} from '@payorder/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditContextOf } from '../audit/audit-log.ts';
import { requireConsoleSession } from '../auth/auth.ts';
import { changeOwnPassword, removeOwnTotp } from '../console/account-lifecycle.ts';
import { beginTotpEnrolment, confirmTotpEnrolment } from '../console/totp.ts';
import { limitPerAddressPerMinute } from '../security/rate-limit.ts';

/**
 * A signed-in console account's own credentials: its password changed, its two-factor sign-in enrolled
 * or removed. Each proves the account again where a stolen session could abuse it (counted like sign-in).
 */
export const consoleCredentialRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, secrets } = app.ctx;
  const signedIn = requireConsoleSession();
  // The password change itself: what a one-time password's session may do.
  const signedInEvenBeforePasswordChange = requireConsoleSession(undefined, {
    isAllowedBeforePasswordChange: true,
  });

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
