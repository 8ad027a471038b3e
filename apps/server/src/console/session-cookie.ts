import { CONSOLE_SESSION_COOKIE } from '@payorder/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The console's session cookie: out of reach of scripts (httpOnly), never sent by another site's page
 * (SameSite=Strict), only over https when the request came over https (request.protocol, which reads
 * X-Forwarded-Proto only through a trusted proxy: TRUST_PROXY).
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  void reply.setCookie(CONSOLE_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(CONSOLE_SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/',
  });
}

export const sessionTokenOf = (request: FastifyRequest): string | undefined =>
  request.cookies[CONSOLE_SESSION_COOKIE] || undefined;
