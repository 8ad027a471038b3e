import { SHOP_MODE_HEADER, ZConsoleRole, type ConsoleRole } from '@payorder/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { findActiveSession } from '../console/console-sessions.ts';
import { sessionTokenOf, setSessionCookie } from '../console/session-cookie.ts';
import type { Queryable } from '../db/db.ts';
import { bearerTokenOf } from '../http/bearer-token.ts';
import { AppError, notFound, shopDisabled, traderDisabled } from '../http/errors.ts';
import { safeEqual, sha256 } from '../security/crypto.ts';
import type { CustomerTokenVerifier } from '../security/customer-token.ts';
import { securedBy } from './security-schemes.ts';

const unauthorized = (message = 'A valid bearer token is required') =>
  new AppError(401, 'unauthorized', message);

function bearerOf(request: FastifyRequest): string {
  const token = bearerTokenOf(request);
  if (!token) throw unauthorized();
  return token;
}

/**
 * Puts `auth` in front of every route the plugin registers from here on, as a route-level preHandler:
 * the one way an API plugin is locked, and how the API reference learns each operation's security
 * (auth/security-schemes.ts `securedBy`). A route cannot be added to the plugin without it.
 */
export function useAuth(app: FastifyInstance, auth: preHandlerAsyncHookHandler): void {
  app.addHook('onRoute', (route) => {
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [auth, ...own];
  });
}

/**
 * The operator: by ADMIN_API_KEY (`Authorization: Bearer`) or, without that header, by an operator's
 * console session (another role: 403 forbidden), once its account has TOTP enrolled (403
 * totp_enrolment_required before that: the console leads the operator to enrol). The audit log and
 * the order history tell them apart by request.console.
 */
export const requireAdmin = securedBy<preHandlerAsyncHookHandler>(
  async function (request, reply) {
    if (!request.headers.authorization && sessionTokenOf(request)) {
      const session = await consoleSessionOf(this, request, reply, ['operator']);
      if (!session.user.has_totp) {
        throw new AppError(
          403,
          'totp_enrolment_required',
          'Set up two-factor sign-in (an authenticator app) before using the operator console',
        );
      }
      return;
    }
    if (!safeEqual(bearerOf(request), this.ctx.secrets.adminApiKey))
      throw unauthorized('Invalid admin API key');
  },
  { adminKey: [] },
  { consoleSession: ['operator'] },
);

/** A shop or a trader by its id or by its API key (kept as a hash), and whether it is disabled. */
async function findAccount(
  db: Queryable,
  table: 'shops' | 'traders',
  by: { id: string } | { apiKey: string },
): Promise<{ id: string; is_disabled: boolean } | undefined> {
  const [column, value] = 'id' in by ? ['id', by.id] : ['api_key_hash', sha256(by.apiKey)];
  const { rows } = await db.query<{ id: string; is_disabled: boolean }>(
    `SELECT id, disabled_at IS NOT NULL AS is_disabled FROM ${table} WHERE ${column} = $1`,
    [value],
  );
  return rows[0];
}

/** A shop by its live or its test API key: which one it is says the mode of the call. */
async function findShopByKey(db: Queryable, apiKey: string) {
  const { rows } = await db.query<{ id: string; is_disabled: boolean; is_test: boolean }>(
    `SELECT id, disabled_at IS NOT NULL AS is_disabled, test_api_key_hash = $1 AS is_test FROM shops
      WHERE api_key_hash = $1 OR test_api_key_hash = $1`,
    [sha256(apiKey)],
  );
  return rows[0];
}

/**
 * The shop: by its API key or, without an `Authorization` header, by a console session of the shop's
 * account (then `request.shop.apiKey` is null: what needs the key itself, creating orders, asks for it).
 * The test API key acts on test orders only (docs/architecture.md "Test mode for shops"); a console session
 * does when it sends `Payorder-Mode: test` (the console's "Test data" switch). A disabled shop is
 * refused either way (403 shop_disabled).
 */
export const requireShop = securedBy<preHandlerAsyncHookHandler>(
  async function (request, reply) {
    if (!request.headers.authorization && sessionTokenOf(request)) {
      const session = await consoleSessionOf(this, request, reply, ['shop']);
      const shop = await findAccount(this.ctx.db, 'shops', { id: session.user.shop_id! });
      if (shop?.is_disabled) throw shopDisabled();
      const mode = request.headers[SHOP_MODE_HEADER.toLowerCase()];
      request.shop = { id: session.user.shop_id!, apiKey: null, isTest: mode === 'test' };
      return;
    }
    const apiKey = bearerOf(request);
    const shop = await findShopByKey(this.ctx.db, apiKey);
    if (!shop) throw unauthorized('Invalid shop API key');
    if (shop.is_disabled) throw shopDisabled();
    request.shop = { id: shop.id, apiKey, isTest: shop.is_test };
  },
  { merchantKey: [] },
  { consoleSession: ['shop'] },
);

/**
 * The trader: by its API key (`Authorization: Bearer`, as ever) or, without that header, by a console
 * session of a trader's account (the console in the browser, which never holds a key). A disabled
 * trader is refused either way (403 trader_disabled).
 */
export const requireTrader = securedBy<preHandlerAsyncHookHandler>(
  async function (request, reply) {
    if (!request.headers.authorization && sessionTokenOf(request)) {
      const session = await consoleSessionOf(this, request, reply, ['trader']);
      const trader = await findAccount(this.ctx.db, 'traders', { id: session.user.trader_id! });
      if (trader?.is_disabled) throw traderDisabled();
      request.traderId = session.user.trader_id!;
      return;
    }
    const trader = await findAccount(this.ctx.db, 'traders', { apiKey: bearerOf(request) });
    if (!trader) throw unauthorized('Invalid trader API key');
    if (trader.is_disabled) throw traderDisabled();
    request.traderId = trader.id;
  },
  { traderKey: [] },
  { consoleSession: ['trader'] },
);

/**
 * Any console session (of `roles`, when given): the console's own calls (me, sessions, sign-out).
 * `isAllowedBeforePasswordChange`: the few calls a session signed in with a one-time password (a new
 * login's, or a reset's) may make (who am I, sign out, change the password).
 */
export const requireConsoleSession = (
  roles?: readonly ConsoleRole[],
  options: { isAllowedBeforePasswordChange?: boolean } = {},
): preHandlerAsyncHookHandler =>
  securedBy<preHandlerAsyncHookHandler>(
    async function (request, reply) {
      await consoleSessionOf(this, request, reply, roles, options);
    },
    { consoleSession: [...(roles ?? ZConsoleRole.options)] },
  );

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one way a request is authenticated by the console's cookie, for every role's API: the session
 * must be live (401 otherwise) and of one of `roles` (403 forbidden otherwise). A state-changing call
 * must also come from this site: its Origin (or, without one, its Referer) must be this server's
 * origin (PUBLIC_URL, or the Host it was called by) or one of CORS_ORIGINS, else 403 csrf_failed.
 * SameSite=Strict already keeps the cookie off other sites' requests; this holds in browsers that
 * do not honour it and against sibling subdomains, which count as the same site. A session signed in
 * with a one-time password (a new login's, or a reset's) gets 403 password_change_required but where
 * `isAllowedBeforePasswordChange`.
 * Sets request.console.
 */
export async function consoleSessionOf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  roles?: readonly ConsoleRole[],
  { isAllowedBeforePasswordChange = false } = {},
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
  if (session.user.must_change_password && !isAllowedBeforePasswordChange) {
    throw new AppError(
      403,
      'password_change_required',
      'You signed in with a one-time password: choose your own password first',
    );
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
export const requireCustomer = securedBy(
  async function (
    this: { ctx: { customerTokens: CustomerTokenVerifier } },
    request: FastifyRequest,
    _reply: FastifyReply,
  ) {
    const grant = this.ctx.customerTokens.grantOf(bearerOf(request));
    if (!grant) throw unauthorized('The access token is invalid or has expired');
    const params = request.params as { id?: string; orderId?: string };
    if ((params.id ?? params.orderId) !== grant.orderId) throw notFound();
    request.customerOrderId = grant.orderId;
    request.customerTokenExpiresAt = grant.expiresAt;
  } as preHandlerAsyncHookHandler,
  { customerToken: [] },
);
