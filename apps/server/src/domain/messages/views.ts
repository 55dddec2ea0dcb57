import type { Language } from '@orchim/shared';
import { MESSAGE_LIMITS } from '@orchim/shared/conversation-vocabulary';
import type { Conversation, ConversationSummary, Message } from '@orchim/shared/conversations';
import type { Queryable } from '../../db/client';
import {
  conversationsRepository,
  type ConversationView,
  type MessageRow,
} from '../../db/repositories/conversations';
import { firstNameOf } from '../../db/repositories/stays';
import { translateFields } from '../../db/repositories/translations';
import { restWindowAt } from '../../lib/jewish-calendar';

/** A message as `readerId` reads it: a hidden one without its text. */
export function toMessage(row: MessageRow, readerId: string): Message {
  const hidden = row.hiddenAt !== null;
  return {
    id: row.id,
    body: hidden ? null : row.body,
    hidden,
    mine: row.senderId === readerId,
    sentAt: row.createdAt.toISOString(),
  };
}

/**
 * A conversation in `readerId`'s list, the listing's title in `lang` where its host translated it, the
 * other person by first name only (null for a deleted guest: the page has the words in its language).
 */
export function toSummary(view: ConversationView, readerId: string, lang: Language): ConversationSummary {
  const { conversation, listing, lastMessage } = view;
  return {
    id: conversation.id,
    role: view.role,
    listing: {
      kind: conversation.listingKind,
      id: conversation.listingId,
      title: translateFields(listing.translations, lang, { title: listing.title }).title,
      coverImage: listing.cover,
    },
    counterpart: { firstName: view.counterpartMetadata ? firstNameOf(view.counterpartMetadata) : null },
    bookingId: view.bookingId,
    lastMessage: lastMessage && {
      body: lastMessage.hidden ? null : lastMessage.body,
      mine: lastMessage.senderId === readerId,
      sentAt: new Date(lastMessage.sentAt).toISOString(),
    },
    unread: view.unread,
  };
}

/**
 * While Shabbos or Yom Tov is kept in New York at `now`, when it ends (havdalah): hosts answer after it.
 * A Yom Tov next to Shabbos is one window, so this is the end of the whole chain.
 */
export function hostAnswersAfter(now: Date): string | null {
  return restWindowAt(now)?.end ?? null;
}

/** A whole conversation: its summary, its newest messages (oldest first), and when the host answers. */
export function toConversation(
  view: ConversationView,
  messages: readonly MessageRow[],
  reader: { id: string; lang: Language },
  now: Date,
): Conversation {
  return {
    ...toSummary(view, reader.id, reader.lang),
    messages: messages.map((row) => toMessage(row, reader.id)),
    hostAnswersAfter: hostAnswersAfter(now),
  };
}

/** A conversation of the reader's, whole (MESSAGE_LIMITS.shown newest messages), or null when not theirs. */
export async function readConversation(
  db: Queryable,
  id: string,
  reader: { id: string; lang: Language },
  now: Date,
): Promise<Conversation | null> {
  const repository = conversationsRepository(db);
  const view = await repository.view(id, reader.id);
  if (!view) return null;
  return toConversation(view, await repository.messages(id, MESSAGE_LIMITS.shown), reader, now);
}
