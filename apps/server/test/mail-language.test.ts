import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersRepository } from '../src/db/repositories/users';
import { bearer, callAuth, PASSWORD, uniqueSender } from './helpers/auth';
import { signedInAs, rest } from './helpers/host';
import {
  book,
  bookingRequest,
  callAs,
  insertStay,
  mailsTo as mailsOf,
  signedInAccount,
  type SignedInAccount,
} from './helpers/stays';
import { apiKey, createTestApp, testClock } from './helpers/test-app';

/**
 * Every mail is written in its reader's language: the one kept with their account (user_metadata.language,
 * set at sign-up and by PUT /auth/v1/user), English when none is kept. Hebrew mails read right to left.
 */
const clock = testClock('2026-03-01T15:00:00Z');
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ clock, publicUrl: 'https://orchim.example' });
});

afterAll(async () => {
  await app.close();
});

const mailsTo = async (to: string) => (await mailsOf(app, to)).reverse();

async function speaking(account: SignedInAccount, language: string) {
  const response = await callAuth(app, 'PUT', '/user', {
    headers: await account.headers(),
    payload: { data: { language } },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().user_metadata.language).toBe(language);
}

describe('booking mails', () => {
  it('reach the guest and the host each in their own language, dates and money included', async () => {
    const host = await signedInAccount(app, { name: 'host', fullName: 'Rivka Mintz', userType: 'host' });
    const guest = await signedInAccount(app, { fullName: 'Devorah Klein' });
    await speaking(host, 'fr');
    await speaking(guest, 'he');
    const stay = await insertStay(app, host.user, {
      title: 'Garden floor on Crown Street',
      minimumNights: 1,
    });

    const booked = await book(
      app,
      guest,
      bookingRequest(stay.id, { checkIn: '2026-03-15', checkOut: '2026-03-18' }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const { id, reference } = booked.json();

    const [confirmed] = await mailsTo(guest.email);
    expect(confirmed?.subject).toBe(`ההזמנה אושרה: ${reference}, Garden floor on Crown Street`);
    expect(confirmed?.html).toContain('<html lang="he" dir="rtl">');
    expect(confirmed?.text).toContain('שלום Mendel,');
    expect(confirmed?.text).toContain('3 לילות');
    expect(confirmed?.text).toContain('יום ראשון, 15 במרץ 2026');
    // Free cancellation ends 24 hours before check-in, 15:00 in New York.
    expect(confirmed?.text).toContain('ביטול ללא עלות עד יום שבת, 14 במרץ 2026 בשעה 15:00.');
    expect(confirmed?.text).not.toMatch(/Check-in|Total|Hello/);

    const [news] = await mailsTo(host.email);
    expect(news?.subject).toBe(`Nouvelle réservation ${reference} : Garden floor on Crown Street`);
    expect(news?.html).toContain('<html lang="fr" dir="ltr">');
    expect(news?.text).toContain('Arrivée : dimanche 15 mars 2026, à partir de 15:00');
    expect(news?.text).toMatch(/Total : \d[\d\s\u202f]*,00\s\$US/);

    const cancelled = await callAs(app, 'POST', `/bookings/${id}/cancel`, guest, { reason: 'Flight moved' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const guestMails = await mailsTo(guest.email);
    expect(guestMails.map((mail) => mail.subject)).toEqual([
      `ההזמנה אושרה: ${reference}, Garden floor on Crown Street`,
      `ההזמנה בוטלה: ${reference}, Garden floor on Crown Street`,
    ]);
    expect(guestMails[1]?.text).toContain('הסכום כולו, ');
    expect(guestMails[1]?.text).toContain(', יוחזר לכם.');
    const [, hostNote] = await mailsTo(host.email);
    expect(hostNote?.subject).toBe(
      `Réservation annulée par le voyageur : ${reference}, Garden floor on Crown Street`,
    );
    expect(hostNote?.text).toContain('Motif : Flight moved');
    expect(hostNote?.text).toContain('Ces nuits sont de nouveau libres');
  });

  it("follow the language the guest last chose, and the host's cancellation is in the guest's", async () => {
    const host = await signedInAccount(app, { name: 'host', userType: 'host' });
    const guest = await signedInAccount(app);
    const stay = await insertStay(app, host.user, { minimumNights: 1 });
    await speaking(guest, 'he');
    await speaking(guest, 'fr');
    const booked = await book(
      app,
      guest,
      bookingRequest(stay.id, { checkIn: '2026-03-20', checkOut: '2026-03-22' }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const [news] = await mailsTo(host.email);
    expect(news?.subject).toMatch(/^New booking /);
    expect(news?.html).toContain('<html lang="en" dir="ltr">');

    const cancelled = await callAs(app, 'POST', `/host/bookings/${booked.json().id}/cancel`, host, {
      reason: 'A pipe burst',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [confirmed, byHost] = await mailsTo(guest.email);
    expect(confirmed?.subject).toMatch(/^Réservation confirmée : /);
    expect(confirmed?.text).toContain('Annulation gratuite jusqu’au jeudi 19 mars 2026 à 15:00.');
    expect(byHost?.subject).toMatch(/^Votre hôte a annulé la réservation /);
    expect(byHost?.text).toContain('Motif donné par l’hôte : A pipe burst');
    expect(byHost?.text).toMatch(/Le montant total, 360,00\s\$US, vous sera remboursé\./);
  });
});

describe("the team's cancellation", () => {
  it('tells the guest and the host each in their language, with the reason', async () => {
    const admin = await signedInAs(app, { role: 'admin' });
    const host = await signedInAccount(app, { name: 'host', userType: 'host' });
    const guest = await signedInAccount(app);
    await speaking(host, 'he');
    await speaking(guest, 'fr');
    const stay = await insertStay(app, host.user, { minimumNights: 1 });
    const booked = await book(
      app,
      guest,
      bookingRequest(stay.id, { checkIn: '2026-03-24', checkOut: '2026-03-26' }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const { id, reference } = booked.json();

    const cancelled = await rest(app, 'POST', `/admin/bookings/${id}/cancel`, admin, {
      reason: 'Listing closed',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [, toGuest] = await mailsTo(guest.email);
    expect(toGuest?.subject).toMatch(new RegExp(`^Réservation annulée par Orchim : ${reference}, `));
    expect(toGuest?.text).toContain('Motif : Listing closed');
    expect(toGuest?.text).toContain('vous sera remboursé.');
    const [, toHost] = await mailsTo(host.email);
    expect(toHost?.subject).toMatch(new RegExp(`^ההזמנה בוטלה על ידי אורחים: ${reference}, `));
    expect(toHost?.html).toContain('dir="rtl"');
  });
});

describe('the language kept with the account', () => {
  it('is set at sign-up, and the recovery mail is written in it', async () => {
    const { email, ip } = uniqueSender('hebrew');
    const signedUp = await callAuth(app, 'POST', '/signup', {
      payload: { email, password: PASSWORD, data: { full_name: 'Levi Yitzchak', language: 'he' } },
      ip,
    });
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    expect((await usersRepository(app.db).findByEmail(email))?.userMetadata.language).toBe('he');

    expect((await callAuth(app, 'POST', '/recover', { payload: { email }, ip })).statusCode).toBe(200);
    const [recovery] = await mailsTo(email);
    expect(recovery?.subject).toBe('איפוס הסיסמה שלכם באורחים');
    expect(recovery?.html).toContain('dir="rtl"');
    expect(recovery?.text).toContain('/auth/v1/verify?token=');
  });

  it('is one of en, fr and he: anything else is refused and changes nothing', async () => {
    const guest = await signedInAccount(app);
    await speaking(guest, 'fr');
    for (const language of ['de', 'HE', '', 7]) {
      const response = await callAuth(app, 'PUT', '/user', {
        headers: await guest.headers(),
        payload: { data: { language } },
      });
      expect(response.statusCode, response.body).toBe(400);
    }
    expect((await usersRepository(app.db).findById(guest.user.id))?.userMetadata.language).toBe('fr');
  });

  it('is English when none is kept', async () => {
    const { email, ip } = uniqueSender('unsaid');
    const signedUp = await callAuth(app, 'POST', '/signup', {
      payload: { email, password: PASSWORD, data: { full_name: 'Levi Yitzchak' } },
      ip,
    });
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    await callAuth(app, 'POST', '/recover', { payload: { email }, ip });
    const [recovery] = await mailsTo(email);
    expect(recovery?.subject).toBe('Reset your Orchim password');
    expect(recovery?.html).toContain('<html lang="en" dir="ltr">');
  });
});

describe("the admin's and the account's mails", () => {
  it("tell a host of a suspension and an approval in the host's language", async () => {
    const admin = await signedInAs(app, { role: 'admin' });
    const host = await signedInAs(app, { role: 'host', hostStatus: 'pending' });
    const spoken = await callAuth(app, 'PUT', '/user', {
      headers: await host.headers(),
      payload: { data: { language: 'he' } },
    });
    expect(spoken.statusCode, spoken.body).toBe(200);

    const approved = await rest(app, 'POST', `/admin/hosts/${host.user.id}/status`, admin, {
      status: 'approved',
      reason: '',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const stay = await insertStay(app, host.user, { title: 'Basement on President Street' });
    const suspended = await rest(app, 'POST', `/admin/listings/stays/${stay.id}/suspend`, admin, {
      reason: 'Blurry photos',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);

    const [approval, suspension] = await mailsTo(host.email);
    expect(approval?.subject).toBe('חשבון המארחים שלכם באורחים אושר');
    expect(suspension?.subject).toBe('המודעה שלכם הושעתה: Basement on President Street');
    expect(suspension?.text).toContain('סיבה: Blurry photos');
    expect(suspension?.html).toContain('dir="rtl"');
  });

  it('confirm a deleted account in its language', async () => {
    const { email, ip } = uniqueSender('leaving');
    const signedUp = await callAuth(app, 'POST', '/signup', {
      payload: { email, password: PASSWORD, data: { full_name: 'Chaya Levin', language: 'fr' } },
      ip,
    });
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    const deleted = await app.inject({
      method: 'POST',
      url: '/rest/v1/account/delete',
      headers: { apikey: await apiKey(), ...bearer(signedUp.json().access_token) },
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const [farewell] = await mailsTo(email);
    expect(farewell?.subject).toBe('Votre compte Orchim a été supprimé');
    expect(farewell?.text).toContain('Bonjour Chaya,');
  });
});
