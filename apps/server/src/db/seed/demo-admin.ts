import { and, eq, isNull } from 'drizzle-orm';
import { contactMessages, mealOffers, ohelListings, stays, transportServices } from '../schema';
import { DAY_MS } from './demo-kit';
import type { Seeder } from './seeder';

/** A message from the contact form, `daysAgo` before seeding, read by the admin when `read`. */
interface DemoMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  daysAgo: number;
  read: boolean;
}

/** Visitors writing in the site's three languages, as they do: questions, a complaint, thanks. */
export const DEMO_MESSAGES: readonly DemoMessage[] = [
  {
    name: 'Leah Schwartz',
    email: 'leah.schwartz@example.com',
    subject: 'Group booking for Yud Shvat',
    message:
      'We are a group of 14 women coming for Yud Shvat. Is there a way to book two neighbouring apartments together, and can a host arrange Shabbos meals for all of us?',
    daysAgo: 0.2,
    read: false,
  },
  {
    name: 'Yosef Benhamou',
    email: 'yosef.benhamou@example.com',
    subject: 'Question sur le transport depuis JFK',
    message:
      "Bonjour, j'arrive de Paris jeudi soir vers 23h. Les chauffeurs attendent-ils si le vol a du retard ? Merci d'avance.",
    daysAgo: 1.5,
    read: false,
  },
  {
    name: 'אברהם לוי',
    email: 'avraham.levi@example.com',
    subject: 'ביקור באוהל ביום חמישי',
    message:
      'שלום, אנחנו משפחה של חמישה ורוצים להגיע לאוהל ביום חמישי. האם יש הסעה מקראון הייטס שיוצאת בבוקר?',
    daysAgo: 3,
    read: false,
  },
  {
    name: 'Daniel Katz',
    email: 'daniel.katz@example.com',
    subject: 'The basement on Maple Street',
    message:
      'The photos of the basement on Maple Street are not of that apartment: the kitchen we found looks nothing like them. Could someone look into it?',
    daysAgo: 6,
    read: true,
  },
  {
    name: 'Myriam Toledano',
    email: 'myriam.toledano@example.com',
    subject: 'Merci pour le Shabbat !',
    message:
      'Un grand merci à la famille qui nous a reçus vendredi soir. Un accueil chaleureux, des chants et une cuisine délicieuse.',
    daysAgo: 9,
    read: true,
  },
  {
    name: 'Shmuel Gurary',
    email: 'shmuel.gurary@example.com',
    subject: 'Listing my apartment',
    message:
      'I have a two-bedroom on Lefferts Avenue and would like to host guests for the Kinus. I applied as a host last week; how long does approval usually take?',
    daysAgo: 12,
    read: true,
  },
];

/** Why the demo's suspended listings were suspended (the admin area and the host's mail show it). */
export const DEMO_SUSPENSION_REASON =
  'Guests report that the photos do not show this apartment. Please upload photos of the actual rooms and write to us.';

/**
 * The admin area's demo (admin@example.com): contact messages in the inbox, some read, and a reason for
 * the suspended demo listings, which were published before (so restoring them puts them back).
 */
export const demoAdmin: Seeder = {
  name: 'demo-admin',
  async run(tx) {
    const now = Date.now();
    await tx.insert(contactMessages).values(
      DEMO_MESSAGES.map(({ daysAgo, read, ...message }) => {
        const createdAt = new Date(now - daysAgo * DAY_MS);
        return { ...message, createdAt, readAt: read ? new Date(createdAt.getTime() + DAY_MS / 4) : null };
      }),
    );
    for (const table of [stays, mealOffers, transportServices, ohelListings]) {
      await tx
        .update(table)
        .set({ suspendedFrom: 'published', suspendedReason: DEMO_SUSPENSION_REASON })
        .where(and(eq(table.status, 'suspended'), isNull(table.suspendedFrom)));
    }
  },
};
