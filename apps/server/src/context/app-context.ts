import type { Config } from '../config.ts';
import type { ConsoleUserRow } from '../console/console-accounts.ts';
import type { Db } from '../db/db.ts';
import type { OrderEvents } from '../events/order-events.ts';
import type { CustomerLogin } from '../security/customer-login.ts';
import type { CustomerTokenVerifier } from '../security/customer-token.ts';
import type { Secrets } from '../security/secrets.ts';

/** What every route and background job works with, built once in app.ts. */
export interface AppContext {
  config: Config;
  db: Db;
  secrets: Secrets;
  publicUrl: string;
  /** The customer login, with its rate limits, shared by the login call and the page's HTML. */
  customerLogin: CustomerLogin;
  /** Checks customer bearer tokens (stateless, signed), each signature once per process. */
  customerTokens: CustomerTokenVerifier;
  /** Live order events: the process's one database listener and its open streams. */
  orderEvents: OrderEvents;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /**
     * Set by the merchant auth hook; apiKey is null when the shop's console session authenticated it.
     * isTest: the call acts on test orders only (the test API key, or a session sending `Payorder-Mode: test`).
     */
    shop: { id: string; apiKey: string | null; isTest: boolean };
    /** Set by the trader auth hook. */
    traderId: string;
    /** Set by the customer auth hook: the one order this bearer token opens. */
    customerOrderId: string;
    /** Set by the customer auth hook: when that token expires (epoch ms); its live stream ends then. */
    customerTokenExpiresAt: number;
    /** Set when the console's session cookie authenticated the request (auth/auth.ts consoleSessionOf). */
    console?: { sessionId: string; user: ConsoleUserRow };
  }
}
