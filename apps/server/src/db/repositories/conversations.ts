import type { HostListingKind } from '@orchim/shared';
import type { ConversationRole } from '@orchim/shared/conversation-vocabulary';
import { and, count, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../client';
import {
  bookings,
  conversationParticipants,
  conversations,
  mealOffers,
  messageReports,
  messages,
  ohelListings,
  stays,
  transportServices,
  users,
  type Translations,
} from '../schema';
import { LISTING_TABLES } from './host-listings';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** What a conversation is about: a listing of one of the four kinds. */
export interface ConversationListing {
  listingKind: HostListingKind;
  listingId: string;
}

/** A conversation as its reader sees it in a list: the listing, the other person, the last message. */
export interface ConversationView {
  conversation: ConversationRow;
  role: ConversationRole;
  listing: { title: string; translations: Translations<'title'>; cover: string | null };
  /** The other person's user_metadata; null when their account is gone (only a guest's can be). */
  counterpartMetadata: Record<string, unknown> | null;
  bookingId: string | null;
  lastMessage: { body: string; hidden: boolean; senderId: string | null; sentAt: string } | null;
  unread: number;
}

/**
 * The listing a booking's conversation is about: the Ohel listing it was booked from, else the stay, meal
 * offer or transport service booked. `ofListing` below is the same rule read the other way.
 */
export function listingOfBooking(booking: {
  ohelListingId: string | null;
  stayId: string | null;
  mealOfferId: string | null;
  transportServiceId: string | null;
}): ConversationListing {
  if (booking.ohelListingId) return { listingKind: 'ohel', listingId: booking.ohelListingId };
  if (booking.stayId) return { listingKind: 'stays', listingId: booking.stayId };
  if (booking.mealOfferId) return { listingKind: 'meals', listingId: booking.mealOfferId };
  if (booking.transportServiceId) return { listingKind: 'transport', listingId: booking.transportServiceId };
  throw new Error('a booking without a listing');
}

/** Whether booking `b` (an alias) is of the conversation's listing, by listingOfBooking's rule. */
const ofListing = sql`(
  (${conversations.listingKind} = 'ohel' and b.ohel_listing_id = ${conversations.listingId})
  or (${conversations.listingKind} = 'stays' and b.stay_id = ${conversations.listingId} and b.ohel_listing_id is null)
  or (${conversations.listingKind} = 'meals' and b.meal_offer_id = ${conversations.listingId})
  or (${conversations.listingKind} = 'transport' and b.transport_service_id = ${conversations.listingId}
      and b.ohel_listing_id is null))`;

/**
 * A conversation's listing, in the table of its kind: the condition of a left join of each of the four
 * tables (one of them matches), and the title from whichever did.
 */
export const ON_LISTING = {
  stays: and(eq(conversations.listingKind, 'stays'), eq(stays.id, conversations.listingId)),
  meals: and(eq(conversations.listingKind, 'meals'), eq(mealOffers.id, conversations.listingId)),
  transport: and(
    eq(conversations.listingKind, 'transport'),
    eq(transportServices.id, conversations.listingId),
  ),
  ohel: and(eq(conversations.listingKind, 'ohel'), eq(ohelListings.id, conversations.listingId)),
};

export const conversationListingTitle = sql<string>`coalesce(${stays.title}, ${mealOffers.title},
  ${transportServices.title}, ${ohelListings.title}, '')`;

/** The reader's role in the conversation. */
const roleOf = (userId: string) =>
  sql<ConversationRole>`case when ${conversations.hostId} = ${userId} then 'host' else 'guest' end`;

/** Messages from the other person (or a deleted account) after the reader's read mark, hidden ones aside. */
const unreadOf = (userId: string) => sql<number>`(select count(*)::int from ${messages} m
  where m.conversation_id = ${conversations.id} and m.sender_id is distinct from ${userId}
    and m.hidden_at is null
    and m.created_at > coalesce((select p.last_read_at from ${conversationParticipants} p
      where p.conversation_id = ${conversations.id} and p.user_id = ${userId}), '-infinity'))`;

const counterpart = alias(users, 'counterpart');

/** The conversations of guest and host, their messages and read marks, and reports of messages. */
export function conversationsRepository(db: Queryable) {
  /**
   * The select of ConversationView for `userId`: the listing by its kind's table (a left join each), the
   * cover through each kind's image key at position 0 (an Ohel place to stay: its own, else its stay's),
   * the newest booking through bookings_guest_id_created_at_idx, the last message and the unread count
   * through messages_conversation_id_created_at_idx.
   */
  const selectViews = (userId: string) =>
    db
      .select({
        conversation: conversations,
        role: roleOf(userId),
        listing: {
          title: conversationListingTitle,
          translations: sql<Translations<'title'>>`coalesce(${stays.translations}, ${mealOffers.translations},
            ${transportServices.translations}, ${ohelListings.translations}, '{}'::jsonb)`,
          cover: sql<string | null>`coalesce(
            (select i.src from stay_images i where i.stay_id = ${stays.id} and i.position = 0),
            (select i.src from listing_images i where i.meal_offer_id = ${mealOffers.id} and i.position = 0),
            (select i.src from listing_images i where i.transport_service_id = ${transportServices.id} and i.position = 0),
            (select i.src from listing_images i where i.ohel_listing_id = ${ohelListings.id} and i.position = 0),
            (select i.src from stay_images i where i.stay_id = ${ohelListings.stayId} and i.position = 0))`,
        },
        counterpartMetadata: counterpart.userMetadata,
        bookingId: sql<string | null>`(select b.id from ${bookings} b
          where b.guest_id = ${conversations.guestId} and ${ofListing}
          order by b.created_at desc, b.id desc limit 1)`,
        lastMessage: sql<{
          body: string;
          hidden: boolean;
          senderId: string | null;
          sentAt: string;
        } | null>`(select json_build_object('body', m.body, 'hidden', m.hidden_at is not null,
            'senderId', m.sender_id, 'sentAt', m.created_at)
          from ${messages} m where m.conversation_id = ${conversations.id}
          order by m.created_at desc, m.id desc limit 1)`,
        unread: unreadOf(userId),
      })
      .from(conversations)
      .leftJoin(
        counterpart,
        eq(
          counterpart.id,
          sql`case when ${conversations.hostId} = ${userId} then ${conversations.guestId} else ${conversations.hostId} end`,
        ),
      )
      .leftJoin(stays, ON_LISTING.stays)
      .leftJoin(mealOffers, ON_LISTING.meals)
      .leftJoin(transportServices, ON_LISTING.transport)
      .leftJoin(ohelListings, ON_LISTING.ohel);

  /** The guest's conversation about the listing (conversations_listing_guest_key), or null. */
  const findByListing = async (
    listing: ConversationListing,
    guestId: string,
  ): Promise<ConversationRow | null> => {
    const [row] = await db
      .select()
      .from(conversations)
      .where(
        and(
          eq(conversations.listingKind, listing.listingKind),
          eq(conversations.listingId, listing.listingId),
          eq(conversations.guestId, guestId),
        ),
      );
    return row ?? null;
  };

  /**
   * Everything in the conversation up to `upTo` (the newest message the reader was shown, if said) but not
   * after `now` is read by `userId`; a read mark never goes back.
   */
  const markRead = async (
    conversationId: string,
    userId: string,
    now: Date,
    upTo: Date = now,
  ): Promise<void> => {
    const mark = upTo < now ? upTo : now;
    await db
      .update(conversationParticipants)
      .set({ lastReadAt: sql`greatest(${conversationParticipants.lastReadAt}, ${mark})` })
      .where(
        and(
          eq(conversationParticipants.conversationId, conversationId),
          eq(conversationParticipants.userId, userId),
        ),
      );
  };

  /** `userId` takes part in the conversation. */
  const takesPart = (userId: string) =>
    sql`(${conversations.guestId} = ${userId} or ${conversations.hostId} = ${userId})`;

  return {
    /**
     * What a booking's conversation needs of the booking, if `userId` is its guest or its host, else null
     * (as GET /bookings/{id} answers).
     */
    async bookingFor(id: string, userId: string) {
      const [row] = await db
        .select({
          guestId: bookings.guestId,
          hostId: bookings.hostId,
          ohelListingId: bookings.ohelListingId,
          stayId: bookings.stayId,
          mealOfferId: bookings.mealOfferId,
          transportServiceId: bookings.transportServiceId,
        })
        .from(bookings)
        .where(
          and(eq(bookings.id, id), sql`(${bookings.guestId} = ${userId} or ${bookings.hostId} = ${userId})`),
        );
      return row ?? null;
    },

    /** The listing's host and status, or null when there is no such listing. */
    async listingOwner(listing: ConversationListing): Promise<{ hostId: string; status: string } | null> {
      const table = LISTING_TABLES[listing.listingKind];
      const [row] = await db
        .select({ hostId: table.hostId, status: table.status })
        .from(table)
        .where(eq(table.id, listing.listingId));
      return row ?? null;
    },

    /**
     * The conversation of the guest about the listing, made with both participants' rows if there is none
     * (run it in a transaction). Two people opening it at once get the same one: the second insert waits
     * for the first (conversations_listing_guest_key), then does nothing.
     */
    async open(
      listing: ConversationListing,
      people: { guestId: string; hostId: string },
      now: Date,
    ): Promise<ConversationRow> {
      const [created] = await db
        .insert(conversations)
        .values({ ...listing, ...people, createdAt: now })
        .onConflictDoNothing({
          target: [conversations.listingKind, conversations.listingId, conversations.guestId],
        })
        .returning();
      if (created) {
        await db.insert(conversationParticipants).values([
          { conversationId: created.id, userId: people.guestId, role: 'guest' },
          { conversationId: created.id, userId: people.hostId, role: 'host' },
        ]);
        return created;
      }
      const found = await findByListing(listing, people.guestId);
      if (!found) throw new Error('the conversation vanished while being opened');
      return found;
    },

    findByListing,

    /** The conversation if `userId` takes part in it, else null (everyone else's is not found). */
    async findFor(id: string, userId: string): Promise<ConversationRow | null> {
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.id, id), takesPart(userId)));
      return row ?? null;
    },

    /** The view of one conversation for one of its participants, or null. */
    async view(id: string, userId: string): Promise<ConversationView | null> {
      const [row] = await selectViews(userId).where(and(eq(conversations.id, id), takesPart(userId)));
      return row ?? null;
    },

    /**
     * The reader's conversations in `role` that have a message, newest message first, at most `limit`
     * (conversations_{guest,host}_id_last_message_at_idx).
     */
    async list(userId: string, role: ConversationRole, limit: number): Promise<ConversationView[]> {
      const mine = role === 'guest' ? eq(conversations.guestId, userId) : eq(conversations.hostId, userId);
      return selectViews(userId)
        .where(and(mine, isNotNull(conversations.lastMessageAt)))
        .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.id))
        .limit(limit);
    },

    /** The newest `limit` messages of the conversation, oldest first. */
    async messages(conversationId: string, limit: number): Promise<MessageRow[]> {
      const newest = await db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, conversationId))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit);
      return newest.reverse();
    },

    /**
     * The sender, locked until the transaction ends, with their ban: a sender's messages are counted and
     * written one request at a time, so two sent at once cannot both pass the limit. Null when gone.
     */
    async lockSender(userId: string): Promise<{ bannedUntil: Date | null } | null> {
      const [row] = await db
        .select({ bannedUntil: users.bannedUntil })
        .from(users)
        .where(eq(users.id, userId))
        .for('no key update');
      return row ?? null;
    },

    /** How many messages the sender wrote after `since`, in all conversations, and the first of them. */
    async sentSince(senderId: string, since: Date): Promise<{ count: number; first: Date | null }> {
      const [row] = await db
        .select({ count: count(), first: sql<string | null>`min(${messages.createdAt})` })
        .from(messages)
        .where(and(eq(messages.senderId, senderId), gt(messages.createdAt, since)));
      return { count: row?.count ?? 0, first: row?.first ? new Date(row.first) : null };
    },

    /** Writes a message; the conversation's last message and the sender's read mark move to it. */
    async insertMessage(
      conversationId: string,
      senderId: string,
      body: string,
      now: Date,
    ): Promise<MessageRow> {
      const [row] = await db
        .insert(messages)
        .values({ conversationId, senderId, body, createdAt: now })
        .returning();
      if (!row) throw new Error('insert returned no message');
      await db
        .update(conversations)
        .set({ lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${now})` })
        .where(eq(conversations.id, conversationId));
      await markRead(conversationId, senderId, now);
      return row;
    },

    markRead,

    /**
     * Unread messages of each of the person's roles, all conversations together: their read marks
     * (conversation_participants_user_id_role_idx), then each conversation's messages after the mark.
     */
    async unreadCounts(userId: string): Promise<Record<ConversationRole, number>> {
      const rows = await db
        .select({
          role: conversationParticipants.role,
          unread: sql<number>`count(${messages.id})::int`,
        })
        .from(conversationParticipants)
        .innerJoin(
          messages,
          and(
            eq(messages.conversationId, conversationParticipants.conversationId),
            sql`${messages.senderId} is distinct from ${userId}`,
            sql`${messages.hiddenAt} is null`,
            sql`${messages.createdAt} > coalesce(${conversationParticipants.lastReadAt}, '-infinity')`,
          ),
        )
        .where(eq(conversationParticipants.userId, userId))
        .groupBy(conversationParticipants.role);
      const counts = { guest: 0, host: 0 };
      for (const row of rows) counts[row.role] = row.unread;
      return counts;
    },

    /** A message of a conversation `userId` takes part in, with its sender, or null. */
    async findMessageFor(messageId: string, userId: string): Promise<{ senderId: string | null } | null> {
      const [row] = await db
        .select({ senderId: messages.senderId })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(eq(messages.id, messageId), takesPart(userId)));
      return row ?? null;
    },

    /** Keeps a report of the message, once per reporter: a second report changes nothing. */
    async report(messageId: string, reporterId: string, reason: string, now: Date): Promise<void> {
      await db
        .insert(messageReports)
        .values({ messageId, reporterId, reason, createdAt: now })
        .onConflictDoNothing({ target: [messageReports.messageId, messageReports.reporterId] });
    },
  };
}
