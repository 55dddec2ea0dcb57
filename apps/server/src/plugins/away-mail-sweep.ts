import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { sendAwayMails, type AwayMailDeps } from '../domain/messages/away-mail';
import { linkOrigin } from '../lib/site-origin';

/** What a sweep needs of the app, at the app's present time. */
export const awayMailDepsOf = (app: FastifyInstance): AwayMailDeps => ({
  db: app.db,
  mailer: app.mailer,
  log: app.log,
  origin: linkOrigin(app),
  now: app.clock(),
});

/**
 * Looks for messages whose reader was away every AWAY_MAIL_EVERY_SECONDS once the app is ready (never
 * with 0), one sweep at a time; closing the app waits for a sweep under way, so it never outlives the
 * database.
 */
export const awayMailSweep: FastifyPluginAsync = async (app) => {
  const seconds = app.config.awayMailEverySeconds;
  if (seconds === 0) return;
  let running: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= sendAwayMails(awayMailDepsOf(app))
        .catch((error: unknown) => app.log.error({ err: error }, 'away mail sweep failed'))
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
