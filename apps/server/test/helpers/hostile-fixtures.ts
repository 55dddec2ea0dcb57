import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { signAccessToken } from '../../src/auth/access-tokens';
import { contactMessagesRepository } from '../../src/db/repositories/contact-messages';
import { rowsOf } from '../../src/db/migrate';
import { sessionsRepository } from '../../src/db/repositories/sessions';
import { usersRepository, type UserRow } from '../../src/db/repositories/users';
import { png } from '../fixtures/images';
import { uploaded } from '../fixtures/storage';
import type { CallerKind, HostileContext } from './hostile';
import { signedInAs } from './host';
import { insertMeal } from './meals';
import { insertOhelListing } from './ohel';
import { insertPastBooking } from './past-bookings';
import { bookingRequest, insertStay } from './stays';
import { apiKey, TEST_JWT_SECRET } from './test-app';
import { insertTransportService } from './transport';

// What the hostile suite (helpers/hostile-world.ts) aims at and measures: its callers, the fixtures
// their requests name, forged tokens, and the database's fingerprint.

/**
 * Tables a refusal may change, left out of the fingerprint. Each is there by design, not by accident:
 * - rate_limit_events: the limits count attempts, refused ones included (a failed sign-in, a search with
 *   a bad query, a sign-up with a taken email each count: product §9), and a refusal may start a block.
 */
export const CHANGED_BY_REFUSALS = ['rate_limit_events'] as const;

// ---- Callers ---------------------------------------------------------------------------------------

export interface Callers {
  users: Record<Exclude<CallerKind, 'no key' | 'anon'>, UserRow>;
  /** The caller's credentials; a signed-in caller gets a new session when its last one may have ended. */
  headers(kind: CallerKind): Promise<Record<string, string>>;
  renew(kind: CallerKind): void;
  /** Whether headers(kind) will write a new session first. */
  needsSession(kind: CallerKind): boolean;
}

export async function makeCallers(app: FastifyInstance): Promise<Callers> {
  const users = {
    guest: (await signedInAs(app, { role: 'guest' })).user,
    'pending host': (await signedInAs(app, { role: 'host', hostStatus: 'pending' })).user,
    host: (await signedInAs(app, { role: 'host' })).user,
    admin: (await signedInAs(app, { role: 'admin' })).user,
  };
  const anon = await apiKey();
  const cached = new Map<CallerKind, Record<string, string>>();
  return {
    users,
    async headers(kind) {
      if (kind === 'no key') return {};
      if (kind === 'anon') return { apikey: anon };
      const known = cached.get(kind);
      if (known) return known;
      const headers = { apikey: anon, authorization: `Bearer ${await accessToken(app, users[kind].id)}` };
      cached.set(kind, headers);
      return headers;
    },
    renew(kind) {
      cached.delete(kind);
    },
    needsSession: (kind) => kind !== 'no key' && kind !== 'anon' && !cached.has(kind),
  };
}

/** A new session of the user and its access token (as the user is now, e.g. after an admin approved them). */
async function accessToken(app: FastifyInstance, userId: string): Promise<string> {
  const user = await usersRepository(app.db).findById(userId);
  if (!user) throw new Error(`no user ${userId}`);
  const session = await sessionsRepository(app.db).create(userId, 'password', randomUUID(), app.clock());
  const { token } = await signAccessToken(app.config.jwtSecret, {
    user,
    session,
    issuer: 'http://localhost/auth/v1',
    now: app.clock(),
  });
  return token;
}

// ---- Fixtures --------------------------------------------------------------------------------------

export async function makeContext(app: FastifyInstance, callers: Callers): Promise<HostileContext> {
  const { host, guest } = callers.users;
  const pendingHost = callers.users['pending host'];
  const stay = await insertStay(app, host, { reviews: [] });
  const draft = await insertStay(app, pendingHost, { status: 'draft', reviews: [] });
  const meal = await insertMeal(app, host);
  const transport = await insertTransportService(app, host);
  const ohel = await insertOhelListing(app, host);

  const as = async (kind: CallerKind, method: 'POST' | 'PUT', url: string, payload: object, status = 201) => {
    const response = await app.inject({ method, url, headers: await callers.headers(kind), payload });
    if (response.statusCode !== status)
      throw new Error(`fixture ${url}: ${response.statusCode} ${response.body}`);
    return response.json<{ id: string }>();
  };
  const booking = await as('guest', 'POST', '/rest/v1/bookings', bookingRequest(stay.id));
  // A review is of an ended booking (decision 022): the guest stayed there before too.
  await insertPastBooking(app.db, guest.id, host.id, { kind: 'stay', stayId: stay.id });
  const review = await as('guest', 'POST', `/rest/v1/stays/${stay.id}/reviews`, {
    rating: 4,
    text: 'Warm hosts.',
  });
  // A conversation of the guest and the host, with a message the host may report.
  const conversation = await as(
    'guest',
    'POST',
    '/rest/v1/conversations',
    { listingKind: 'stays', listingId: stay.id },
    200,
  );
  const chat = await as('guest', 'POST', `/rest/v1/conversations/${conversation.id}/messages`, {
    body: 'Is there a crib?',
  });
  // …which the host reported, for the admin to hide (/admin/reports/{messageId}).
  const report = await app.inject({
    method: 'POST',
    url: `/rest/v1/messages/${chat.id}/report`,
    headers: await callers.headers('host'),
    payload: { reason: 'Spam' },
  });
  if (report.statusCode !== 204) throw new Error(`fixture report: ${report.statusCode} ${report.body}`);
  const block = await as('host', 'POST', `/rest/v1/host/stays/${stay.id}/blocks`, {
    start: '2026-06-01',
    end: '2026-06-04',
  });
  const image = await png(64, 48);
  const hostAccount = { user: host, email: host.email, headers: () => callers.headers('host') };
  const photo = await uploaded(app, hostAccount, 'stays', stay.id, await png(1200, 800));
  const message = await contactMessagesRepository(app.db).create(
    { name: 'Chaya', email: 'chaya@example.com', subject: 'Shabbos', message: 'Is there a meal for six?' },
    { ip: null, userAgent: null },
  );
  // Accounts for the admin to act on, never the callers themselves (a disabled caller reaches nothing).
  const target = (await signedInAs(app, { role: 'guest' })).user;
  const applicant = (await signedInAs(app, { role: 'host', hostStatus: 'pending' })).user;

  const listings = [stay.id, draft.id, meal.id, transport.id, ohel.id];
  const ids: Record<string, string[]> = {
    stays: [stay.id, draft.id],
    stayId: [stay.id],
    meals: [meal.id],
    mealId: [meal.id],
    transport: [transport.id],
    transportServiceId: [transport.id],
    'ohel-listings': [ohel.id],
    ohel: [ohel.id],
    ohelListingId: [ohel.id],
    listingId: listings,
    bookings: [booking.id],
    bookingId: [booking.id],
    reviews: [review.id],
    reviewId: [review.id],
    images: [photo.image.id],
    imageId: [photo.image.id],
    blocks: [block.id],
    blockId: [block.id],
    users: [target.id, applicant.id],
    hosts: [applicant.id],
    // Contact messages (/admin/messages) and messages of a conversation (/messages/{id}/report).
    messages: [message.id, chat.id],
    reports: [chat.id],
    conversations: [conversation.id],
    bucket: ['listing-images'],
    '*': [photo.object.name, `listing-images/${photo.object.name}`],
  };

  return {
    ids,
    allIds: [
      ...new Set(
        Object.values(ids)
          .flat()
          .filter((id) => /^[0-9a-f-]{36}$/.test(id)),
      ),
    ],
    emails: [guest.email, host.email, target.email],
    badTokens: await badTokens(app, await callers.headers('admin')),
    otherKeys: [await apiKey('service_role')],
    image,
    today: app.clock(),
  };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Tokens an attacker (or a stale client) sends: `alg: none`, another secret, a tampered payload, HS512
 * and RS256 headers, expired, claims that are not ours, API keys as bearers, and plain garbage.
 */
async function badTokens(app: FastifyInstance, admin: Record<string, string>): Promise<string[]> {
  const adminToken = admin.authorization!.replace(/^Bearer /, '');
  const claims = decodeJwt(adminToken);
  const [header, , signature] = adminToken.split('.');
  const now = Math.floor(app.clock().getTime() / 1000);
  const ours = new TextEncoder().encode(TEST_JWT_SECRET);
  const sign = (payload: object, alg = 'HS256', key = ours) =>
    new SignJWT({ ...payload }).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);
  return [
    `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`,
    `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ role: 'service_role', iss: 'orchim' })}.`,
    await sign(claims, 'HS256', new TextEncoder().encode('not-the-secret-not-the-secret-0123456789')),
    `${header}.${base64url({ ...claims, app_metadata: { roles: ['admin'] }, sub: randomUUID() })}.${signature}`,
    await sign(claims, 'HS512'),
    `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(claims)}.${Buffer.from('x'.repeat(256)).toString('base64url')}`,
    await sign({ ...claims, exp: now - 60, iat: now - 3_660 }),
    await sign({ ...claims, sub: 'admin', session_id: 'x' }),
    await sign({ ...claims, sub: randomUUID(), session_id: randomUUID() }),
    await sign({ aud: 'authenticated', role: 'authenticated' }),
    await sign({ ...claims, aud: 'anon' }),
    await sign({ role: 'service_role', iss: 'orchim' }, 'HS256', new TextEncoder().encode('x'.repeat(48))),
    await apiKey('anon'),
    await apiKey('service_role'),
    `${header}.${base64url({ ...claims, pad: 'x'.repeat(20_000) })}.${signature}`,
    `${base64url({ alg: 'HS256', crit: ['b64'], b64: false })}.${base64url(claims)}.${signature}`,
    'a.b.c',
    'eyJhbGciOiJIUzI1NiJ9',
    'eyJhbGciOiJIUzI1NiJ9..',
    '....',
    'null',
  ];
}

// ---- The database's fingerprint --------------------------------------------------------------------

/**
 * A hash of every row of every table of the app's schema (but CHANGED_BY_REFUSALS), one query per call,
 * by table so a difference names it. Rows are hashed in text order: the heap order may change without
 * the content changing (an update that writes the same values).
 */
export async function fingerprinter(app: FastifyInstance, schema: string) {
  const tables = rowsOf<{ name: string }>(
    await app.db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = ${schema} and table_type = 'BASE TABLE' order by table_name`),
  )
    .map((row) => row.name)
    .filter((name) => !(CHANGED_BY_REFUSALS as readonly string[]).includes(name));
  if (tables.length < 10) throw new Error(`only ${tables.length} tables in ${schema}`);
  const query = tables
    .map(
      (name) =>
        `select '${name}' as name, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as hash from "${name}" r`,
    )
    .join(' union all ');
  return async () => {
    const rows = rowsOf<{ name: string; hash: string }>(await app.db.execute(sql.raw(query)));
    return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
  };
}
