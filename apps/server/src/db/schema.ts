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

/**
 * Signed-in sessions (GoTrue's auth.sessions). An access token names its session, and is refused once
 * the row is gone: ending a session (sign-out, a password change, refresh-token reuse) is deleting it.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** How the user proved who they are, for the token's amr claim: 'password', or 'otp' (a mailed link). */
    authMethod: varchar('auth_method', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // Signing out everywhere, or everywhere else, finds a user's sessions.
    index('sessions_user_id_idx').on(table.userId),
    check('sessions_auth_method', sql`${table.authMethod} in ('password', 'otp')`),
  ],
);

/**
 * Refresh tokens, rotated on every use: each refresh revokes the token presented and issues its child
 * in the same session (the token family). Only a SHA-256 hash of each token is kept. A revoked token
 * also keeps its child sealed under a key derived from the revoked token itself (src/auth/opaque-tokens.ts):
 * whoever presents it again can get that same child back during the reuse grace, and nobody else can.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    sealedChild: text('sealed_child'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // A refresh looks the presented token up by its hash.
    uniqueIndex('refresh_tokens_token_hash_key').on(table.tokenHash),
    // The session's active token; a session has at most one.
    uniqueIndex('refresh_tokens_active_key')
      .on(table.sessionId)
      .where(sql`${table.revokedAt} is null`),
    // Ending a session deletes all of its tokens (the cascade).
    index('refresh_tokens_session_id_idx').on(table.sessionId),
  ],
);

/**
 * Password-recovery links (GoTrue's recovery_token): one per user, the newest mail's, stored hashed.
 * Using one deletes it, and it expires an hour after it was sent.
 */
export const recoveryTokens = pgTable(
  'recovery_tokens',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // The link is looked up by its token's hash.
  (table) => [uniqueIndex('recovery_tokens_token_hash_key').on(table.tokenHash)],
);

/** Mail written instead of sent when no SMTP_URL is set: the embedded default's inbox, read by the admin. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to: varchar('to', { length: LIMITS.email }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The admin reads the newest first, for one address or all.
  (table) => [
    index('outbox_to_created_at_idx').on(table.to, table.createdAt.desc()),
    index('outbox_created_at_idx').on(table.createdAt.desc()),
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
