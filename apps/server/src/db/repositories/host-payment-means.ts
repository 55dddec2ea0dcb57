import { PAYMENT_MEANS, type PaymentMean } from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../client';
import { users } from '../schema';

/**
 * The means of payment a host accepts on arrival (users.payment_means, docs/decisions/039-online-payment.md):
 * cash until they say otherwise; at least one, each once (the users_payment_means check).
 */
export function hostPaymentMeansRepository(db: Queryable) {
  return {
    /** The host's means, or null when the account is gone (users primary key). */
    async of(userId: string): Promise<PaymentMean[] | null> {
      const [row] = await db
        .select({ paymentMeans: users.paymentMeans })
        .from(users)
        .where(eq(users.id, userId));
      return row ? inSettingsOrder(row.paymentMeans) : null;
    },

    /** Replaces them, kept in the settings' order; null when the account is gone. */
    async set(userId: string, means: readonly PaymentMean[], now: Date): Promise<PaymentMean[] | null> {
      const [row] = await db
        .update(users)
        .set({ paymentMeans: inSettingsOrder(means), updatedAt: now })
        .where(eq(users.id, userId))
        .returning({ paymentMeans: users.paymentMeans });
      return row ? inSettingsOrder(row.paymentMeans) : null;
    },
  };
}

/**
 * In PAYMENT_MEANS' order, each once: every page and mail then lists them alike ("cash, Zelle"), whatever
 * order they were ticked in.
 */
export const inSettingsOrder = (means: readonly PaymentMean[]): PaymentMean[] =>
  PAYMENT_MEANS.filter((mean) => means.includes(mean));
