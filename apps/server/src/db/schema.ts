import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { LIMITS } from '@orchim/shared';

/**
 * The database schema. PostgreSQL 15 (production) and PGlite (PostgreSQL 18) both run the generated
 * migrations, so only features both have are used: gen_random_uuid() is built in since PostgreSQL 13.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Accounts. Shaped after GoTrue's auth.users so /auth/v1 can speak its protocol on top of it. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: LIMITS.email }).notNull(),
    encryptedPassword: text('encrypted_password'),
    userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
    appMetadata: jsonb('app_metadata').$type<Record<string, unknown>>().notNull().default({}),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    bannedUntil: timestamp('banned_until', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // Sign-in looks users up by email; storing it lower-case keeps one account per address.
    uniqueIndex('users_email_key').on(table.email),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

/** Messages from the contact form, kept for the admin. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: LIMITS.name }).notNull(),
    email: varchar('email', { length: LIMITS.email }).notNull(),
    subject: varchar('subject', { length: LIMITS.subject }).notNull(),
    message: varchar('message', { length: LIMITS.message }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    createdAt: timestamps.createdAt,
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  // The admin inbox lists the newest first.
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt.desc())],
);

/** One row per counted request of a rate-limited action (see src/lib/rate-limiter.ts). */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: varchar('bucket', { length: 64 }).notNull(),
    key: varchar('key', { length: 256 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Counting and pruning one sender's window.
    index('rate_limit_events_bucket_key_created_at_idx').on(table.bucket, table.key, table.createdAt),
    // Sweeping a whole bucket's expired rows.
    index('rate_limit_events_bucket_created_at_idx').on(table.bucket, table.createdAt),
  ],
);

/** Seeders that have run, so each runs once per database (see src/db/seed). */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
