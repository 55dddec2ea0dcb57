import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import type { Language } from '@orchim/shared/constants';
import { apiHeaders, DEMO, signedInState, signIn, signUp, type Session } from './accounts';

/**
 * Hosts of the specs' own, through the real API: a new host account approved by the demo admin (so the
 * demo host's listings, which other specs read, stay as seeded), calls as that host, and photos made on
 * the spot.
 */

export async function ok<T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  what: string,
): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A call to the API as `session`, which must succeed; its JSON answer. */
export async function callAs<T>(
  request: APIRequestContext,
  session: Session,
  method: 'get' | 'post' | 'put',
  path: string,
  data?: unknown,
) {
  const headers = await apiHeaders(request, session.access_token);
  return ok<T>(await request[method](path, { headers, ...(data === undefined ? {} : { data }) }), path);
}

/** The demo admin decides on a host's application (POST /rest/v1/admin/hosts/{id}/status). */
export async function approveHost(request: APIRequestContext, userId: string) {
  await callAs(request, await signIn(request, DEMO.admin), 'post', `/rest/v1/admin/hosts/${userId}/status`, {
    status: 'approved',
  });
}

/** A new host, approved by the admin, signed in again so the session says so. */
export async function approvedHost(request: APIRequestContext, fullName: string) {
  const host = await signUp(request, { userType: 'host', fullName });
  await approveHost(request, host.session.user.id);
  return { ...host, session: await signIn(request, host.email, host.password) };
}

/** The page's browser starts signed in as someone who signed in earlier, in a language. */
export async function signInBrowser(page: Page, baseURL: string, session: Session, lng: Language) {
  await page.context().addInitScript(
    (storage) => {
      for (const { name, value } of storage) localStorage.setItem(name, value);
    },
    signedInState(baseURL, session, lng).origins[0]!.localStorage,
  );
}

/** A small photo made now: a JPEG or PNG of one colour. */
export async function photo(format: 'jpeg' | 'png' = 'jpeg', colour = '#c9a96e') {
  const image = sharp({ create: { width: 480, height: 320, channels: 3, background: colour } });
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}

/**
 * The stay form's steps from location to house rules, saved through the API in the form's own wire
 * format (the form itself is walked through screen by screen in host-stay-form.spec.ts).
 */
export async function saveStaySteps(request: APIRequestContext, session: Session, stayId: string) {
  const steps: [string, unknown][] = [
    ['location', { address: '1506 Union St', area: 'Union Street near Albany Avenue' }],
    ['rooms', { bedrooms: 2, beds: 3, baths: 1, maxGuests: 5 }],
    [
      'pricing',
      {
        pricePerNightCents: 18_000,
        cleaningFeeCents: 5_000,
        minimumNights: 2,
        checkInTime: '15:00',
        checkOutTime: '11:00',
        cancellationPolicy: 'moderate',
      },
    ],
    ['amenities', { amenities: ['wifi', 'crib'] }],
    ['jewish', { jewishFeatures: ['kosher_kitchen', 'urn'], kosherStandard: 'chabad', mikvahWalkMinutes: 6 }],
    ['rules', { houseRules: 'No smoking, please.' }],
  ];
  for (const [step, body] of steps) {
    await callAs(request, session, 'put', `/rest/v1/host/stays/${stayId}/${step}`, body);
  }
}

/** Uploads a photo of a listing through /storage/v1 as the page does (multipart `file`); the raw answer. */
export async function uploadPhoto(
  request: APIRequestContext,
  session: Session,
  listing: { kind: 'stays' | 'meals' | 'transport' | 'ohel'; id: string },
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const headers = await apiHeaders(request, session.access_token);
  return request.post(`/storage/v1/object/listing-images/${listing.kind}/${listing.id}`, {
    headers,
    multipart: { file },
  });
}
