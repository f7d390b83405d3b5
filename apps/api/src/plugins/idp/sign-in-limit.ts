import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { loginPage } from './login-page.ts';

export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Try again in a minute.';

/**
 * One spelling per person for counting tries: ' Admin ', 'admin\t', 'ADMIN' and full-width 'ａｄｍｉｎ' all
 * count as 'admin'. Coarser than the users table's own match (exact after trimming), so every spelling
 * that can reach an account shares that account's limit.
 */
export function normalisedUserName(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return raw.normalize('NFKC').replace(/\s+/gu, ' ').trim().toLowerCase();
}

class SignInThrottled extends Error {
  readonly statusCode = 429;
}

/**
 * Bounded guessing: 10 tries a minute per client address and username. Counted in preHandler, once the
 * form is parsed: on the default onRequest hook the body (and so the username) is not there yet, and
 * everyone behind one office proxy would share ten sign-ins a minute. The address is the socket's, or
 * what a proxy named in TRUST_PROXY reports: a client cannot reset its count with a new X-Forwarded-For.
 */
export const signInRateLimit: RateLimitOptions = {
  hook: 'preHandler',
  max: 10,
  timeWindow: 60_000,
  keyGenerator: (request) =>
    `${request.ip} ${normalisedUserName((request.body as { username?: unknown } | undefined)?.username)}`,
  errorResponseBuilder: () => new SignInThrottled(TOO_MANY_SIGN_INS),
};

/** The login route's error handler: a throttled try gets the sign-in page back, saying why, with 429. */
export function signInErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // Anything else goes on to the app's error handler.
  if (!(error instanceof SignInThrottled)) throw error;
  const { uid } = request.params as { uid: string };
  const { username } = (request.body ?? {}) as { username?: unknown };
  return reply
    .status(429)
    .type('text/html')
    .send(loginPage({ uid, userName: typeof username === 'string' ? username.trim() : '', error: error.message }));
}
