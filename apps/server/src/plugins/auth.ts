import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
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

export const requireTrader: preHandlerAsyncHookHandler = async function (request) {
  const { rows } = await this.ctx.db.query<{ id: string }>('SELECT id FROM traders WHERE api_key_hash = $1', [
    sha256(bearerOf(request)),
  ]);
  if (!rows[0]) throw unauthorized('Invalid trader API key');
  request.traderId = rows[0].id;
};

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
