import type { Language } from '@orchim/shared';
import { MESSAGE_LIMITS } from '@orchim/shared/conversation-vocabulary';
import { compose, type Block } from './booking-mails';
import type { Mail } from './mail';
import { dateAndTime, mailTexts } from './texts';

/** The newest messages a mail quotes; the rest are counted. */
export const MESSAGES_IN_MAIL = 5;

/** What the mail to someone who was away says, in their language. */
export interface AwayMailFacts {
  language: Language;
  to: string;
  readerFirstName: string;
  /** Who wrote: a first name, or the words for a guest whose account is gone. */
  senderName: string;
  listingTitle: string;
  /** The messages the reader has not seen, oldest first (only the newest MESSAGES_IN_MAIL are quoted). */
  messages: readonly { body: string; sentAt: Date }[];
  /** The conversation's page for this reader, from the configured origin. */
  link: string;
}

/** "New message from Chana": what was written while the reader was away, and the way back to answer. */
export function newMessagesMail(facts: AwayMailFacts): Mail {
  const { language, senderName, listingTitle, messages } = facts;
  const t = mailTexts(language);
  const quoted = messages.slice(-MESSAGES_IN_MAIL);
  const earlier = messages.length - quoted.length;
  const blocks: Block[] = [
    { text: t.newMessagesIntro(senderName, listingTitle) },
    // Each message under its time, in its own direction (a Hebrew question in an English mail).
    ...quoted.flatMap(({ body, sentAt }): Block[] => [
      { text: t.sentAt(dateAndTime(sentAt.toISOString(), language)) },
      { text: body, dir: 'auto' },
    ]),
    ...(earlier > 0 ? [{ text: t.olderMessages(earlier) }] : []),
    { link: facts.link, label: t.answerOnOrchim },
    { text: t.awayMailFooter(senderName, MESSAGE_LIMITS.mailEveryMinutes) },
  ];
  return compose(
    language,
    facts.to,
    t.newMessagesSubject(messages.length, senderName, listingTitle),
    t.hello(facts.readerFirstName),
    blocks,
  );
}
