import Stripe from 'stripe';
import type { Config } from '../../config';

// What buildApp decorates the app with for payments (src/app.ts), beside src/types.ts's decorations.
declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The Stripe SDK, built once from STRIPE_SECRET_KEY (and STRIPE_API_URL in tests); null when the
     * server takes payment on arrival (docs/decisions/039-online-payment.md).
     */
    stripe: Stripe | null;
  }
}

/**
 * How long one call to Stripe may take. A booking waits for its Checkout Session: the SDK's 80 s default
 * would keep a guest staring at a spinner, and the hold is released as soon as the call fails.
 */
const STRIPE_TIMEOUT_MS = 20_000;

/** The SDK for the configured account, or null without Stripe settings. */
export function createStripeClient(config: Pick<Config, 'stripe'>): Stripe | null {
  const settings = config.stripe;
  if (!settings) return null;
  return new Stripe(settings.secretKey, {
    timeout: STRIPE_TIMEOUT_MS,
    // One retry of a failed connection; every POST we make carries an idempotency key, so it is safe.
    maxNetworkRetries: 1,
    // No latency reports to Stripe about our own calls.
    telemetry: false,
    appInfo: { name: 'Orchim' },
    ...(settings.api ?? {}),
  });
}

/** Stripe's error message for the record (a refund's last_error, the log), without the stack. */
export function stripeErrorMessage(error: unknown): string {
  if (error instanceof Stripe.errors.StripeError) {
    // Stripe's own words (api_error, card_error...), not the SDK's class name.
    return [error.rawType ?? error.type, error.code, error.message].filter(Boolean).join(': ');
  }
  return error instanceof Error ? error.message : String(error);
}
