import { startFakeStripe } from './fake-stripe';

/**
 * The fake Stripe as a process of its own, for the browser tests (a Playwright webServer):
 *
 *   FAKE_STRIPE_PORT=12111 FAKE_STRIPE_WEBHOOK_URL=http://127.0.0.1:8080/functions/v1/stripe/webhook \
 *   FAKE_STRIPE_WEBHOOK_SECRET=whsec_test npx tsx apps/server/test/stripe/fake-stripe-cli.ts
 *
 * The server is then started with STRIPE_API_URL=http://127.0.0.1:12111 and the same webhook secret (and
 * any sk_test_... key). GET /_test/health answers once it listens.
 */
const port = Number(process.env.FAKE_STRIPE_PORT ?? 12111);
const webhookUrl = process.env.FAKE_STRIPE_WEBHOOK_URL;
const webhookSecret = process.env.FAKE_STRIPE_WEBHOOK_SECRET;
if (!webhookSecret) {
  process.stderr.write(
    "FAKE_STRIPE_WEBHOOK_SECRET is not set (the server's STRIPE_WEBHOOK_SECRET, whsec_...)\n",
  );
  process.exit(1);
}
if (!webhookUrl) process.stderr.write('FAKE_STRIPE_WEBHOOK_URL is not set: events will not be delivered\n');

const fake = await startFakeStripe({
  port,
  webhookSecret,
  ...(webhookUrl ? { webhookUrl } : {}),
  host: process.env.FAKE_STRIPE_HOST ?? '127.0.0.1',
});
process.stdout.write(`fake stripe listening on ${fake.url}\n`);

const stop = () => {
  void fake.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
