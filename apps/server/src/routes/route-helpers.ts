import { fieldErrorsOfIssues } from '@payorder/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db/db.ts';
import { fieldsOf, notFound, validationFailed } from '../http/errors.ts';
import { getOrder } from '../orders/order-row.ts';

/** A path's `:id`, a UUID. */
export const ZIdParams = z.object({ id: z.uuid() });

/** Parses a value built from path and body together, answering 400 with the failing fields. */
export function parseOr400<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const { issues } = result.error;
    throw validationFailed('Invalid request', fieldsOf(issues), fieldErrorsOfIssues(issues, value));
  }
  return result.data;
}

/**
 * The shop's order of the call's mode: a test key (or the console's test switch) sees test orders
 * only, a live key live ones only; anything else is 404, like another shop's order.
 */
export async function shopOrderOf(q: Queryable, request: FastifyRequest, id: string) {
  const row = await getOrder(q, id);
  if (row.shop_id !== request.shop.id || row.is_test !== request.shop.isTest) throw notFound();
  return row;
}
