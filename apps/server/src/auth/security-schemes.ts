import { CONSOLE_SESSION_COOKIE, type ConsoleRole } from '@payorder/contract';
import type { onRequestHookHandler, preHandlerAsyncHookHandler } from 'fastify';

/**
 * Every way a caller proves who it is, as the API reference names it (components.securitySchemes).
 * Adding one: a scheme here, the preHandler that checks it tagged with `securedBy`, and its credentials
 * in the fuzz test's kit (test/fuzz/credentials.ts), which the type system asks for.
 */
export const SECURITY_SCHEMES = {
  merchantKey: {
    type: 'http',
    scheme: 'bearer',
    description: "The shop's API key (`shop_…`), shown once when an operator creates the shop.",
  },
  traderKey: {
    type: 'http',
    scheme: 'bearer',
    description: "The trader's API key (`trader_…`), shown once when an operator creates the trader.",
  },
  adminKey: {
    type: 'http',
    scheme: 'bearer',
    description: 'The operator key `ADMIN_API_KEY` (generated into `DATA_DIR/admin-api-key` when unset).',
  },
  customerToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The 30-minute token `POST /api/v1/customer/auth/login` gives for one order; another order answers 404.',
  },
  deviceKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      "A trader's paired phone's key (`device_…`), shown once by `POST /api/v1/trader/devices`: it posts bank " +
      'notifications and opens nothing else.',
  },
  consoleSession: {
    type: 'apiKey',
    in: 'cookie',
    name: CONSOLE_SESSION_COOKIE,
    description:
      'The console session `POST /api/v1/console/session` sets (httpOnly, SameSite=Strict). The roles listed ' +
      'on an operation may use it; a state-changing call must also carry this site’s `Origin` ' +
      '(403 `csrf_failed` otherwise).',
  },
} as const;

export type SecuritySchemeName = keyof typeof SECURITY_SCHEMES;

/**
 * One way into an operation: every scheme named must be satisfied (OpenAPI's security requirement);
 * the values are the console roles allowed, empty for a key.
 */
export type SecurityRequirement = Partial<Record<SecuritySchemeName, ConsoleRole[]>>;

type AuthHook = preHandlerAsyncHookHandler | onRequestHookHandler;
const requirements = new WeakMap<AuthHook, SecurityRequirement[]>();

/** Marks an authentication preHandler with the alternatives it accepts, for the API reference. */
export function securedBy<T extends AuthHook>(hook: T, ...alternatives: SecurityRequirement[]): T {
  requirements.set(hook, alternatives);
  return hook;
}

/** The security requirements of a route's preHandlers (none: a public operation). */
export function securityOf(preHandler: unknown): SecurityRequirement[] {
  const hooks = Array.isArray(preHandler) ? preHandler : preHandler ? [preHandler] : [];
  return hooks.flatMap((hook: AuthHook) => requirements.get(hook) ?? []);
}
