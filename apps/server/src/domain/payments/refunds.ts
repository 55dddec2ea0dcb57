import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { paymentsRepository, type PaymentRow, type RefundRow } from '../../db/repositories/payments';
import { stripeErrorMessage } from './stripe-client';

/**
 * Refunds through Stripe (docs/decisions/039-online-payment.md §6): queued in the transaction that decided
 * them (a cancel, a payment for a booking no longer held), then asked of Stripe after that commit, and
 * again by the sweep while Stripe has not accepted them.
 */

const MINUTE = 60_000;
/** The first retry's delay; each failure doubles it... */
const FIRST_RETRY_MS = 5 * MINUTE;
/** ...up to this. */
const LONGEST_RETRY_MS = 6 * 60 * MINUTE;
/**
 * How long an attempt under way keeps the sweep away (of this instance or another): longer than the SDK's
 * call with its retry. An instance that dies mid-call leaves the refund due again after it.
 */
const ATTEMPT_LEASE_MS = 2 * MINUTE;
/** At most this many due refunds per sweep: each is a call to Stripe. */
const RETRY_BATCH = 20;

/** When a refund that has now failed `attempts` times is tried again: 5 min × 2^(attempts−1), at most 6 h. */
export function nextRefundAttemptAt(attempts: number, now: Date): Date {
  const delay = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
  return new Date(now.getTime() + delay);
}

/**
 * Whether a refund may be attempted at `now`: not accepted yet, and due; a failed one also at once when
 * asked for (`force`: right after the cancel, or the admin's retry). A pending one whose lease has not run
 * out is under way elsewhere: asking Stripe again at the same moment would only race it.
 */
function claimable(refund: RefundRow, now: Date, force: boolean): boolean {
  if (refund.status === 'succeeded') return false;
  const due = refund.nextAttemptAt === null || refund.nextAttemptAt.getTime() <= now.getTime();
  return due || (force && refund.status === 'failed');
}

/**
 * The refund Stripe may already have made for this one: an earlier attempt can have reached Stripe and
 * still failed on our side (a timeout, a crash before its answer was written down).
 */
async function earlierRefund(
  stripe: Stripe,
  refund: RefundRow,
  paymentIntentId: string,
): Promise<Stripe.Refund | null> {
  const list = await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 });
  return (
    list.data.find(
      (made) =>
        made.metadata?.refundId === refund.id && made.status !== 'failed' && made.status !== 'canceled',
    ) ?? null
  );
}

/**
 * Asks Stripe for one refund, and records its answer: accepted, `succeeded` with Stripe's id; refused or
 * unreachable, `failed` with the error, tried again at nextRefundAttemptAt. Never throws for Stripe's
 * sake; the refund row says what happened. Nothing when the refund is done, under way elsewhere, or (but
 * for a failed one, which it retries at once) not yet due.
 *
 * Stripe saves the answer of the first request under an idempotency key, errors included, for a day. The
 * first attempt's key is the refund's id, as decided; a later attempt first looks for a refund an earlier
 * one may have made (by our id in its metadata), and only then asks again under a key of its own, so a
 * saved refusal is not replayed for a day and nothing is ever refunded twice.
 */
export async function attemptRefund(
  app: FastifyInstance,
  refundId: string,
  now: Date,
  options: { force?: boolean } = {},
): Promise<void> {
  const force = options.force ?? true;
  const claimed = await app.db.transaction(async (tx) => {
    const payments = paymentsRepository(tx);
    const found = await payments.lockRefund(refundId);
    if (!found || !claimable(found.refund, now, force)) return null;
    await payments.claimRefund(refundId, new Date(now.getTime() + ATTEMPT_LEASE_MS), now);
    return found;
  });
  if (!claimed) return;
  const { refund, payment } = claimed;

  let outcome: { stripeRefundId: string } | { error: string };
  try {
    outcome = { stripeRefundId: await askStripe(app.stripe, refund, payment) };
  } catch (error) {
    outcome = { error: stripeErrorMessage(error) };
  }

  await app.db.transaction(async (tx) => {
    const payments = paymentsRepository(tx);
    if ('stripeRefundId' in outcome) {
      await payments.refundSucceeded(refundId, outcome.stripeRefundId, now);
    } else {
      await payments.refundFailed(refundId, {
        error: outcome.error,
        nextAttemptAt: nextRefundAttemptAt(refund.attempts + 1, now),
        now,
      });
    }
  });
  if ('stripeRefundId' in outcome) {
    app.log.info(
      { refundId, bookingId: refund.bookingId, stripeRefundId: outcome.stripeRefundId },
      'refunded',
    );
  } else {
    app.log.warn({ refundId, bookingId: refund.bookingId, error: outcome.error }, 'refund failed');
  }
}

/** Stripe's id of the refund, made now or by an earlier attempt; throws Stripe's refusal. */
async function askStripe(
  stripe: Stripe | null,
  refund: RefundRow,
  payment: PaymentRow | null,
): Promise<string> {
  if (!stripe) throw new Error('Stripe is not configured on this server');
  const paymentIntentId = payment?.paymentIntentId;
  if (!paymentIntentId) throw new Error('the payment has no payment intent to refund');
  if (refund.attempts > 0) {
    const made = await earlierRefund(stripe, refund, paymentIntentId);
    if (made) return made.id;
  }
  const made = await stripe.refunds.create(
    {
      payment_intent: paymentIntentId,
      amount: refund.amountCents,
      reason: 'requested_by_customer',
      metadata: { refundId: refund.id, bookingId: refund.bookingId },
    },
    { idempotencyKey: refund.attempts === 0 ? refund.id : `${refund.id}:${refund.attempts}` },
  );
  return made.id;
}

/**
 * The sweep's part: asks Stripe again for each refund whose next attempt is due at `now`, one at a time.
 * Without Stripe settings there is nothing to ask.
 */
export async function retryDueRefunds(app: FastifyInstance, now: Date): Promise<void> {
  if (!app.stripe) return;
  const due = await paymentsRepository(app.db).dueRefundIds(now, RETRY_BATCH);
  for (const refundId of due) await attemptRefund(app, refundId, now, { force: false });
}
