import { AUTH_RATE_LIMIT, AUTH_RATE_LIMIT_PER_ACCOUNT_OR_ADDRESS } from '@orchim/shared';
import type { FastifyRequest } from 'fastify';
import { rateLimitedError } from '../lib/http-error';
import type { RateLimitCheck } from '../lib/rate-limiter';

/**
 * Product §9's auth limit, enforced by the server too (the browser's backoff is a courtesy), in a shape a
 * stranger cannot turn against the owner: an account and a client address together get product §9's 5 in 15
 * minutes; the address alone (across accounts) and the account alone (across addresses) get a higher
 * bound. So guessing one password from one address stops after 5, spreading the guesses over accounts
 * or addresses stops after 20, and neither locks the owner out from an address of their own, nor every
 * other guest behind the guesser's address. docs/decisions/021-auth-limits.md.
 */

const PAIR = { limit: AUTH_RATE_LIMIT.attempts, windowMs: AUTH_RATE_LIMIT.windowMs };
const ACROSS = {
  limit: AUTH_RATE_LIMIT_PER_ACCOUNT_OR_ADDRESS.attempts,
  windowMs: AUTH_RATE_LIMIT_PER_ACCOUNT_OR_ADDRESS.windowMs,
};

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

type Action = 'sign-in' | 'sign-up' | 'recover';

/** The three counters of one action by `email` from `ip`; JSON keeps the pair's two parts apart. */
const checksOf = (action: Action, email: string, ip: string): RateLimitCheck[] => [
  { bucket: `${action}:email+ip`, key: JSON.stringify([email, ip]), ...PAIR },
  { bucket: `${action}:email`, key: email, ...ACROSS },
  { bucket: `${action}:ip`, key: ip, ...ACROSS },
];

/**
 * Failed sign-ins (and wrong passwords given to confirm a change, which are guesses just the same):
 * counted with RateLimiter.attempt and refunded when the password is right.
 */
export const signInChecks = (email: string, ip: string): RateLimitCheck[] => checksOf('sign-in', email, ip);

/**
 * Sign-ups and recovery mails, every request whatever the outcome: both tell whether an email has an
 * account, and recovery mails a stranger. 429 with Retry-After once a counter is full.
 */
export async function limitEmailRequest(
  request: FastifyRequest,
  action: 'sign-up' | 'recover',
  email: string,
): Promise<void> {
  const verdict = await request.server.rateLimiter.consumeAll(checksOf(action, email, request.ip));
  if (!verdict.allowed) throw rateLimitedError(verdict.retryAfterSeconds, TOO_MANY_ATTEMPTS);
}
