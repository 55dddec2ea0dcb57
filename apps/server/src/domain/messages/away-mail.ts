import { MESSAGE_LIMITS } from '@orchim/shared/conversation-vocabulary';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { awayMailRepository, type PendingNotice } from '../../db/repositories/away-mail';
import { conversationsRepository } from '../../db/repositories/conversations';
import { firstNameOf } from '../../db/repositories/stays';
import { restWindowAt } from '../../lib/jewish-calendar';
import type { Mail } from '../../mail/mail';
import type { Mailer } from '../../mail/mailer';
import { newMessagesMail } from '../../mail/message-mails';
import { languageOf, mailTexts } from '../../mail/texts';
import { toSummary } from './views';

/**
 * How long a message waits for its reader's socket before they count as away: the live event reaches an
 * open page within a second; a minute leaves room for a page that is reconnecting.
 */
export const AWAY_AFTER_MS = 60_000;

const MAIL_EVERY_MS = MESSAGE_LIMITS.mailEveryMinutes * 60_000;

/** Conversations looked at in one sweep; the next sweep takes the rest. */
const SWEEP_SIZE = 100;

export interface AwayMailDeps {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The site's origin for the links (linkOrigin: the configuration, never a request). */
  origin: string;
  now: Date;
}

/**
 * Mails people who were away when the other person wrote (docs/decisions/037-away-mail.md). A message is
 * "notified" once its reader's open socket received it (realtime/message-presence.ts), or they read it,
 * or a mail told them of it; the rest, a minute old, are mailed: one mail per conversation and reader with
 * everything new in it, at most one per MESSAGE_LIMITS.mailEveryMinutes (later messages wait for the next).
 * While it is Shabbos or Yom Tov in New York nothing is sent; after havdalah the next sweep sends what
 * waited. Every instance may sweep: a reader's row is locked while their mail is made, and skipped by the
 * others. A mail that fails is logged and tried again at the next sweep. Answers how many mails were sent.
 */
export async function sendAwayMails(deps: AwayMailDeps): Promise<number> {
  if (restWindowAt(deps.now)) return 0;
  const cutoff = new Date(deps.now.getTime() - AWAY_AFTER_MS);
  let sent = 0;
  const mailedAfter = new Date(deps.now.getTime() - MAIL_EVERY_MS);
  for (const notice of await awayMailRepository(deps.db).pending(cutoff, mailedAfter, SWEEP_SIZE)) {
    try {
      if (await notify(deps, notice, cutoff)) sent += 1;
    } catch (error) {
      deps.log.error({ err: error, conversationId: notice.conversationId }, 'away mail failed');
    }
  }
  return sent;
}

/** A mail made in a sweep's transaction, and how to take its marks back if it cannot be sent. */
interface PreparedMail {
  mail: Mail;
  undo: () => Promise<void>;
}

/**
 * One conversation's news to one reader: decided and marked in a transaction of its own, the mail sent
 * once it has committed (the outbox writes through the database, which the transaction would hold), and
 * the marks taken back if sending fails, so the next sweep tries again. Whether a mail went.
 */
async function notify(deps: AwayMailDeps, notice: PendingNotice, cutoff: Date): Promise<boolean> {
  const prepared = await prepare(deps, notice, cutoff);
  if (!prepared) return false;
  try {
    await deps.mailer.send(prepared.mail);
  } catch (error) {
    await prepared.undo();
    throw error;
  }
  deps.log.info({ conversationId: notice.conversationId }, 'away mail sent');
  return true;
}

function prepare(deps: AwayMailDeps, notice: PendingNotice, cutoff: Date): Promise<PreparedMail | null> {
  const { now } = deps;
  const { conversationId, readerId } = notice;
  return deps.db.transaction(async (tx) => {
    const repository = awayMailRepository(tx);
    if (!readerId) {
      await repository.dropReaderless(conversationId, cutoff, now);
      return null;
    }
    const reader = await repository.lockReader(conversationId, readerId);
    if (!reader) return null;
    const pending = await repository.messages(conversationId, readerId, cutoff);
    // Hidden by the admin, or read on the site since: nothing to tell.
    const known = pending.filter(
      (message) => message.hiddenAt || (reader.lastReadAt && message.createdAt <= reader.lastReadAt),
    );
    await repository.markNotified(
      known.map((message) => message.id),
      now,
    );
    const news = pending.filter((message) => !known.includes(message));
    if (news.length === 0) return null;
    if (reader.lastMailedAt && now.getTime() - reader.lastMailedAt.getTime() < MAIL_EVERY_MS) return null;

    const view = await conversationsRepository(tx).view(conversationId, readerId);
    if (!view) return null;
    const language = languageOf(reader.userMetadata);
    const summary = toSummary(view, readerId, language);
    const inbox = reader.role === 'host' ? '/host/messages' : '/messages';
    const ids = news.map((message) => message.id);
    await repository.markNotified(ids, now);
    await repository.setMailed(conversationId, readerId, now);
    return {
      mail: newMessagesMail({
        language,
        to: reader.email,
        readerFirstName: firstNameOf(reader.userMetadata),
        senderName: summary.counterpart.firstName ?? mailTexts(language).formerGuest,
        listingTitle: summary.listing.title,
        messages: news.map((message) => ({ body: message.body, sentAt: message.createdAt })),
        link: new URL(`${inbox}/${conversationId}`, deps.origin).toString(),
      }),
      undo: () =>
        deps.db.transaction(async (undo) => {
          const marks = awayMailRepository(undo);
          await marks.unmarkNotified(ids);
          await marks.setMailed(conversationId, readerId, reader.lastMailedAt);
        }),
    };
  });
}
