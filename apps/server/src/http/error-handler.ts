import type { ApiError } from '@payorder/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, fieldsOf, validationFailed } from './errors.ts';

/** One error handler: 4xx carry `{code, message, fields?}`; 5xx hide internals and are logged with the request id. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | AppError>((caught, request, reply) => {
    const error = hasZodFastifySchemaValidationErrors(caught) ? fromSchemaValidation(caught) : caught;
    if (error instanceof AppError) {
      const body: ApiError = {
        code: error.code,
        message: error.message,
        ...(error.fields && { fields: error.fields }),
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
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({
      code: 'internal_error',
      message: `Internal error; quote request id ${request.id}`,
    } satisfies ApiError);
  });
}

/**
 * A route schema refused the request (fastify-type-provider-zod's validatorCompiler): the same
 * validation_failed answer as every other, one message per field. The provider keeps each zod issue's
 * path as a JSON pointer ('/items/0/name').
 */
function fromSchemaValidation(error: {
  validation: readonly { instancePath: string; message?: string }[];
  validationContext?: string;
}): AppError {
  const issues = error.validation.map((issue) => ({
    path: issue.instancePath.split('/').slice(1).filter(Boolean),
    message: issue.message,
  }));
  return validationFailed(`Invalid request ${error.validationContext ?? 'input'}`, fieldsOf(issues));
}
