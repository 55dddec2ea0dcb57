import type { Booking, HostBooking, HostBookingPage, ReviewPage } from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailAppMetadata } from '../src/db/repositories/users';
import { bookings, reviews, sessions, users } from '../src/db/schema';
import {
  bearer,
  createAccount,
  getUser,
  refresh,
  sessionOf,
  signIn,
  type TestAccount,
  uniqueSender,
} from './helpers/auth';
import { rest, signedInAs } from './helpers/host';
import { insertMeal } from './helpers/meals';
import {
  book,
  bookingRequest,
  insertStay,
  mailsTo,
  type SignedInAccount,
  type StayRow,
} from './helpers/stays';
import { apiKey, createTestApp, testClock } from './helpers/test-app';

/**
 * POST /rest/v1/account/delete (issue 7): the password again, the refusals (each changing nothing), and
 * what deleting leaves: the bookings for the hosts' records without the person's details, the reviews
 * under the name they were written with, no session, no sign-in.
 */

// Today in New York is 2026-03-01; tests that travel in time put the clock back after.
const START = '2026-03-01T15:00:00Z';
const clock = testClock(START);
let app: FastifyInstance;
let host: SignedInAccount;
let stay: StayRow;

beforeAll(async () => {
  app = await createTestApp({ clock });
  host = await signedInAs(app, { role: 'host', fullName: 'Rivka Mintz' });
  stay = await insertStay(app, host.user, { title: 'Garden floor on Crown Street', minimumNights: 1 });
});
afterAll(() => app.close());
afterEach(() => clock.set(START));

/** A person who signed in with their password, with calls as them on that session. */
async function person(options: Parameters<typeof createAccount>[1] = {}) {
  const account = await createAccount(app, options);
  const session = await sessionOf(app, account);
  const headers = async () => ({ apikey: await apiKey(), ...bearer(session.access_token) });
  const signedIn: SignedInAccount = { user: account.user, email: account.email, headers };
  return { ...account, session, signedIn, headers };
}

const deleteAccount = async (
  headers: Record<string, string> | null,
  payload: object = {},
  remoteAddress = '127.0.0.1',
) =>
  app.inject({
    method: 'POST',
    url: '/rest/v1/account/delete',
    headers: headers ?? { apikey: await apiKey() },
    payload,
    remoteAddress,
  });

const userRow = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0];
const bookingRow = async (id: string) => (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0];

/** Refused with this status and code, with a message, and the account still there and usable. */
async function expectRefused(
  response: Awaited<ReturnType<typeof deleteAccount>>,
  status: number,
  code: string,
  account: TestAccount,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ code, message: expect.any(String) });
  expect(await userRow(account.user.id)).toBeDefined();
  expect((await signIn(app, account.email, account.password)).statusCode).toBe(200);
}

describe('who may delete an account', () => {
  it('answers a visitor 401, before looking at the body', async () => {
    for (const payload of [{ password: 'anything' }, {}]) {
      const response = await deleteAccount(null, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'no_authorization', message: expect.any(String) });
    }
  });

  it('asks for the password: 400 validation_failed without it, 400 wrong_password when it is not the account’s', async () => {
    const guest = await person({ name: 'forgetful' });
    const missing = await deleteAccount(await guest.headers(), {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'validation_failed',
      fields: { password: 'validation.required' },
    });

    const wrong = await deleteAccount(await guest.headers(), { password: 'Not-my-password-1' });
    await expectRefused(wrong, 400, 'wrong_password', guest);
    // The session still works.
    expect((await getUser(app, guest.session.access_token)).statusCode).toBe(200);
  });

  it('counts wrong passwords against the sign-in limit: 429 after five', async () => {
    const guest = await person({ name: 'guesser' });
    // From an address of its own, so the other tests' sign-ins are not held back.
    const { ip } = uniqueSender();
    for (let n = 0; n < 5; n += 1) {
      const guess = await deleteAccount(await guest.headers(), { password: `Guess-number-${n}` }, ip);
      expect(guess.statusCode).toBe(400);
    }
    const limited = await deleteAccount(await guest.headers(), { password: guest.password }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'over_request_rate_limit' });
    expect(await userRow(guest.user.id)).toBeDefined();
  });
});

describe('refusals', () => {
  it('409 upcoming_bookings while a confirmed booking has not ended (its last day today included)', async () => {
    const guest = await person({ name: 'traveller' });
    const made = await book(
      app,
      guest.signedIn,
      bookingRequest(stay.id, { checkIn: '2026-04-01', checkOut: '2026-04-03' }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const booking = made.json<Booking>();

    await expectRefused(
      await deleteAccount(await guest.headers(), { password: guest.password }),
      409,
      'upcoming_bookings',
      guest,
    );
    expect(await bookingRow(booking.id)).toMatchObject({ guestId: guest.user.id, firstName: 'Mendel' });

    // On its check-out day it has not ended yet.
    clock.set('2026-04-03T15:00:00Z');
    const later = await sessionOf(app, guest);
    const onLastDay = await deleteAccount(
      { apikey: await apiKey(), ...bearer(later.access_token) },
      { password: guest.password },
    );
    expect(onLastDay.statusCode).toBe(409);
    expect(onLastDay.json()).toMatchObject({ code: 'upcoming_bookings' });
  });

  it('409 upcoming_bookings while a booking awaits its online payment (it may still be paid)', async () => {
    const guest = await person({ name: 'paying' });
    const made = await book(
      app,
      guest.signedIn,
      bookingRequest(stay.id, { checkIn: '2026-05-01', checkOut: '2026-05-03' }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const booking = made.json<Booking>();
    // As an online booking stands while its guest is on Stripe's page (docs/decisions/039-online-payment.md).
    await app.db
      .update(bookings)
      .set({
        status: 'pending_payment',
        paymentMethod: 'online',
        holdExpiresAt: new Date(clock().getTime() + 35 * 60_000),
      })
      .where(eq(bookings.id, booking.id));

    await expectRefused(
      await deleteAccount(await guest.headers(), { password: guest.password }),
      409,
      'upcoming_bookings',
      guest,
    );
  });

  it('409 host_with_listings for a host with a listing of any kind, of any status', async () => {
    for (const listing of ['stay', 'meal'] as const) {
      const owner = await person({
        name: `host-${listing}`,
        userType: 'host',
        appMetadata: emailAppMetadata({ host_status: 'approved' }),
      });
      if (listing === 'stay') await insertStay(app, owner.user, { status: 'draft' });
      else await insertMeal(app, owner.user, { status: 'draft' });
      await expectRefused(
        await deleteAccount(await owner.headers(), { password: owner.password }),
        409,
        'host_with_listings',
        owner,
      );
    }
  });

  it('409 last_admin for the only admin; with another admin, the account goes', async () => {
    // An app of its own: every admin of the database counts.
    const own = await createTestApp({ clock });
    try {
      const adminOf = async (name: string) => {
        const account = await createAccount(own, {
          name,
          appMetadata: emailAppMetadata({ roles: ['admin'] }),
        });
        const session = await sessionOf(own, account);
        return {
          ...account,
          headers: async () => ({ apikey: await apiKey(), ...bearer(session.access_token) }),
        };
      };
      const remove = async (account: Awaited<ReturnType<typeof adminOf>>) =>
        own.inject({
          method: 'POST',
          url: '/rest/v1/account/delete',
          headers: await account.headers(),
          payload: { password: account.password },
        });
      const first = await adminOf('first-admin');
      const alone = await remove(first);
      expect(alone.statusCode).toBe(409);
      expect(alone.json()).toEqual({ code: 'last_admin', message: expect.any(String) });

      // A disabled admin cannot act: they do not count.
      const banned = await createAccount(own, {
        name: 'banned-admin',
        appMetadata: emailAppMetadata({ roles: ['admin'] }),
      });
      await own.db
        .update(users)
        .set({ bannedUntil: new Date('2027-01-01') })
        .where(eq(users.id, banned.user.id));
      expect((await remove(first)).statusCode).toBe(409);

      await adminOf('second-admin');
      expect((await remove(first)).statusCode).toBe(204);
      expect(await own.db.select().from(users).where(eq(users.id, first.user.id))).toEqual([]);
    } finally {
      await own.close();
    }
  });
});

describe('deleting the account', () => {
  it('keeps the bookings for the host without the guest’s details, keeps the reviews, ends every session', async () => {
    const guest = await person({ name: 'leaving' });
    const second = await sessionOf(app, guest);

    // A stay over before today (booked in the past), and one to come that the guest cancelled.
    clock.set('2026-01-10T15:00:00Z');
    const pastSession = await sessionOf(app, guest);
    const pastHeaders = async () => ({ apikey: await apiKey(), ...bearer(pastSession.access_token) });
    const past = await book(
      app,
      { ...guest.signedIn, headers: pastHeaders },
      bookingRequest(stay.id, {
        checkIn: '2026-02-01',
        checkOut: '2026-02-04',
        specialRequests: 'A crib, please',
        phone: '+1 718 555 0199',
      }),
    );
    expect(past.statusCode, past.body).toBe(201);
    clock.set(START);
    const future = await book(
      app,
      guest.signedIn,
      bookingRequest(stay.id, { checkIn: '2026-05-10', checkOut: '2026-05-12' }),
    );
    expect(future.statusCode, future.body).toBe(201);
    const cancelled = await rest(
      app,
      'POST',
      `/bookings/${future.json<Booking>().id}/cancel`,
      guest.signedIn,
      {
        reason: 'Plans changed',
      },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    // A review of the past stay, signed with the account's first name and initial.
    const reviewed = await rest(app, 'POST', `/stays/${stay.id}/reviews`, guest.signedIn, {
      rating: 5,
      text: 'A warm home, two minutes from 770.',
    });
    expect(reviewed.statusCode, reviewed.body).toBe(201);

    const response = await deleteAccount(await guest.headers(), { password: guest.password });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');

    // The account and its sessions are gone.
    expect(await userRow(guest.user.id)).toBeUndefined();
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, guest.user.id))).toEqual([]);
    for (const token of [guest.session.access_token, second.access_token]) {
      const me = await getUser(app, token);
      expect(me.statusCode).toBe(403);
      expect(me.json()).toMatchObject({ code: 'session_not_found' });
      const mine = await app.inject({
        method: 'GET',
        url: '/rest/v1/bookings',
        headers: { apikey: await apiKey(), ...bearer(token) },
      });
      expect(mine.statusCode).toBe(403);
    }
    expect((await refresh(app, second.refresh_token)).statusCode).toBe(400);
    const signInAgain = await signIn(app, guest.email, guest.password);
    expect(signInAgain.statusCode).toBe(400);
    expect(signInAgain.json()).toMatchObject({ code: 'invalid_credentials' });

    // The host still has both bookings, without the guest's details.
    const hostView = await rest(app, 'GET', '/host/bookings', host);
    expect(hostView.statusCode).toBe(200);
    const ids = [past.json<Booking>().id, future.json<Booking>().id];
    const kept = hostView.json<HostBookingPage>().items.filter((item) => ids.includes(item.id));
    expect(kept).toHaveLength(2);
    const wiped = {
      firstName: 'Former guest',
      lastName: '',
      email: '',
      phone: '',
      specialRequests: '',
    } satisfies Partial<HostBooking>;
    const pastBooking = kept.find((item) => item.id === ids[0]);
    expect(pastBooking).toMatchObject({
      ...wiped,
      status: 'confirmed',
      numberOfGuests: 2,
      reference: past.json<Booking>().reference,
    });
    expect(pastBooking?.stay).toMatchObject({ checkIn: '2026-02-01', checkOut: '2026-02-04' });
    expect(kept.find((item) => item.id === ids[1])).toMatchObject({
      ...wiped,
      status: 'cancelled',
      cancelReason: 'Plans changed',
    });
    for (const id of ids) {
      expect(await bookingRow(id)).toMatchObject({ guestId: null, dietaryNeeds: '', flightNumber: null });
    }
    // Everyone else's bookings are untouched.
    const others = (await app.db.select().from(bookings)).filter((row) => !ids.includes(row.id));
    expect(others.every((row) => row.email !== '')).toBe(true);

    // The review stays, under the name it was written with.
    const page = (await rest(app, 'GET', `/stays/${stay.id}/reviews`, null)).json<ReviewPage>();
    expect(page.items).toContainEqual(
      expect.objectContaining({ authorName: 'Devorah K.', text: 'A warm home, two minutes from 770.' }),
    );
    const [review] = await app.db
      .select()
      .from(reviews)
      .where(eq(reviews.id, reviewed.json<{ id: string }>().id));
    expect(review?.authorId).toBeNull();

    // A short confirmation, mailed.
    const [mail] = await mailsTo(app, guest.email);
    expect(mail).toMatchObject({ to: guest.email, subject: 'Your Orchim account has been deleted' });
    expect(mail?.text).toContain('Hello Devorah,');
  });

  it('lets a host without any listing go, and a pending host too', async () => {
    for (const hostStatus of ['approved', 'pending'] as const) {
      const owner = await person({
        name: `empty-${hostStatus}`,
        userType: 'host',
        appMetadata: emailAppMetadata({ host_status: hostStatus }),
      });
      const response = await deleteAccount(await owner.headers(), { password: owner.password });
      expect(response.statusCode, response.body).toBe(204);
      expect(await userRow(owner.user.id)).toBeUndefined();
    }
  });
});
