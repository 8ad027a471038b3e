import type { FastifyRequest } from 'fastify';

/** The request's `Authorization: Bearer <token>`, or undefined. */
export const bearerTokenOf = (request: FastifyRequest): string | undefined =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
