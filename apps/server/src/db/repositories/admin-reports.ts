import type { AdminReport, HostListingKind } from '@orchim/shared';
import { and, desc, eq, exists, isNotNull, isNull, or, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../client';
import {
  conversations,
  mealOffers,
  messageReports,
  messages,
  ohelListings,
  stays,
  transportServices,
  users,
} from '../schema';
import { FORMER_GUEST } from './accounts';
import { conversationListingTitle, ON_LISTING } from './conversations';
import { containsText, pageOf, type Page } from './admin-pages';
import { isBanned } from './users';
import { windowTotal } from './window-page';

export interface AdminReportFilters {
  hidden?: boolean;
  q?: string;
  /** One reported message (the answer of hide and restore). */
  messageId?: string;
  page: number;
}

/** How many characters of a message its audit label quotes. */
const LABEL_EXCERPT = 60;

const sender = alias(users, 'sender');
const recipient = alias(users, 'recipient');
const reporter = alias(users, 'reporter');

/** A person as the admin names them: the full name they gave, else their email. */
const nameOf = (person: { userMetadata: AnyColumn; email: AnyColumn }) =>
  sql<string | null>`coalesce(nullif(btrim(${person.userMetadata}->>'full_name'), ''), ${person.email})`;

/** A former guest's messages stay (sender_id set null): named as their bookings name them. */
const FORMER_GUEST_NAME = FORMER_GUEST.firstName;

/**
 * Each reported message's reports, grouped: how many, the newest one's time, and every report (the
 * reporter's name, the reason, when) newest first. A reporter's reports go with their account.
 */
const reportsOf = (db: Queryable) =>
  db
    .select({
      messageId: messageReports.messageId,
      count: sql<number>`count(*)::int`.as('report_count'),
      lastReportedAt: sql<string>`max(${messageReports.createdAt})`.as('last_reported_at'),
      reports: sql<{ reporterName: string; reason: string; reportedAt: string }[]>`json_agg(
          json_build_object('reporterName', ${nameOf(reporter)}, 'reason', ${messageReports.reason},
            'reportedAt', ${messageReports.createdAt})
          order by ${messageReports.createdAt} desc, ${messageReports.reporterId})`.as('reports'),
    })
    .from(messageReports)
    .innerJoin(reporter, eq(reporter.id, messageReports.reporterId))
    .groupBy(messageReports.messageId)
    .as('reported');

/** The other person of the message's conversation: the guest when the host wrote it, else the host. */
const recipientId = sql`case when ${messages.senderId} = ${conversations.hostId}
  then ${conversations.guestId} else ${conversations.hostId} end`;

/** `"the message's first words…" (its sender)`: how the audit log names a reported message. */
export function reportedMessageLabel(body: string, senderName: string): string {
  const characters = Array.from(body.replace(/\s+/g, ' ').trim());
  const excerpt =
    characters.length > LABEL_EXCERPT
      ? `${characters.slice(0, LABEL_EXCERPT).join('')}…`
      : characters.join('');
  return `"${excerpt}" (${senderName})`;
}

/** Messages of conversations that someone reported, for the admin; hiding them and showing them again. */
export function adminReportsRepository(db: Queryable) {
  /** The message has a report. */
  const isReported = exists(
    db
      .select({ one: sql`1` })
      .from(messageReports)
      .where(eq(messageReports.messageId, messages.id)),
  );

  return {
    /**
     * A page, the newest report first. The reports are grouped per message before anything is joined;
     * the admin reads few of them next to what the site serves (no index on their time, as the other admin
     * lists scan their filtered rows).
     */
    async list(filters: AdminReportFilters, now: Date): Promise<Page<AdminReport>> {
      const reported = reportsOf(db);
      const search = filters.q
        ? or(
            containsText(messages.body, filters.q),
            containsText(sql`${sender.userMetadata}->>'full_name'`, filters.q),
            containsText(sender.email, filters.q),
          )
        : undefined;
      const page = await pageOf(filters.page, (limit, offset) =>
        db
          .select({
            id: messages.id,
            body: messages.body,
            sentAt: messages.createdAt,
            hiddenAt: messages.hiddenAt,
            senderId: messages.senderId,
            senderName: nameOf(sender),
            senderEmail: sender.email,
            senderBannedUntil: sender.bannedUntil,
            recipientName: nameOf(recipient),
            kind: sql<HostListingKind>`${conversations.listingKind}`,
            listingId: conversations.listingId,
            title: conversationListingTitle,
            reportCount: reported.count,
            lastReportedAt: reported.lastReportedAt,
            reports: reported.reports,
            total: windowTotal(),
          })
          .from(reported)
          .innerJoin(messages, eq(messages.id, reported.messageId))
          .innerJoin(conversations, eq(conversations.id, messages.conversationId))
          .leftJoin(sender, eq(sender.id, messages.senderId))
          .leftJoin(recipient, eq(recipient.id, recipientId))
          .leftJoin(stays, ON_LISTING.stays)
          .leftJoin(mealOffers, ON_LISTING.meals)
          .leftJoin(transportServices, ON_LISTING.transport)
          .leftJoin(ohelListings, ON_LISTING.ohel)
          .where(
            and(
              filters.hidden === undefined
                ? undefined
                : filters.hidden
                  ? isNotNull(messages.hiddenAt)
                  : isNull(messages.hiddenAt),
              filters.messageId ? eq(messages.id, filters.messageId) : undefined,
              search,
            ),
          )
          .orderBy(desc(reported.lastReportedAt), desc(messages.id))
          .limit(limit)
          .offset(offset),
      );
      return {
        ...page,
        items: page.items.map((row): AdminReport => ({
          message: {
            id: row.id,
            body: row.body,
            sentAt: row.sentAt.toISOString(),
            hidden: row.hiddenAt !== null,
            hiddenAt: row.hiddenAt?.toISOString() ?? null,
          },
          sender: {
            id: row.senderId,
            name: row.senderId ? (row.senderName ?? '') : null,
            email: row.senderId ? row.senderEmail : null,
            disabled: row.senderId !== null && isBanned({ bannedUntil: row.senderBannedUntil }, now),
          },
          recipient: { name: row.recipientName },
          listing: { kind: row.kind, id: row.listingId, title: row.title },
          reportCount: row.reportCount,
          reports: row.reports.map((report) => ({
            reporterName: report.reporterName,
            reason: report.reason,
            reportedAt: new Date(report.reportedAt).toISOString(),
          })),
          lastReportedAt: new Date(row.lastReportedAt).toISOString(),
        })),
      };
    },

    /**
     * A message someone reported, with its audit label; null when there is no such message or nobody
     * reported it (the admin moderates what was reported, nothing else).
     */
    async findReported(messageId: string): Promise<{ label: string } | null> {
      const [row] = await db
        .select({ body: messages.body, senderId: messages.senderId, senderName: nameOf(sender) })
        .from(messages)
        .leftJoin(sender, eq(sender.id, messages.senderId))
        .where(and(eq(messages.id, messageId), isReported));
      if (!row) return null;
      const name = row.senderId ? (row.senderName ?? '') : FORMER_GUEST_NAME;
      return { label: reportedMessageLabel(row.body, name) };
    },

    /**
     * Hides the message (`hidden`) or shows it again. False when it already was so (nothing changed): the
     * update's condition decides, so of two admins acting at once one changes it and the other is told.
     */
    async setHidden(messageId: string, hidden: boolean, now: Date): Promise<boolean> {
      const changed = await db
        .update(messages)
        .set({ hiddenAt: hidden ? now : null })
        .where(
          and(eq(messages.id, messageId), hidden ? isNull(messages.hiddenAt) : isNotNull(messages.hiddenAt)),
        )
        .returning({ id: messages.id });
      return changed.length > 0;
    },

    /** Reported messages not hidden yet (the admin's overview and section count). */
    async openCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${messageReports.messageId})::int` })
        .from(messageReports)
        .innerJoin(messages, eq(messages.id, messageReports.messageId))
        .where(isNull(messages.hiddenAt));
      return row?.n ?? 0;
    },
  };
}
