import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './schema.js';

export type { components, operations, paths } from './schema.js';
export { SIGNATURE_HEADER, signCallback, verifyCallbackSignature } from './callback-signature.js';

export type MerchantOrder = components['schemas']['MerchantOrder'];
export type ApiError = components['schemas']['ApiError'];
/** A callback's JSON body (docs/webhooks.md; `webhooks.orderStatusChanged` in the document). */
export type CallbackEvent = components['schemas']['CallbackEvent'];

export type PayorderClient = Client<paths>;

export interface PayorderClientOptions {
  /** The Payorder server's origin, e.g. `https://pay.example.com` (paths carry `/api/v1/…`). */
  baseUrl: string;
  /** The bearer credential: a shop's or trader's API key, the admin key, or a customer token. */
  apiKey?: string;
  /** Another fetch (a test's, a proxy's); the global one by default. */
  fetch?: ClientOptions['fetch'];
}

/**
 * A typed client of the whole API (openapi-fetch over the generated `paths`): every path, parameter,
 * body and answer, errors included, is checked by the compiler.
 *
 * ```ts
 * const payorder = createPayorderClient({ baseUrl, apiKey: process.env.PAYORDER_API_KEY });
 * const { data, error } = await payorder.POST('/api/v1/merchant/orders', { body: { amount: '1500.00', … } });
 * ```
 */
export function createPayorderClient(options: PayorderClientOptions): PayorderClient {
  return createClient<paths>({
    baseUrl: options.baseUrl,
    headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
    ...(options.fetch && { fetch: options.fetch }),
  });
}

/** The answer statuses an operation documents, for exhaustive handling. */
export type ResponsesOf<Id extends keyof operations> = keyof operations[Id]['responses'];
