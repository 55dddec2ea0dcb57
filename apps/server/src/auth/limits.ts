import { AUTH_RATE_LIMIT } from '@orchim/shared';
import type { FastifyRequest } from 'fastify';
import { rateLimitedError } from '../lib/http-error';
import type { RateLimitCheck } from '../lib/rate-limiter';

// SPEC §9's auth limit, 5 in 15 minutes, enforced by the server too (the browser's backoff is a courtesy).

const WINDOW = { limit: AUTH_RATE_LIMIT.attempts, windowMs: AUTH_RATE_LIMIT.windowMs };

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Failed sign-ins, counted per account and per client address: guessing one account's password from
 * many addresses, or many accounts' from one, both stop after 5 failures, until the window frees.
 */
export const signInChecks = (email: string, ip: string): RateLimitCheck[] => [
  { bucket: 'sign-in:email', key: email, ...WINDOW },
  { bucket: 'sign-in:ip', key: ip, ...WINDOW },
];

/**
 * Sign-ups and recovery mails, 5 per address whatever the outcome: both tell whether an email has an
 * account, so this also bounds probing for accounts (and mail sent to strangers).
 */
export async function limitPerAddress(request: FastifyRequest, action: 'sign-up' | 'recover'): Promise<void> {
  const verdict = await request.server.rateLimiter.consume(`${action}:ip`, request.ip, WINDOW);
  if (!verdict.allowed) throw rateLimitedError(verdict.retryAfterSeconds, TOO_MANY_ATTEMPTS);
}
