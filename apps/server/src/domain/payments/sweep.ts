import type { FastifyInstance } from 'fastify';
import { expireLapsedHolds } from './holds';
import { retryDueRefunds } from './refunds';

/**
 * One pass of the payment sweep at `now` (docs/decisions/039-online-payment.md §4, §6): expires the holds
 * whose payment never came, then asks Stripe again for the refunds that are due. Answers the bookings
 * expired. Instances may sweep at once: the holds are locked, the refunds claimed.
 */
export async function sweepPayments(app: FastifyInstance, now: Date): Promise<{ expired: string[] }> {
  const expired = await app.db.transaction((tx) => expireLapsedHolds(tx, now));
  if (expired.length > 0) app.log.info({ bookingIds: expired }, 'payment holds expired');
  await retryDueRefunds(app, now);
  return { expired };
}
