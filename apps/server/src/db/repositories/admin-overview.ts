import {
  BOOKING_KINDS,
  BOOKING_STATUSES,
  HOST_LISTING_KINDS,
  LISTING_STATUSES,
  todayInNewYork,
  type AdminOverview,
  type HostListingKind,
} from '@orchim/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../client';
import { rowsOf } from '../migrate';
import { LISTING_TABLE_NAMES } from './admin-listings';
import { adminReportsRepository } from './admin-reports';

/** How many months the revenue covers, the current one included. */
export const REVENUE_MONTHS = 12;

/** `YYYY-MM` months, oldest first: the `count` months ending with `last`. */
export function monthsEndingWith(last: string, count: number): string[] {
  const [year, month] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1));
    return date.toISOString().slice(0, 7);
  });
}

/** One month's money in one currency; sums come back as text (bigint) from node-postgres, numbers from PGlite. */
interface RevenueRow {
  month: string;
  currency: string;
  total: string | number;
  n: number;
  paid_online: string | number;
  on_arrival: string | number;
  refunded: string | number;
}

/** Every key of `keys` with its count from `rows` (zero when missing). */
const countsOf = <Key extends string>(keys: readonly Key[], found: Map<string, number>) =>
  Object.fromEntries(keys.map((key) => [key, found.get(key) ?? 0])) as Record<Key, number>;

/** The admin's dashboard: counts across the site, each a scan of one table (the admin reads it rarely). */
export function adminOverviewRepository(db: Queryable) {
  const rows = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));

  return {
    async overview(now: Date): Promise<AdminOverview> {
      const months = monthsEndingWith(todayInNewYork(now).slice(0, 7), REVENUE_MONTHS);
      const [people, listings, bookingCounts, revenue, failedRefunds, unread, openReports] =
        await Promise.all([
          rows<Record<string, number>>(sql`
          select count(*)::int as total,
            count(*) filter (where not coalesce(user_metadata->>'user_type' = 'host', false))::int as guests,
            count(*) filter (where user_metadata->>'user_type' = 'host')::int as hosts,
            count(*) filter (where jsonb_typeof(app_metadata->'roles') = 'array'
              and app_metadata->'roles' @> '["admin"]'::jsonb)::int as admins,
            count(*) filter (where banned_until > ${now})::int as disabled,
            count(*) filter (where user_metadata->>'user_type' = 'host'
              and app_metadata->>'host_status' = 'approved')::int as approved,
            count(*) filter (where user_metadata->>'user_type' = 'host'
              and app_metadata->>'host_status' = 'rejected')::int as rejected
          from users`),
          rows<{ kind: HostListingKind; status: string; n: number }>(
            sql.join(
              HOST_LISTING_KINDS.map(
                (kind) => sql`select ${kind}::text as kind, status, count(*)::int as n
                from ${sql.identifier(LISTING_TABLE_NAMES[kind])} group by status`,
              ),
              sql` union all `,
            ),
          ),
          rows<{ kind: string; status: string; n: number }>(
            sql`select kind, status, count(*)::int as n from bookings group by kind, status`,
          ),
          // Months as New York reads them, from the first instant of the oldest month there
          // (bookings_created_at_idx), each booking with its payment and refund by their booking's key
          // (payments primary key, refunds_booking_id_key). Every sum is of one month's bookings, whatever
          // became of them since: a payment and its refund count in the month of their booking.
          rows<RevenueRow>(sql`
          select to_char(b.created_at at time zone 'America/New_York', 'YYYY-MM') as month, b.currency,
            coalesce(sum(b.total_cents) filter (where b.status = 'confirmed'), 0)::bigint as total,
            count(*) filter (where b.status = 'confirmed')::int as n,
            coalesce(sum(p.amount_cents) filter (where p.status = 'paid'), 0)::bigint as paid_online,
            coalesce(sum(b.total_cents) filter (
              where b.status = 'confirmed' and b.payment_method = 'on_arrival'), 0)::bigint as on_arrival,
            coalesce(sum(r.amount_cents) filter (where r.status = 'succeeded'), 0)::bigint as refunded
          from bookings b
          left join payments p on p.booking_id = b.id
          left join refunds r on r.booking_id = b.id
          where b.created_at >= (${`${months[0]}-01`}::date::timestamp at time zone 'America/New_York')
          group by 1, 2`),
          // Few at any time: refunds_next_attempt_at_idx holds only those Stripe has not accepted.
          rows<{ n: number }>(sql`select count(*)::int as n from refunds where status = 'failed'`),
          rows<{ n: number }>(sql`select count(*)::int as n from contact_messages where read_at is null`),
          adminReportsRepository(db).openCount(),
        ]);

      const user = people[0] ?? {};
      const hosts = user.hosts ?? 0;
      const approved = user.approved ?? 0;
      const rejected = user.rejected ?? 0;
      // Every month of every currency booked in the window (dollars when nothing was), zeros included.
      const currencies = [...new Set(revenue.map((row) => row.currency))].sort();
      const byMonth = new Map(revenue.map((row) => [`${row.month} ${row.currency}`, row]));
      return {
        users: {
          total: user.total ?? 0,
          guests: user.guests ?? 0,
          hosts,
          admins: user.admins ?? 0,
          disabled: user.disabled ?? 0,
        },
        // A host without a known status is pending, as hostStatusOf reads it.
        hosts: { pending: hosts - approved - rejected, approved, rejected },
        listings: HOST_LISTING_KINDS.map((kind) => ({
          kind,
          counts: countsOf(
            LISTING_STATUSES,
            new Map(listings.filter((row) => row.kind === kind).map((row) => [row.status, row.n])),
          ),
        })),
        bookings: BOOKING_KINDS.map((kind) => ({
          kind,
          counts: countsOf(
            BOOKING_STATUSES,
            new Map(bookingCounts.filter((row) => row.kind === kind).map((row) => [row.status, row.n])),
          ),
        })),
        revenue: months.flatMap((month) =>
          (currencies.length > 0 ? currencies : ['USD']).map((currency) => {
            const found = byMonth.get(`${month} ${currency}`);
            return {
              month,
              currency,
              totalCents: Number(found?.total ?? 0),
              bookings: found?.n ?? 0,
              paidOnlineCents: Number(found?.paid_online ?? 0),
              onArrivalCents: Number(found?.on_arrival ?? 0),
              refundedCents: Number(found?.refunded ?? 0),
            };
          }),
        ),
        failedRefunds: failedRefunds[0]?.n ?? 0,
        unreadMessages: unread[0]?.n ?? 0,
        openReports,
      };
    },
  };
}
