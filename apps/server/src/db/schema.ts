import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  type ExtraConfigColumn,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  ACCESSIBILITY_FEATURES,
  AIRPORTS,
  DIETARY_OPTIONS,
  HOST_LISTING_KINDS,
  KOSHER_STANDARDS,
  LIMITS,
  LISTING_STATUSES,
  MEAL_LIMITS,
  MEAL_STATUSES,
  MEAL_TYPES,
  NEIGHBOURHOODS,
  OHEL_LISTING_KINDS,
  BOOKING_STATUSES,
  DEFAULT_PAYMENT_MEANS,
  PAYMENT_MEANS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
  ADMIN_ACTIONS,
  AUDIT_TARGET_TYPES,
  OHEL_LISTING_STATUSES,
  PRICING_MODELS,
  SERVICE_TYPES,
  STAY_LIMITS,
  STAY_REQUIRED_STEPS,
  STAY_CANCELLATION_POLICIES,
  STAY_STATUSES,
  TABLE_LANGUAGES,
  TRANSPORT_LIMITS,
  TRANSPORT_STATUSES,
  VEHICLE_TYPES,
  VISIT_LIMITS,
  type AccessibilityFeature,
  type HostListingKind,
  type Airport,
  type Amenity,
  type CancellationPolicy,
  type DietaryOption,
  type JewishFeature,
  type Language,
  type ListingStatus,
  type MealType,
  type Neighbourhood,
  type PaymentMean,
  type PaymentMethod,
  type PaymentStatus,
  type RefundStatus,
  type StayCancellationPolicy,
  type StayFormStep,
  type TableLanguage,
} from '@orchim/shared';
import type { MailAttachment } from '../mail/mail';
import {
  CONVERSATION_ROLES,
  MESSAGE_LIMITS,
  type ConversationRole,
} from '@orchim/shared/conversation-vocabulary';

/**
 * The database schema. PostgreSQL 15 (production) and PGlite (PostgreSQL 18) both run the generated
 * migrations, so only features both have are used: gen_random_uuid() is built in since PostgreSQL 13.
 */

/** A vocabulary as SQL literals, for CHECK constraints: ('a', 'b'). */
const literals = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`);
/** The same as a text[] literal, for array containment: array['a', 'b']::text[]. */
const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]::text[]`);
const num = (value: number) => sql.raw(String(value));

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
    /** A host's accepted means of payment on arrival (issue 25): at least one, each once. */
    paymentMeans: text('payment_means')
      .array()
      .$type<PaymentMean[]>()
      .notNull()
      .default(textArray(DEFAULT_PAYMENT_MEANS)),
    ...timestamps,
  },
  (table) => [
    // Sign-in looks users up by email; storing it lower-case keeps one account per address.
    uniqueIndex('users_email_key').on(table.email),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check(
      'users_payment_means',
      sql`cardinality(${table.paymentMeans}) >= 1 and ${table.paymentMeans} <@ ${textArray(PAYMENT_MEANS)}`,
    ),
    // The admin's list of accounts, newest first, and of disabled ones (few).
    index('users_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('users_banned_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.bannedUntil} is not null`),
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
    /** Files sent with the mail (a booking's receipt), their content as text. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
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
  (table) => [
    // The admin inbox lists the newest first, and the unread ones (a few, counted on the overview).
    index('contact_messages_created_at_idx').on(table.createdAt.desc()),
    index('contact_messages_unread_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.readAt} is null`),
  ],
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

/**
 * An admin's suspension of a listing (issue 7): the status it goes back to when restored, and why it
 * was suspended (mailed to the host, shown in the admin area). Both are set by the admin's suspend and
 * cleared by restore.
 */
const suspension = {
  suspendedFrom: varchar('suspended_from', { length: 16 }).$type<ListingStatus>(),
  suspendedReason: varchar('suspended_reason', { length: 500 }),
};

/**
 * What every listing table adds for the admin area: the remembered status is a real one, and the
 * admin's list (newest first, of one status or all) and the overview's counts by status have indexes.
 */
/** A suspended listing goes back to what it was: draft, published or archived. */
const SUSPENDABLE_STATUSES = LISTING_STATUSES.filter((status) => status !== 'suspended');

const adminListingRules = (
  name: string,
  table: { status: ExtraConfigColumn; suspendedFrom: ExtraConfigColumn; createdAt: ExtraConfigColumn },
) => [
  check(
    `${name}_suspended_from`,
    sql`${table.suspendedFrom} is null or ${table.suspendedFrom} in ${literals(SUSPENDABLE_STATUSES)}`,
  ),
  index(`${name}_created_at_idx`).on(table.createdAt.desc()),
  index(`${name}_status_created_at_idx`).on(table.status, table.createdAt.desc()),
];

// ---- Stays (issue 4) ----------------------------------------------------------------------------------

/** A host's own translation of a listing's text, per language (the listing's own columns are its original). */
export type Translations<Field extends string> = Partial<Record<Language, Partial<Record<Field, string>>>>;
export type ListingTranslations = Translations<'title' | 'area' | 'description' | 'houseRules'>;
export type MealTranslations = Translations<'title' | 'area' | 'familyDescription' | 'description'>;
export type TransportTranslations = Translations<'title' | 'description'>;
export type OhelTranslations = Translations<'title' | 'description' | 'details'>;

/**
 * Where a stay is: Crown Heights (a walk from 770), or Cambria Heights by the Ohel. Only Crown Heights
 * stays are in the /stays search; the others are shown on /ohel (docs/decisions/009-meals-rides-ohel.md).
 */

/** PostgreSQL's daterange, as the '[start,end)' text it prints. Only the calendar table uses it. */
const daterange = customType<{ data: string }>({ dataType: () => 'daterange' });

/**
 * Places to stay. Money in integer cents; `walk_minutes_to_770` is computed from the coordinates when the
 * stay is saved (walkingMinutesTo770 in @orchim/shared). `rating_average` and `review_count` summarise
 * the visible reviews and `recommended_score` ranks the "recommended" sort; the reviews repository keeps
 * the three up to date.
 */
export const stays = pgTable(
  'stays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    title: varchar('title', { length: STAY_LIMITS.title }).notNull(),
    area: varchar('area', { length: STAY_LIMITS.area }).notNull(),
    address: varchar('address', { length: STAY_LIMITS.address }).notNull(),
    description: text('description').notNull(),
    houseRules: text('house_rules').notNull().default(''),
    translations: jsonb('translations').$type<ListingTranslations>().notNull().default({}),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    walkMinutesTo770: smallint('walk_minutes_to_770').notNull(),
    propertyType: varchar('property_type', { length: 32 }).notNull(),
    bedrooms: smallint('bedrooms').notNull(),
    beds: smallint('beds').notNull(),
    baths: smallint('baths').notNull(),
    maxGuests: smallint('max_guests').notNull(),
    pricePerNightCents: integer('price_per_night_cents').notNull(),
    cleaningFeeCents: integer('cleaning_fee_cents').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    minimumNights: smallint('minimum_nights').notNull().default(1),
    checkInTime: varchar('check_in_time', { length: 5 }).notNull().default('15:00'),
    checkOutTime: varchar('check_out_time', { length: 5 }).notNull().default('11:00'),
    /** What a guest who cancels gets back (cancellation-policy.ts in @orchim/shared); bookings copy it. */
    cancellationPolicy: text('cancellation_policy')
      .$type<StayCancellationPolicy>()
      .notNull()
      .default('flexible'),
    amenities: text('amenities')
      .array()
      .$type<Amenity[]>()
      .notNull()
      .default(sql`'{}'`),
    jewishFeatures: text('jewish_features')
      .array()
      .$type<JewishFeature[]>()
      .notNull()
      .default(sql`'{}'`),
    kosherStandard: varchar('kosher_standard', { length: 32 }),
    mikvahWalkMinutes: smallint('mikvah_walk_minutes'),
    neighbourhood: varchar('neighbourhood', { length: 32 })
      .$type<Neighbourhood>()
      .notNull()
      .default('crown_heights'),
    ratingAverage: real('rating_average'),
    reviewCount: integer('review_count').notNull().default(0),
    // A stay without reviews ranks at the prior (PRIOR_RATING in repositories/stay-ratings.ts), as
    // refreshStayRatings would rank it, also before that first runs.
    recommendedScore: real('recommended_score').notNull().default(4),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...suspension,
    /**
     * The steps of the host's form saved so far (STAY_FORM_STEPS). A stay made any other way (the demo
     * data, tests) is complete. Publishing needs STAY_REQUIRED_STEPS, which the CHECK holds too.
     */
    setupSteps: text('setup_steps')
      .array()
      .$type<StayFormStep[]>()
      .notNull()
      .default(textArray(STAY_REQUIRED_STEPS)),
    ...timestamps,
  },
  (table) => [
    check(
      'stays_published_complete',
      sql`${table.status} <> 'published' or ${table.setupSteps} @> ${textArray(STAY_REQUIRED_STEPS)}`,
    ),
    check('stays_status', sql`${table.status} in ${literals(STAY_STATUSES)}`),
    check('stays_rooms', sql`${table.bedrooms} >= 0 and ${table.beds} >= 1 and ${table.baths} >= 0`),
    check(
      'stays_max_guests',
      sql`${table.maxGuests} between 1 and ${sql.raw(String(STAY_LIMITS.maxGuests))}`,
    ),
    check(
      'stays_money',
      sql`${table.pricePerNightCents} > 0 and ${table.cleaningFeeCents} >= 0 and ${table.pricePerNightCents} <= ${sql.raw(String(STAY_LIMITS.maxPriceCents))}`,
    ),
    check(
      'stays_minimum_nights',
      sql`${table.minimumNights} between 1 and ${sql.raw(String(STAY_LIMITS.maxNights))}`,
    ),
    // A kosher kitchen always says how it is kept.
    check(
      'stays_kosher_standard',
      sql`(${table.kosherStandard} is not null) = ('kosher_kitchen' = any(${table.jewishFeatures}))`,
    ),
    check('stays_neighbourhood', sql`${table.neighbourhood} in ${literals(NEIGHBOURHOODS)}`),
    check(
      'stays_cancellation_policy',
      sql`${table.cancellationPolicy} in ${literals(STAY_CANCELLATION_POLICIES)}`,
    ),
    // The host's listings page.
    index('stays_host_id_idx').on(table.hostId),
    ...adminListingRules('stays', table),
  ],
);

/** A stay's photos, in order: position 0 is the cover, and positions stop at 9 (ten images at most). */
export const stayImages = pgTable(
  'stay_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stayId: uuid('stay_id')
      .notNull()
      .references(() => stays.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    src: text('src').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: varchar('alt', { length: STAY_LIMITS.imageAlt }).notNull().default(''),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    uniqueIndex('stay_images_stay_id_position_key').on(table.stayId, table.position),
    check(
      'stay_images_position',
      sql`${table.position} between 0 and ${sql.raw(String(STAY_LIMITS.images - 1))}`,
    ),
  ],
);

// ---- Meals, rides and the Ohel (issue 5; docs/decisions/009-meals-rides-ohel.md) ----------------------

/** 'HH:MM', 00:00 to 23:59. */
const CLOCK_TIME = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/**
 * Shabbos and Yom Tov meals a family offers. The address is only given in a confirmed booking. The meal
 * days are computed (src/lib/jewish-calendar.ts), not stored: an offer holds the meal types it serves,
 * the period it runs and the dates it is closed (meal_closed_dates).
 */
export const mealOffers = pgTable(
  'meal_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    title: varchar('title', { length: STAY_LIMITS.title }).notNull(),
    area: varchar('area', { length: STAY_LIMITS.area }).notNull(),
    address: varchar('address', { length: STAY_LIMITS.address }).notNull(),
    familyDescription: text('family_description').notNull().default(''),
    description: text('description').notNull(),
    translations: jsonb('translations').$type<MealTranslations>().notNull().default({}),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    walkMinutesTo770: smallint('walk_minutes_to_770').notNull(),
    mealTypes: text('meal_types').array().$type<MealType[]>().notNull(),
    /** Per guest; 0 is a free meal. */
    pricePerGuestCents: integer('price_per_guest_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    seatsPerMeal: smallint('seats_per_meal').notNull(),
    // Every meal offered is kosher, so the standard is required.
    kosherStandard: varchar('kosher_standard', { length: 32 }).notNull(),
    dietaryOptions: text('dietary_options')
      .array()
      .$type<DietaryOption[]>()
      .notNull()
      .default(sql`'{}'`),
    tableLanguages: text('table_languages').array().$type<TableLanguage[]>().notNull(),
    childrenWelcome: boolean('children_welcome').notNull().default(true),
    accessibility: text('accessibility')
      .array()
      .$type<AccessibilityFeature[]>()
      .notNull()
      .default(sql`'{}'`),
    offeredFrom: date('offered_from').notNull(),
    /** Null: until further notice. */
    offeredUntil: date('offered_until'),
    ratingAverage: real('rating_average'),
    reviewCount: integer('review_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...suspension,
    ...timestamps,
  },
  (table) => [
    check('meal_offers_status', sql`${table.status} in ${literals(MEAL_STATUSES)}`),
    check(
      'meal_offers_meal_types',
      sql`cardinality(${table.mealTypes}) >= 1 and ${table.mealTypes} <@ ${textArray(MEAL_TYPES)}`,
    ),
    check(
      'meal_offers_price',
      sql`${table.pricePerGuestCents} between 0 and ${num(MEAL_LIMITS.maxPriceCents)}`,
    ),
    check('meal_offers_seats', sql`${table.seatsPerMeal} between 1 and ${num(MEAL_LIMITS.maxSeats)}`),
    check('meal_offers_kosher_standard', sql`${table.kosherStandard} in ${literals(KOSHER_STANDARDS)}`),
    check('meal_offers_dietary_options', sql`${table.dietaryOptions} <@ ${textArray(DIETARY_OPTIONS)}`),
    check(
      'meal_offers_table_languages',
      sql`cardinality(${table.tableLanguages}) >= 1 and ${table.tableLanguages} <@ ${textArray(TABLE_LANGUAGES)}`,
    ),
    check('meal_offers_accessibility', sql`${table.accessibility} <@ ${textArray(ACCESSIBILITY_FEATURES)}`),
    check(
      'meal_offers_period',
      sql`${table.offeredUntil} is null or ${table.offeredUntil} >= ${table.offeredFrom}`,
    ),
    // The host's listings page.
    index('meal_offers_host_id_idx').on(table.hostId),
    ...adminListingRules('meal_offers', table),
    // The public list reads published offers only.
    index('meal_offers_published_idx')
      .on(table.publishedAt.desc())
      .where(sql`${table.status} = 'published'`),
  ],
);

/** Dates a family does not host, within its offer's period. */
export const mealClosedDates = pgTable(
  'meal_closed_dates',
  {
    mealOfferId: uuid('meal_offer_id')
      .notNull()
      .references(() => mealOffers.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
  },
  (table) => [primaryKey({ columns: [table.mealOfferId, table.date] })],
);

/**
 * The seat counter of one meal on one day, made by its first booking with the offer's seats_per_meal.
 * Bookings take seats with a conditional UPDATE; the CHECK is the backstop that makes overselling
 * impossible whatever the application does (SQLSTATE 23514). A meal booking points at its sitting.
 */
export const mealSittings = pgTable(
  'meal_sittings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mealOfferId: uuid('meal_offer_id')
      .notNull()
      .references(() => mealOffers.id, { onDelete: 'restrict' }),
    date: date('date').notNull(),
    mealType: varchar('meal_type', { length: 24 }).$type<MealType>().notNull(),
    seats: smallint('seats').notNull(),
    seatsTaken: smallint('seats_taken').notNull().default(0),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    // A constraint, not just an index: bookings' composite foreign key references it.
    unique('meal_sittings_meal_offer_id_date_meal_type_key').on(
      table.mealOfferId,
      table.date,
      table.mealType,
    ),
    check('meal_sittings_meal_type', sql`${table.mealType} in ${literals(MEAL_TYPES)}`),
    check(
      'meal_sittings_seats',
      sql`${table.seats} >= 1 and ${table.seatsTaken} between 0 and ${table.seats}`,
    ),
  ],
);

/**
 * Rides a provider offers: airport transfers, rides to the Ohel, hourly and intercity service. Service
 * hours are New York clock times; start = end is around the clock, end < start runs past midnight.
 * trip_minutes lets a ride be refused when it would end after candle lighting.
 */
export const transportServices = pgTable(
  'transport_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    providerName: varchar('provider_name', { length: TRANSPORT_LIMITS.providerName }).notNull(),
    title: varchar('title', { length: STAY_LIMITS.title }).notNull(),
    description: text('description').notNull(),
    translations: jsonb('translations').$type<TransportTranslations>().notNull().default({}),
    serviceType: varchar('service_type', { length: 32 }).notNull(),
    airports: text('airports')
      .array()
      .$type<Airport[]>()
      .notNull()
      .default(sql`'{}'`),
    vehicleType: varchar('vehicle_type', { length: 16 }).notNull(),
    maxPassengers: smallint('max_passengers').notNull(),
    maxLuggage: smallint('max_luggage').notNull(),
    /** The fleet; the ride_fleet trigger (drizzle/0014_ride_fleet.sql) keeps bookings within it. */
    vehicles: smallint('vehicles').notNull().default(1),
    pricingModel: varchar('pricing_model', { length: 16 }).notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    serviceStart: varchar('service_start', { length: 5 }).notNull().default('00:00'),
    serviceEnd: varchar('service_end', { length: 5 }).notNull().default('00:00'),
    tripMinutes: smallint('trip_minutes').notNull(),
    defaultPickup: varchar('default_pickup', { length: TRANSPORT_LIMITS.place }).notNull().default(''),
    defaultDestination: varchar('default_destination', { length: TRANSPORT_LIMITS.place })
      .notNull()
      .default(''),
    ratingAverage: real('rating_average'),
    reviewCount: integer('review_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...suspension,
    ...timestamps,
  },
  (table) => [
    check('transport_services_status', sql`${table.status} in ${literals(TRANSPORT_STATUSES)}`),
    check('transport_services_service_type', sql`${table.serviceType} in ${literals(SERVICE_TYPES)}`),
    // An airport transfer names the airports it serves.
    check(
      'transport_services_airports',
      sql`${table.airports} <@ ${textArray(AIRPORTS)} and (${table.serviceType} <> 'airport_transfer' or cardinality(${table.airports}) >= 1)`,
    ),
    check('transport_services_vehicle_type', sql`${table.vehicleType} in ${literals(VEHICLE_TYPES)}`),
    check(
      'transport_services_capacity',
      sql`${table.maxPassengers} between 1 and ${num(TRANSPORT_LIMITS.maxPassengers)} and ${table.maxLuggage} between 0 and ${num(TRANSPORT_LIMITS.maxLuggage)}`,
    ),
    check(
      'transport_services_vehicles',
      sql`${table.vehicles} between 1 and ${num(TRANSPORT_LIMITS.vehicles)}`,
    ),
    check('transport_services_pricing_model', sql`${table.pricingModel} in ${literals(PRICING_MODELS)}`),
    check(
      'transport_services_price',
      sql`${table.priceCents} > 0 and ${table.priceCents} <= ${num(TRANSPORT_LIMITS.maxPriceCents)}`,
    ),
    check(
      'transport_services_hours',
      sql`${table.serviceStart} ~ ${sql.raw(`'${CLOCK_TIME}'`)} and ${table.serviceEnd} ~ ${sql.raw(`'${CLOCK_TIME}'`)}`,
    ),
    check(
      'transport_services_trip_minutes',
      sql`${table.tripMinutes} between ${num(TRANSPORT_LIMITS.tripMinutes[0])} and ${num(TRANSPORT_LIMITS.tripMinutes[1])}`,
    ),
    index('transport_services_host_id_idx').on(table.hostId),
    ...adminListingRules('transport_services', table),
    index('transport_services_published_idx')
      .on(table.publishedAt.desc())
      .where(sql`${table.status} = 'published'`),
  ],
);

/**
 * What /ohel lists. A shuttle or a ride is booked as a ride of its transport service, a stay as that
 * stay (a stays row in Cambria Heights); a guided visit may name a transport service that books it, or
 * nothing (then it is shown with a price from and a contact).
 */
export const ohelListings = pgTable(
  'ohel_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    kind: varchar('kind', { length: 16 }).notNull(),
    title: varchar('title', { length: STAY_LIMITS.title }).notNull(),
    description: text('description').notNull(),
    /** Schedule, what is included. */
    details: text('details').notNull().default(''),
    translations: jsonb('translations').$type<OhelTranslations>().notNull().default({}),
    transportServiceId: uuid('transport_service_id').references(() => transportServices.id, {
      onDelete: 'restrict',
    }),
    stayId: uuid('stay_id').references(() => stays.id, { onDelete: 'restrict' }),
    /** Shown for what is not booked here (a guided visit without a service). */
    priceFromCents: integer('price_from_cents'),
    ratingAverage: real('rating_average'),
    reviewCount: integer('review_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...suspension,
    ...timestamps,
  },
  (table) => [
    check('ohel_listings_status', sql`${table.status} in ${literals(OHEL_LISTING_STATUSES)}`),
    check('ohel_listings_kind', sql`${table.kind} in ${literals(OHEL_LISTING_KINDS)}`),
    check(
      'ohel_listings_link',
      sql`(${table.kind} in ('shuttle', 'ride') and ${table.transportServiceId} is not null and ${table.stayId} is null)
        or (${table.kind} = 'stay' and ${table.stayId} is not null and ${table.transportServiceId} is null)
        or (${table.kind} = 'guided_visit' and ${table.stayId} is null)`,
    ),
    check('ohel_listings_price_from', sql`${table.priceFromCents} is null or ${table.priceFromCents} >= 0`),
    index('ohel_listings_host_id_idx').on(table.hostId),
    ...adminListingRules('ohel_listings', table),
    // What offers a stay or a service (the host's overview; the foreign keys' checks on delete).
    index('ohel_listings_stay_id_idx').on(table.stayId),
    index('ohel_listings_transport_service_id_idx').on(table.transportServiceId),
    index('ohel_listings_published_idx')
      .on(table.publishedAt.desc())
      .where(sql`${table.status} = 'published'`),
  ],
);

/**
 * Photos of meals, transport services and Ohel listings, as stay_images (which stays apart for the stay
 * catalogue's triggers): exactly one parent, position 0 is the cover, ten at most.
 */
export const listingImages = pgTable(
  'listing_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mealOfferId: uuid('meal_offer_id').references(() => mealOffers.id, { onDelete: 'cascade' }),
    transportServiceId: uuid('transport_service_id').references(() => transportServices.id, {
      onDelete: 'cascade',
    }),
    ohelListingId: uuid('ohel_listing_id').references(() => ohelListings.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    src: text('src').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: varchar('alt', { length: STAY_LIMITS.imageAlt }).notNull().default(''),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    check(
      'listing_images_one_parent',
      sql`num_nonnulls(${table.mealOfferId}, ${table.transportServiceId}, ${table.ohelListingId}) = 1`,
    ),
    check('listing_images_position', sql`${table.position} between 0 and ${num(STAY_LIMITS.images - 1)}`),
    uniqueIndex('listing_images_meal_offer_id_position_key').on(table.mealOfferId, table.position),
    uniqueIndex('listing_images_transport_service_id_position_key').on(
      table.transportServiceId,
      table.position,
    ),
    uniqueIndex('listing_images_ohel_listing_id_position_key').on(table.ohelListingId, table.position),
  ],
);

/**
 * People's accounts of a listing (reading in issue 4, writing in issue 7): of exactly one stay, meal
 * offer, transport service or Ohel listing, each backed by an ended booking of it by the author, one
 * review per booking (decision 022). A hidden review (by the admin) counts for nothing.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stayId: uuid('stay_id').references(() => stays.id, { onDelete: 'cascade' }),
    mealOfferId: uuid('meal_offer_id').references(() => mealOffers.id, { onDelete: 'cascade' }),
    transportServiceId: uuid('transport_service_id').references(() => transportServices.id, {
      onDelete: 'cascade',
    }),
    ohelListingId: uuid('ohel_listing_id').references(() => ohelListings.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The booking the review is of: the author's, of this listing, ended and not cancelled when the review
     * was written. Bookings are kept for good (an account's deletion only clears guest_id), so restrict.
     */
    bookingId: uuid('booking_id')
      .notNull()
      .references((): AnyPgColumn => bookings.id, { onDelete: 'restrict' }),
    /** First name and initial ("Sarah C."), cut from the account's name when the review is written. */
    authorName: varchar('author_name', { length: LIMITS.name }).notNull(),
    rating: smallint('rating').notNull(),
    text: varchar('text', { length: LIMITS.message }).notNull(),
    /** A booking backs the review: always true since decision 022 (kept for the readers' badge). */
    verified: boolean('verified').notNull().default(false),
    /** The host's one answer, shown under the review. */
    hostReply: varchar('host_reply', { length: LIMITS.message }),
    hostRepliedAt: timestamp('host_replied_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    check('reviews_rating', sql`${table.rating} between 1 and 5`),
    // A reply always says when it was written.
    check('reviews_host_reply', sql`(${table.hostReply} is null) = (${table.hostRepliedAt} is null)`),
    check(
      'reviews_one_target',
      sql`num_nonnulls(${table.stayId}, ${table.mealOfferId}, ${table.transportServiceId}, ${table.ohelListingId}) = 1`,
    ),
    // One review per booking (so a person with two ended bookings of a listing may write two).
    uniqueIndex('reviews_booking_id_key').on(table.bookingId),
    // A listing's reviews newest first.
    index('reviews_stay_id_created_at_idx').on(table.stayId, table.createdAt.desc()),
    index('reviews_meal_offer_id_created_at_idx').on(table.mealOfferId, table.createdAt.desc()),
    index('reviews_transport_service_id_created_at_idx').on(table.transportServiceId, table.createdAt.desc()),
    index('reviews_ohel_listing_id_created_at_idx').on(table.ohelListingId, table.createdAt.desc()),
    // A person's reviews (their account's detail; deleting an account sets author_id null through it).
    index('reviews_author_id_idx').on(table.authorId),
    // The admin's list of all reviews, newest first, and of hidden ones.
    index('reviews_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('reviews_hidden_created_at_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.hiddenAt} is not null`),
  ],
);

/**
 * Bookings of every kind (decision 007): stays, meals and rides (an Ohel visit is booked as a ride or a
 * stay, ohel_listing_id saying where it was booked from), each with its own columns and CHECKs, the
 * guest's details and the price as it was quoted. The guest may later delete their account: the booking
 * stays for the host's records (guest_id set null).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: varchar('reference', { length: 12 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('confirmed'),
    guestId: uuid('guest_id').references(() => users.id, { onDelete: 'set null' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    stayId: uuid('stay_id').references(() => stays.id, { onDelete: 'restrict' }),
    checkIn: date('check_in'),
    checkOut: date('check_out'),
    mealOfferId: uuid('meal_offer_id').references(() => mealOffers.id, { onDelete: 'restrict' }),
    mealType: varchar('meal_type', { length: 24 }).$type<MealType>(),
    transportServiceId: uuid('transport_service_id').references(() => transportServices.id, {
      onDelete: 'restrict',
    }),
    ohelListingId: uuid('ohel_listing_id').references(() => ohelListings.id, { onDelete: 'restrict' }),
    /** The meal's day (the Shabbos or Yom Tov), or the ride's New York calendar day. */
    serviceDate: date('service_date'),
    pickupAt: timestamp('pickup_at', { withTimezone: true }),
    pickup: varchar('pickup', { length: TRANSPORT_LIMITS.place }),
    destination: varchar('destination', { length: TRANSPORT_LIMITS.place }),
    flightNumber: varchar('flight_number', { length: TRANSPORT_LIMITS.flightNumber }),
    luggage: smallint('luggage'),
    dietaryNeeds: varchar('dietary_needs', { length: MEAL_LIMITS.dietaryNeeds }).notNull().default(''),
    /** The first and last day of any kind, so lists and cancellation rules need not know the kinds. */
    startsOn: date('starts_on').generatedAlwaysAs(sql`coalesce(check_in, service_date)`),
    endsOn: date('ends_on').generatedAlwaysAs(sql`coalesce(check_out, service_date)`),
    firstName: varchar('first_name', { length: LIMITS.name }).notNull(),
    lastName: varchar('last_name', { length: LIMITS.name }).notNull(),
    email: varchar('email', { length: LIMITS.email }).notNull(),
    phone: varchar('phone', { length: 30 }).notNull(),
    numberOfGuests: smallint('number_of_guests').notNull(),
    specialRequests: varchar('special_requests', { length: STAY_LIMITS.specialRequests })
      .notNull()
      .default(''),
    currency: varchar('currency', { length: 3 }).notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: varchar('cancel_reason', { length: 500 }),
    /**
     * The policy the booking was made under (a stay's at that moment; 'meal', 'ride'), and when it begins
     * for it: a stay's check-in day at the stay's check-in time in New York, a meal's candle lighting, a
     * ride's pickup. Kept on the row so that a host who changes the stay's policy changes no booking.
     */
    cancellationPolicy: text('cancellation_policy').$type<CancellationPolicy>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** What the cancel gave back (percent of the total and cents), set with the cancel; null while it stands. */
    refundedPercent: integer('refunded_percent'),
    refundedCents: integer('refunded_cents'),
    /**
     * How it is paid (issue 25, docs/decisions/039-online-payment.md): on arrival, or online through Stripe,
     * as the server was configured when it was made. While an online payment is pending (status
     * pending_payment) the booking holds what it booked until hold_expires_at; the sweep then expires it.
     */
    paymentMethod: varchar('payment_method', { length: 16 })
      .$type<PaymentMethod>()
      .notNull()
      .default('on_arrival'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('bookings_reference_key').on(table.reference),
    check('bookings_kind', sql`${table.kind} in ('stay', 'meal', 'ride')`),
    check('bookings_status', sql`${table.status} in ${literals(BOOKING_STATUSES)}`),
    check('bookings_payment_method', sql`${table.paymentMethod} in ${literals(PAYMENT_METHODS)}`),
    // A booking awaiting its payment is an online one, and says until when it holds.
    check(
      'bookings_hold',
      sql`${table.status} <> 'pending_payment' or (${table.paymentMethod} = 'online' and ${table.holdExpiresAt} is not null)`,
    ),
    check(
      'bookings_stay_fields',
      sql`${table.kind} <> 'stay' or (${table.stayId} is not null and ${table.checkOut} > ${table.checkIn})`,
    ),
    check(
      'bookings_one_listing',
      sql`num_nonnulls(${table.stayId}, ${table.mealOfferId}, ${table.transportServiceId}) = 1`,
    ),
    check(
      'bookings_meal_fields',
      sql`${table.kind} <> 'meal' or (${table.mealOfferId} is not null and ${table.serviceDate} is not null and ${table.mealType} is not null)`,
    ),
    check(
      'bookings_ride_fields',
      sql`${table.kind} <> 'ride' or (${table.transportServiceId} is not null and ${table.serviceDate} is not null and ${table.pickupAt} is not null and ${table.pickup} is not null and ${table.pickup} <> '' and ${table.destination} is not null and ${table.destination} <> '' and ${table.luggage} is not null and ${table.luggage} >= 0)`,
    ),
    check('bookings_ohel_kind', sql`${table.ohelListingId} is null or ${table.kind} in ('stay', 'ride')`),
    // A meal booking always holds seats of a real sitting (the seat counter).
    foreignKey({
      name: 'bookings_meal_sitting_fk',
      columns: [table.mealOfferId, table.serviceDate, table.mealType],
      foreignColumns: [mealSittings.mealOfferId, mealSittings.date, mealSittings.mealType],
    }).onDelete('restrict'),
    check('bookings_guests', sql`${table.numberOfGuests} >= 1`),
    // A stay is under one of the policies its host picks from; a meal and a ride under their own. (An
    // unknown kind is bookings_kind's to refuse.)
    check(
      'bookings_cancellation_policy',
      sql`(${table.kind} <> 'stay' or ${table.cancellationPolicy} in ${literals(STAY_CANCELLATION_POLICIES)}) and (${table.kind} <> 'meal' or ${table.cancellationPolicy} = 'meal') and (${table.kind} <> 'ride' or ${table.cancellationPolicy} = 'ride')`,
    ),
    // A refund comes with a cancel, whole: its percent and cents together (a null would pass a CHECK that
    // only compares), the cents within the total.
    check(
      'bookings_refund',
      sql`(${table.refundedPercent} is null and ${table.refundedCents} is null) or (${table.status} = 'cancelled' and ${table.refundedPercent} is not null and ${table.refundedCents} is not null and ${table.refundedPercent} between 0 and 100 and ${table.refundedCents} between 0 and ${table.totalCents})`,
    ),
    check(
      'bookings_money',
      sql`${table.totalCents} >= 0 and ${table.unitPriceCents} >= 0 and ${table.feeCents} >= 0`,
    ),
    // "My bookings", newest first.
    index('bookings_guest_id_created_at_idx').on(table.guestId, table.createdAt.desc()),
    // Deleting an account sets cancelled_by to null in the bookings it cancelled (few: most are null).
    index('bookings_cancelled_by_idx')
      .on(table.cancelledBy)
      .where(sql`${table.cancelledBy} is not null`),
    // The host's bookings, newest first.
    index('bookings_host_id_created_at_idx').on(table.hostId, table.createdAt.desc()),
    index('bookings_stay_id_idx').on(table.stayId),
    // A sitting's bookings (and the composite foreign key), a service's and an Ohel listing's.
    index('bookings_meal_sitting_idx').on(table.mealOfferId, table.serviceDate, table.mealType),
    index('bookings_transport_service_id_idx').on(table.transportServiceId),
    // The rides of a service on the road around a pickup, which the ride_fleet trigger counts.
    index('bookings_ride_fleet_idx')
      .on(table.transportServiceId, table.pickupAt)
      .where(sql`${table.kind} = 'ride' and ${table.status} in ('pending_payment', 'confirmed')`),
    // The holds the sweep expires: only those awaiting payment (few at any time).
    index('bookings_hold_expires_at_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'pending_payment'`),
    index('bookings_ohel_listing_id_idx').on(table.ohelListingId),
    // The admin overview's revenue of the last months.
    index('bookings_created_at_idx').on(table.createdAt),
    // The admin's booking search (a substring, any case): trigram indexes (pg_trgm, db/client.ts) on
    // the reference, the guest's email and the guest's name as booked.
    index('bookings_reference_trgm_idx').using('gin', table.reference.op('gin_trgm_ops')),
    index('bookings_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
    index('bookings_guest_name_trgm_idx').using(
      'gin',
      sql`(${table.firstName} || ' ' || ${table.lastName}) gin_trgm_ops`,
    ),
  ],
);

/**
 * A stay's calendar: every range of nights that is not free, from a confirmed booking or blocked by the
 * host. The exclusion constraint in the migration (stay_reservations_no_overlap: same stay, overlapping
 * ranges) makes a double booking impossible in the database itself: of two bookings racing for the same
 * nights, the second insert fails with SQLSTATE 23P01 whatever the application checked before. A
 * cancelled booking gives its nights back by deleting its row.
 */
export const stayReservations = pgTable(
  'stay_reservations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    stayId: uuid('stay_id')
      .notNull()
      .references(() => stays.id, { onDelete: 'cascade' }),
    /** The nights taken, '[check-in, check-out)'. */
    during: daterange('during').notNull(),
    /** The booking holding these nights; null for dates the host blocked. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    uniqueIndex('stay_reservations_booking_id_key').on(table.bookingId),
    check('stay_reservations_not_empty', sql`not isempty(${table.during})`),
  ],
);

// ---- Payments (issue 25: docs/decisions/039-online-payment.md) ------------------------------------------

/**
 * A booking's online payment: its Stripe Checkout Session (one per booking), what it charges, and whether
 * Stripe said it was paid. Written once the session exists (after the booking's own transaction); the
 * webhook marks it paid. A booking paid on arrival has none.
 */
export const payments = pgTable(
  'payments',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    checkoutSessionId: varchar('checkout_session_id', { length: 255 }).notNull(),
    /** Stripe's page for the session, handed back to the guest while the payment is pending. */
    checkoutUrl: text('checkout_url').notNull(),
    paymentIntentId: varchar('payment_intent_id', { length: 255 }),
    amountCents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 16 }).$type<Exclude<PaymentStatus, 'on_arrival'>>().notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('payments_checkout_session_id_key').on(table.checkoutSessionId),
    check(
      'payments_status',
      sql`${table.status} in ${literals(PAYMENT_STATUSES.filter((status) => status !== 'on_arrival'))}`,
    ),
    check('payments_paid', sql`(${table.status} = 'paid') = (${table.paidAt} is not null)`),
    check('payments_amount', sql`${table.amountCents} >= 0`),
  ],
);

/**
 * Money given back through Stripe for a booking paid online and cancelled (one per booking): asked right
 * after the cancel commits, with the refund's id as Stripe's idempotency key, and asked again by the retry
 * sweep at next_attempt_at until Stripe accepts it.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 16 }).$type<RefundStatus>().notNull().default('pending'),
    stripeRefundId: varchar('stripe_refund_id', { length: 255 }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('refunds_booking_id_key').on(table.bookingId),
    check('refunds_status', sql`${table.status} in ${literals(REFUND_STATUSES)}`),
    check('refunds_amount', sql`${table.amountCents} > 0`),
    check(
      'refunds_succeeded',
      sql`(${table.status} = 'succeeded') = (${table.refundedAt} is not null and ${table.stripeRefundId} is not null)`,
    ),
    // The retry sweep's queue, and the overview's count of failed ones: only refunds not yet accepted.
    index('refunds_next_attempt_at_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} <> 'succeeded'`),
  ],
);

/** Stripe events already handled, by Stripe's id: a delivery seen twice changes nothing the second time. */
export const stripeEvents = pgTable('stripe_events', {
  id: varchar('id', { length: 255 }).primaryKey(),
  type: varchar('type', { length: 100 }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

// ---- Storage (issue 6: /storage/v1) --------------------------------------------------------------------

/**
 * Files kept by /storage/v1, one row per object: bucket and name address it, the bytes live on disk
 * under DATA_DIR or in an S3-compatible bucket. An image is stored only as its resized WebP variants
 * (re-encoding drops EXIF, GPS included); `variants` lists them with their sizes.
 */
export const storageObjects = pgTable(
  'storage_objects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: varchar('bucket', { length: 63 }).notNull(),
    name: varchar('name', { length: 1024 }).notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants')
      .$type<Record<string, { width: number; height: number; sizeBytes: number }>>()
      .notNull()
      .default({}),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('storage_objects_bucket_name_key').on(table.bucket, table.name),
    // An owner's files (listing them, counting them against the limit).
    index('storage_objects_owner_id_idx').on(table.ownerId, table.bucket),
    check('storage_objects_size', sql`${table.sizeBytes} >= 0`),
  ],
);

// ---- The stay catalogue's change log (docs/decisions/008-stay-catalogue.md) -----------------------------

/**
 * One row: a counter that every change to a stay, its images or its calendar increments (triggers in
 * migration 0003). The search's in-memory catalogue reads it to know whether anything changed.
 */
export const stayCatalogueVersion = pgTable(
  'stay_catalogue_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('stay_catalogue_version_one_row', sql`${table.id}`)],
);

/**
 * The version at which each stay last changed (the same triggers). No foreign key: a deleted stay keeps
 * its row, so the catalogue learns to drop it.
 */
export const stayCatalogueChanges = pgTable(
  'stay_catalogue_changes',
  {
    stayId: uuid('stay_id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  // What changed since the version the catalogue holds.
  (table) => [index('stay_catalogue_changes_version_idx').on(table.version)],
);

// ---- The admin area (issue 7) --------------------------------------------------------------------------

/**
 * Every change an admin made, written in the transaction of the change itself. Read only: a trigger
 * (migration 0010) refuses UPDATE, DELETE and TRUNCATE. The actor is kept as id and email without a
 * foreign key, so the record outlives their account; the target's label (a title, an email) is as it
 * was then. A change made from the server's shell has no actor id ('command line').
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorEmail: varchar('actor_email', { length: LIMITS.email }).notNull(),
    action: varchar('action', { length: 32 }).notNull(),
    targetType: varchar('target_type', { length: 16 }).notNull(),
    targetId: varchar('target_id', { length: 64 }).notNull(),
    targetLabel: text('target_label').notNull(),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
  },
  (table) => [
    check('audit_log_action', sql`${table.action} in ${literals(ADMIN_ACTIONS)}`),
    check('audit_log_target_type', sql`${table.targetType} in ${literals(AUDIT_TARGET_TYPES)}`),
    // The log newest first, all of it or of one action.
    index('audit_log_at_idx').on(table.at.desc(), table.id.desc()),
    index('audit_log_action_at_idx').on(table.action, table.at.desc()),
  ],
);

// ---- Guest–host messages (docs/decisions/036-messages.md) ---------------------------------------------

/**
 * One conversation per guest and listing (of any kind, as HOST_LISTING_KINDS names it): the questions
 * asked before booking and every booking of the listing by the guest share it. The listing has no foreign
 * key (four tables); the migration's triggers delete a listing's conversations with it. A guest's account
 * may be deleted: the conversation stays for the host's records (guest_id set null), as bookings do.
 * last_message_at is null until someone writes: the inboxes list only conversations with a message.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingKind: varchar('listing_kind', { length: 16 }).$type<HostListingKind>().notNull(),
    listingId: uuid('listing_id').notNull(),
    guestId: uuid('guest_id').references(() => users.id, { onDelete: 'set null' }),
    // Hosts cannot delete their account while they have listings (accounts.hostsAnything).
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (table) => [
    unique('conversations_listing_guest_key').on(table.listingKind, table.listingId, table.guestId),
    check('conversations_listing_kind', sql`${table.listingKind} in ${literals(HOST_LISTING_KINDS)}`),
    check('conversations_two_people', sql`${table.guestId} is distinct from ${table.hostId}`),
    // The guest's inbox and the host's, newest message first (also the foreign keys' checks on delete).
    index('conversations_guest_id_last_message_at_idx').on(table.guestId, table.lastMessageAt.desc()),
    index('conversations_host_id_last_message_at_idx').on(table.hostId, table.lastMessageAt.desc()),
  ],
);

/**
 * The two people of a conversation, each with their role and read mark: messages from the other person
 * after last_read_at are unread. last_mailed_at is when the person was last mailed about new messages in it
 * (at most one mail per MESSAGE_LIMITS.mailEveryMinutes). A deleted account's rows go with it.
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 8 }).$type<ConversationRole>().notNull(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    // One guest and one host.
    unique('conversation_participants_role_key').on(table.conversationId, table.role),
    check('conversation_participants_role', sql`${table.role} in ${literals(CONVERSATION_ROLES)}`),
    // A person's read marks, by role: the header's unread counts.
    index('conversation_participants_user_id_role_idx').on(table.userId, table.role),
  ],
);

/**
 * What the two write: text only, 1 to MESSAGE_LIMITS.body characters (the CHECK holds it whatever the
 * code does). hidden_at is set by the admin's moderation: a hidden message is shown without its text.
 * notified_at is when its reader learnt of it (a socket of theirs received it, a mail told them, or they
 * had read it): until then the away mail (domain/messages/away-mail.ts) has it to do. A deleted account's
 * messages stay for the other person (sender_id set null).
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [
    check('messages_body', sql`char_length(${table.body}) between 1 and ${num(MESSAGE_LIMITS.body)}`),
    // A conversation's page, its newest message, and the unread counts after a read mark.
    index('messages_conversation_id_created_at_idx').on(table.conversationId, table.createdAt),
    // The sender's messages of the last minutes (the rate limit); also sets sender_id null on deletion.
    index('messages_sender_id_created_at_idx').on(table.senderId, table.createdAt),
    // The messages the away mail has still to look at: a few at any time, however many were ever sent.
    index('messages_unnotified_created_at_idx')
      .on(table.createdAt)
      .where(sql`${table.notifiedAt} is null`),
  ],
);

/** A participant's report of the other person's message, once per reporter, for the admin to look at. */
export const messageReports = pgTable(
  'message_reports',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: MESSAGE_LIMITS.body }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.reporterId] }),
    // A deleted account's reports go with it.
    index('message_reports_reporter_id_idx').on(table.reporterId),
  ],
);

/**
 * A guest's visit to Crown Heights (issue 26): arrival and departure, each a New York date and clock time
 * and, flying, the airport and flight. Its bookings are not listed here: those of the guest whose days fall
 * inside it belong to it (domain/visits). share_token is the read-only link's secret, null when none is out
 * (revoking clears it; sharing again makes a new one).
 */
export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: VISIT_LIMITS.title }).notNull().default(''),
    arrivalDate: date('arrival_date').notNull(),
    arrivalTime: varchar('arrival_time', { length: 5 }).notNull(),
    arrivalAirport: varchar('arrival_airport', { length: 3 }).$type<Airport>(),
    arrivalFlight: varchar('arrival_flight', { length: TRANSPORT_LIMITS.flightNumber }).notNull().default(''),
    departureDate: date('departure_date').notNull(),
    departureTime: varchar('departure_time', { length: 5 }).notNull(),
    departureAirport: varchar('departure_airport', { length: 3 }).$type<Airport>(),
    departureFlight: varchar('departure_flight', { length: TRANSPORT_LIMITS.flightNumber })
      .notNull()
      .default(''),
    shareToken: varchar('share_token', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'visits_departure_after_arrival',
      sql`(${table.departureDate}, ${table.departureTime}) > (${table.arrivalDate}, ${table.arrivalTime})`,
    ),
    check(
      'visits_length',
      sql`${table.departureDate} - ${table.arrivalDate} < ${sql.raw(String(VISIT_LIMITS.maxDays))}`,
    ),
    check(
      'visits_airports',
      sql`${table.arrivalAirport} in ${literals(AIRPORTS)} and ${table.departureAirport} in ${literals(AIRPORTS)}`,
    ),
    // The guest's visits in order (also the foreign key's check on delete).
    index('visits_guest_id_arrival_date_idx').on(table.guestId, table.arrivalDate),
    uniqueIndex('visits_share_token_key').on(table.shareToken),
  ],
);

/**
 * A listing a guest saved (issue 26): to their list at /saved, and to one of their visits if they chose one.
 * listing_id names a row of the kind's table (no foreign key across four tables, as conversations): a
 * listing deleted or no longer published drops out of the list when read.
 */
export const savedListings = pgTable(
  'saved_listings',
  {
    guestId: uuid('guest_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingKind: varchar('listing_kind', { length: 16 }).$type<HostListingKind>().notNull(),
    listingId: uuid('listing_id').notNull(),
    visitId: uuid('visit_id').references(() => visits.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.guestId, table.listingKind, table.listingId] }),
    check('saved_listings_listing_kind', sql`${table.listingKind} in ${literals(HOST_LISTING_KINDS)}`),
    // The guest's list, newest first.
    index('saved_listings_guest_id_created_at_idx').on(table.guestId, table.createdAt.desc()),
    // A deleted visit lets go of its saved listings.
    index('saved_listings_visit_id_idx').on(table.visitId),
  ],
);
