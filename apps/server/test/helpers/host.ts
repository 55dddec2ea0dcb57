import { randomUUID } from 'node:crypto';
import type { HostStatus } from '@orchim/shared';
import type { FastifyInstance } from 'fastify';
import { signAccessToken } from '../../src/auth/access-tokens';
import { sessionsRepository } from '../../src/db/repositories/sessions';
import { listingImages, stayImages } from '../../src/db/schema';
import { emailAppMetadata, usersRepository } from '../../src/db/repositories/users';
import { hashPassword } from '../../src/lib/passwords';
import { PASSWORD, uniqueSender } from './auth';
import type { SignedInAccount } from './stays';
import { apiKey } from './test-app';

/**
 * An account with a live session, straight in the database: a host (approved unless told), a guest or an
 * admin. Each headers() signs a fresh access token at the app's clock from the account as it is then, so
 * a token made after an admin's decision carries the new status, as a refreshed session's would.
 */
export async function signedInAs(
  app: FastifyInstance,
  options: {
    role?: 'host' | 'guest' | 'admin';
    hostStatus?: HostStatus;
    name?: string;
    fullName?: string;
  } = {},
): Promise<SignedInAccount> {
  const role = options.role ?? 'host';
  const { email } = uniqueSender(options.name ?? role);
  const users = usersRepository(app.db);
  const created = await users.create(
    {
      email,
      encryptedPassword: null,
      userMetadata: {
        full_name: options.fullName ?? 'Rivka Mintz',
        user_type: role === 'host' ? 'host' : 'guest',
      },
      appMetadata: emailAppMetadata(
        role === 'host'
          ? { host_status: options.hostStatus ?? 'approved' }
          : role === 'admin'
            ? { roles: ['admin'] }
            : {},
      ),
    },
    app.clock(),
  );
  if (!created) throw new Error(`${email} exists`);
  const session = await sessionsRepository(app.db).create(created.id, 'password', randomUUID(), app.clock());
  return {
    user: created,
    email,
    async headers() {
      const user = (await users.findById(created.id)) ?? created;
      const { token } = await signAccessToken(app.config.jwtSecret, {
        user,
        session,
        issuer: 'http://localhost/auth/v1',
        now: app.clock(),
      });
      return { apikey: await apiKey(), authorization: `Bearer ${token}` };
    },
  };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call of /rest/v1 as `account`, or with the anon key only when null. */
export async function rest(
  app: FastifyInstance,
  method: Method,
  path: string,
  account: SignedInAccount | null,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/rest/v1${path}`,
    headers: account ? await account.headers() : { apikey: await apiKey() },
    ...(payload ? { payload } : {}),
  });
}

/**
 * The account deletes itself through POST /rest/v1/account/delete (it must succeed). Accounts made by
 * signedInAs have no password: it is given PASSWORD first, which the deletion asks for again.
 */
export async function deleteAccount(app: FastifyInstance, account: SignedInAccount): Promise<void> {
  await usersRepository(app.db).update(
    account.user.id,
    { encryptedPassword: await hashPassword(PASSWORD) },
    app.clock(),
  );
  const deleted = await rest(app, 'POST', '/account/delete', account, { password: PASSWORD });
  if (deleted.statusCode !== 204) throw new Error(`account deletion: ${deleted.statusCode} ${deleted.body}`);
}

/** The stay form's steps, each with a valid body: a brownstone floor on President Street. */
export const STAY_STEPS = {
  basics: {
    title: 'Garden floor on President Street',
    description: 'A quiet garden floor in a brownstone, two blocks from 770, with a kosher kitchen.',
    propertyType: 'brownstone_floor',
  },
  location: { address: '1304 President St, Brooklyn, NY 11213', area: 'President Street' },
  rooms: { bedrooms: 2, beds: 3, baths: 1, maxGuests: 5 },
  pricing: {
    pricePerNightCents: 180_00,
    cleaningFeeCents: 50_00,
    minimumNights: 2,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    cancellationPolicy: 'flexible',
  },
  amenities: { amenities: ['wifi', 'crib'] },
  jewish: { jewishFeatures: ['kosher_kitchen', 'urn'], kosherStandard: 'chabad', mikvahWalkMinutes: 6 },
  rules: { houseRules: 'No smoking. Shabbos observant home.' },
  photos: {},
  availability: {},
} as const;

/** A photo of a listing, straight in the database (uploads are /storage/v1's, with their own tests). */
export async function addPhoto(
  app: FastifyInstance,
  kind: 'stays' | 'meals' | 'transport' | 'ohel',
  listingId: string,
  position = 0,
) {
  const image = {
    position,
    src: `/storage/v1/object/public/listing-images/${listingId}/${position}.webp`,
    width: 1200,
    height: 800,
    alt: 'The front room',
  };
  if (kind === 'stays') {
    await app.db.insert(stayImages).values({ ...image, stayId: listingId });
    return;
  }
  const parent = { meals: 'mealOfferId', transport: 'transportServiceId', ohel: 'ohelListingId' } as const;
  await app.db.insert(listingImages).values({ ...image, [parent[kind]]: listingId });
}
