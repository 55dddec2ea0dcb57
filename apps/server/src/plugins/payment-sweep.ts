import type { FastifyPluginAsync } from 'fastify';
import { sweepPayments } from '../domain/payments/sweep';

/**
 * Expires lapsed payment holds and retries due refunds every PAYMENT_SWEEP_EVERY_SECONDS once the app is
 * ready (never with 0, or without the setting), one sweep at a time; closing the app waits for a sweep
 * under way, so it never outlives the database. As the away mail's sweep (./away-mail-sweep.ts).
 */
export const paymentSweep: FastifyPluginAsync = async (app) => {
  const seconds = app.config.paymentSweepEverySeconds ?? 0;
  if (seconds === 0) return;
  let running: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= sweepPayments(app, app.clock())
        .catch((error: unknown) => app.log.error({ err: error }, 'payment sweep failed'))
        .finally(() => {
          running = null;
        });
    }, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
