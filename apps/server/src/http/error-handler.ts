import { fieldErrorsOfIssues, type ApiError } from '@payorder/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/db.ts';
import { AppError, fieldsOf, validationFailed } from './errors.ts';

/** Seconds a client waits before retrying while the database is unreachable (a restart takes a few). */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/** One error handler: 4xx carry `{code, message, fields?}`; 5xx hide internals and are logged with the request id. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | AppError>((caught, request, reply) => {
    const error = hasZodFastifySchemaValidationErrors(caught)
      ? fromSchemaValidation(caught, request)
      : caught;
    if (error instanceof AppError) {
      const body: ApiError = {
        code: error.code,
        message: error.message,
        ...(error.fields && { fields: error.fields }),
        ...(error.fieldErrors && { fieldErrors: error.fieldErrors }),
      };
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply
        .code(413)
        .send({ code: 'payload_too_large', message: 'The request body is too large' } satisfies ApiError);
    }
    if (status === 415) {
      return reply
        .code(415)
        .send({ code: 'unsupported_media_type', message: error.message } satisfies ApiError);
    }
    if (status === 429) {
      return reply.code(429).send({ code: 'rate_limited', message: error.message } satisfies ApiError);
    }
    if (status >= 400 && status < 500) {
      return reply.code(400).send({ code: 'validation_failed', message: error.message } satisfies ApiError);
    }
    if (isDatabaseUnavailable(error)) {
      // Safe to retry unchanged: an unfinished transaction was rolled back, and a move that did commit
      // before the connection died is refused on retry (409 invalid_transition), not applied twice.
      request.log.warn({ err: error }, 'request failed: database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({
          code: 'service_unavailable',
          message: 'The service is briefly unavailable; try again in a few seconds',
        } satisfies ApiError);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({
      code: 'internal_error',
      message: `Internal error; quote request id ${request.id}`,
    } satisfies ApiError);
  });
}

/**
 * A route schema refused the request (fastify-type-provider-zod's validatorCompiler): the same
 * validation_failed answer as every other, one message and one code per field. The provider keeps each
 * zod issue's path as a JSON pointer ('/items/0/name'), its code as `keyword` and its other keys
 * (minimum, origin, params …) as `params`; the codes are read against the part of the request refused.
 */
function fromSchemaValidation(
  error: {
    validation: readonly { instancePath: string; message?: string; keyword: string; params: object }[];
    validationContext?: string;
  },
  request: FastifyRequest,
): AppError {
  const issues = error.validation.map((issue) => ({
    ...(issue.params as Record<string, unknown>),
    code: issue.keyword,
    path: issue.instancePath.split('/').slice(1).filter(Boolean),
    message: issue.message,
  }));
  const context = error.validationContext ?? 'body';
  const root = (request as unknown as Record<string, unknown>)[context];
  return validationFailed(
    `Invalid request ${error.validationContext ?? 'input'}`,
    fieldsOf(issues),
    fieldErrorsOfIssues(issues, root),
  );
}

/**
 * Errors Fastify meets before any route is found (its `frameworkErrors` option): a path that is not a
 * valid URL (bad percent-encoding) or a path parameter over `maxParamLength`. Both are the caller's
 * bad input, so the same `400 validation_failed` as any other, not Fastify's own bodies (400, 414).
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(400).send({
      code: 'validation_failed',
      message: 'Invalid path: a malformed or overlong segment',
    } satisfies ApiError);
  }
  request.log.error({ err: error }, 'request failed before routing');
  return reply.code(500).send({
    code: 'internal_error',
    message: `Internal error; quote request id ${request.id}`,
  } satisfies ApiError);
}
