import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { outboxRepository } from '../db/repositories/outbox';
import type { Mail } from './mail';

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Sends through SMTP_URL when it is set. Without it (the embedded default, tests) mail is written to the
 * outbox table with one log line, so recovery works on a laptop and the admin (and the end-to-end tests)
 * can read what would have been sent: GET /rest/v1/admin/outbox. Attachments (a booking's receipt) go with
 * the mail either way.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  db: Database,
  log: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl) {
    const transport = createTransport(config.smtpUrl, { from: config.mailFrom });
    return {
      send: async ({ to, subject, text, html, attachments = [] }) => {
        // Each attachment as nodemailer takes it: its name, its type, its content (a string, sent as UTF-8).
        await transport.sendMail({
          to,
          subject,
          text,
          html,
          attachments: attachments.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            content,
          })),
        });
      },
      close: () => transport.close(),
    };
  }
  return {
    send: async (mail) => {
      await outboxRepository(db).add(mail);
      log.info({ to: mail.to, subject: mail.subject }, 'mail written to the outbox (no SMTP_URL)');
    },
    close: () => {},
  };
}
