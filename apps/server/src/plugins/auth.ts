import type { ConsoleRole } from '@payorder/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { findActiveSession } from '../console/console-sessions.ts';
import { sessionTokenOf, setSessionCookie } from '../console/session-cookie.ts';
import { AppError, notFound } from '../http/errors.ts';
import { safeEqual, sha256 } from '../security/crypto.ts';
import { verifyCustomerToken } from '../security/customer-token.ts';

const unauthorized = (message = 'A valid bearer token is required') =>
  new AppError(401, 'unauthorized', message);

function bearerOf(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized();
  return match[1];
}

export const requireAdmin: preHandlerAsyncHookHandler = async function (request) {
  if (!safeEqual(bearerOf(request), this.ctx.secrets.adminApiKey))
    throw unauthorized('Invalid admin API key');
};

export const requireShop: preHandlerAsyncHookHandler = async function (request) {
  const apiKey = bearerOf(request);
  const { rows } = await this.ctx.db.query<{ id: string }>('SELECT id FROM shops WHERE api_key_hash = $1', [
    sha256(apiKey),
  ]);
  if (!rows[0]) throw unauthorized('Invalid shop API key');
  request.shop = { id: rows[0].id, apiKey };
};

/**
 * The trader: by its API key (`Authorization: Bearer`, as ever) or, without that header, by a console
 * session of a trader's account (the console in the browser, which never holds a key).
 */
export const requireTrader: preHandlerAsyncHookHandler = async function (request, reply) {
  if (!request.headers.authorization && sessionTokenOf(request)) {
    const session = await consoleSessionOf(this, request, reply, ['trader']);
    request.traderId = session.user.trader_id!;
    return;
  }
  const { rows } = await this.ctx.db.query<{ id: string }>('SELECT id FROM traders WHERE api_key_hash = $1', [
    sha256(bearerOf(request)),
  ]);
  if (!rows[0]) throw unauthorized('Invalid trader API key');
  request.traderId = rows[0].id;
};

/** Any console session (of `roles`, when given): the console's own calls (me, sessions, sign-out). */
export const requireConsoleSession = (roles?: readonly ConsoleRole[]): preHandlerAsyncHookHandler =>
  async function (request, reply) {
    await consoleSessionOf(this, request, reply, roles);
  };

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one way a request is authenticated by the console's cookie, for every role's API: the session
 * must be live (401 otherwise) and of one of `roles` (403 forbidden otherwise). A state-changing call
 * must also come from this site: its Origin (or, without one, its Referer) must be this server's
 * origin (PUBLIC_URL, or the Host it was called by) or one of CORS_ORIGINS, else 403 csrf_failed.
 * SameSite=Strict already keeps the cookie off other sites' requests; this holds in browsers that
 * do not honour it and against sibling subdomains, which count as the same site. Sets request.console.
 */
export async function consoleSessionOf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  roles?: readonly ConsoleRole[],
) {
  const token = sessionTokenOf(request);
  const { config, db } = app.ctx;
  const session = token ? await findActiveSession(db, token, config.CONSOLE_SESSION_IDLE_HOURS) : null;
  if (!token || !session) throw unauthorized('Sign in to the console again');
  if (STATE_CHANGING.has(request.method) && !isOwnOrigin(app, request)) {
    throw new AppError(403, 'csrf_failed', 'This request did not come from the console; reload the page');
  }
  if (roles && !roles.includes(session.user.role)) {
    throw new AppError(403, 'forbidden', `A ${session.user.role} account cannot use this API`);
  }
  if (session.renewedForSeconds) setSessionCookie(request, reply, token, session.renewedForSeconds);
  request.console = { sessionId: session.id, user: session.user };
  return session;
}

function isOwnOrigin(app: FastifyInstance, request: FastifyRequest): boolean {
  let origin = request.headers.origin;
  if (!origin && request.headers.referer) {
    try {
      origin = new URL(request.headers.referer).origin;
    } catch {
      return false;
    }
  }
  if (!origin || origin === 'null') return false;
  return (
    origin === new URL(app.ctx.publicUrl).origin ||
    origin === `${request.protocol}://${request.host}` ||
    app.ctx.config.CORS_ORIGINS.includes(origin)
  );
}

/**
 * The customer's bearer token opens exactly one order. A token for another order answers 404,
 * the same as an order that does not exist, so it reveals nothing.
 */
export const requireCustomer = async function (
  this: { ctx: { secrets: { customerTokenSecret: string } } },
  request: FastifyRequest,
  _reply: FastifyReply,
) {
  const orderId = verifyCustomerToken(this.ctx.secrets.customerTokenSecret, bearerOf(request));
  if (!orderId) throw unauthorized('The access token is invalid or has expired');
  const params = request.params as { id?: string; orderId?: string };
  if ((params.id ?? params.orderId) !== orderId) throw notFound();
  request.customerOrderId = orderId;
} as preHandlerAsyncHookHandler;
