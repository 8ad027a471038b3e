import {
  ZApiError,
  ZNoContent,
  ZConsoleMe,
  ZConsoleSessionIdParams,
  ZConsoleSessionRequest,
  ZConsoleSessionsResponse,
} from '@payorder/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signIn, toConsoleMe } from '../console/console-accounts.ts';
import { createSession, listSessions, revokeSession } from '../console/console-sessions.ts';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../console/session-cookie.ts';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/errors.ts';
import { limitPerAddressPerMinute } from '../security/rate-limit.ts';
import { requireConsoleSession } from '../auth/auth.ts';
import { sha256 } from '../security/crypto.ts';

/**
 * The signed-in account's new session; a browser signing in again (maybe as someone else) leaves its
 * previous session behind: it is ended.
 */
async function replaceSession(tx: Queryable, request: FastifyRequest, userId: string, idleHours: number) {
  const previous = sessionTokenOf(request);
  if (previous) {
    await tx.query('UPDATE console_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [
      sha256(previous),
    ]);
  }
  return createSession(
    tx,
    userId,
    { userAgent: request.headers['user-agent'] ?? null, ip: request.ip },
    idleHours,
  );
}

/**
 * The console's session API (docs/architecture.md "Console"): sign in and out, who am I, and the account's
 * sessions; its own password and two-factor sign-in are console-credentials.ts. The role APIs
 * (/api/v1/trader/*, …) take the same cookie through auth/auth.ts.
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
        (tx, signedIn) => replaceSession(tx, request, signedIn.id, config.CONSOLE_SESSION_IDLE_HOURS),
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
};
