import type { ConsoleRole } from '@payorder/contract';
import type { FastifyInstance } from 'fastify';
import type { SecuritySchemeName } from '../../src/auth/security-schemes.ts';
import { createConsoleUser, operatorCookie, OWN_ORIGIN, sessionCookieOf, signIn } from '../console-helper.ts';
import { ADMIN_KEY, json } from '../helper.ts';
import { createBookTrader, createShop, customerOrder } from '../routing-kit.ts';

/**
 * What one fuzzed operation is called with: a fresh shop, a trader with a book entry, an order of the
 * shop that the trader holds (the customer started paying), and the ids of all of it, which path
 * parameters are drawn from. Fresh per operation, so one operation's calls (a key rotated, a session
 * ended, a trader gone offline) never change what the next one meets.
 */
export interface World {
  app: FastifyInstance;
  shop: { id: string; apiKey: string };
  trader: { id: string; apiKey: string; methodId: string; entryId: string };
  /** The order, and the customer's access token for it. */
  order: { id: string; accessToken: string };
  /** Every id the world holds, for path parameters that name a resource. */
  ids: string[];
  /** Console sessions made so far, by role (one sign-in each). */
  sessions: Partial<Record<ConsoleRole, string>>;
}

export async function buildWorld(app: FastifyInstance): Promise<World> {
  const shop = await createShop(app, '1.5');
  const trader = await createBookTrader(app, { entries: 1, limits: { maxOpenOrders: 50 } });
  const entries = json<{ id: string }[]>(
    await app.inject({
      url: '/api/v1/trader/requisites',
      headers: { authorization: `Bearer ${trader.apiKey}` },
    }),
  );
  const customer = await customerOrder(app, shop.apiKey, '1234.00');
  const accessToken = customer.auth.authorization.slice('Bearer '.length);
  return {
    app,
    shop,
    trader: { ...trader, entryId: entries[0]!.id },
    order: { id: customer.id, accessToken },
    ids: [shop.id, trader.id, trader.methodId, entries[0]!.id, customer.id],
    sessions: {},
  };
}

/** Headers that satisfy one security requirement of the scheme (with these console roles). */
type Credentials = (world: World, roles: ConsoleRole[]) => Promise<Record<string, string>>;

/**
 * One entry per security scheme of the API reference: the type demands a new scheme's entry here.
 * A console session's state-changing calls also carry the site's Origin (the CSRF rule).
 */
export const CREDENTIALS: Record<SecuritySchemeName, Credentials> = {
  merchantKey: async (world) => ({ authorization: `Bearer ${world.shop.apiKey}` }),
  traderKey: async (world) => ({ authorization: `Bearer ${world.trader.apiKey}` }),
  adminKey: async () => ({ authorization: `Bearer ${ADMIN_KEY}` }),
  customerToken: async (world) => ({ authorization: `Bearer ${world.order.accessToken}` }),
  deviceKey: async (world) => {
    const device = json<{ key: string }>(
      await world.app.inject({
        method: 'POST',
        url: '/api/v1/trader/devices',
        headers: { authorization: `Bearer ${world.trader.apiKey}` },
        payload: { name: 'Fuzz phone' },
      }),
    );
    return { authorization: `Bearer ${device.key}` };
  },
  consoleSession: async (world, roles) => {
    const role = roles[0] ?? 'trader';
    world.sessions[role] ??= await consoleSignIn(world, role);
    return { cookie: world.sessions[role]!, origin: OWN_ORIGIN };
  },
};

/**
 * A console account of `role` for the world's trader or shop, signed in. An operator enrols its second
 * factor first (the admin API refuses its session before that) and signs in again with a code.
 */
async function consoleSignIn(world: World, role: ConsoleRole): Promise<string> {
  if (role === 'operator') return (await operatorCookie(world.app)).cookie;
  const user = await createConsoleUser(world.app, {
    role,
    ...(role === 'trader' && { traderId: world.trader.id }),
    ...(role === 'shop' && { shopId: world.shop.id }),
  });
  return sessionCookieOf(await signIn(world.app, user));
}
