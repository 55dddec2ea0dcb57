import { randomBytes } from 'node:crypto';
import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose';

/** Roles an API key may carry: the public anon key, or a server-side service_role key. */
export const API_KEY_ROLES = ['anon', 'service_role'] as const;
export type ApiKeyRole = (typeof API_KEY_ROLES)[number];

const ISSUER = 'orchim';
const TEN_YEARS_SECONDS = 10 * 365 * 24 * 60 * 60;

const secretKey = (secret: string) => new TextEncoder().encode(secret);

/** A random HS256 secret: 48 bytes, well above the 32 characters HS256 keys need. */
export function generateJwtSecret(): string {
  return randomBytes(48).toString('base64url');
}

/** An API key is a long-lived JWT naming its role, like Supabase's anon and service_role keys. */
export async function signApiKey(secret: string, role: ApiKeyRole): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + TEN_YEARS_SECONDS)
    .sign(secretKey(secret));
}

/**
 * The role of a valid key, or null. Only HS256 with our secret is accepted: `alg: none` and
 * any other algorithm are refused by jose's allow-list, so a forged header cannot downgrade the check.
 */
export async function verifyApiKey(
  secret: string,
  token: string,
  now = new Date(),
): Promise<ApiKeyRole | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), {
      algorithms: ['HS256'],
      currentDate: now,
    });
    const role = payload.role;
    return API_KEY_ROLES.find((allowed) => allowed === role) ?? null;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

/**
 * verifyApiKey with a memory: the same few keys (the site's anon key above all) come with every request,
 * and an HMAC check through WebCrypto costs more than some whole answers. A key once verified is
 * trusted until its own expiry; a refused one is checked again each time. At most `size` keys are
 * remembered (the oldest forgotten first).
 */
export function cachedApiKeyVerifier(secret: string, size = 64) {
  const known = new Map<string, { role: ApiKeyRole; expiresAtMs: number }>();
  return async (token: string, now = new Date()): Promise<ApiKeyRole | null> => {
    const hit = known.get(token);
    if (hit && hit.expiresAtMs > now.getTime()) return hit.role;
    known.delete(token);
    const role = await verifyApiKey(secret, token, now);
    if (role) {
      const exp = decodeJwt(token).exp;
      if (known.size >= size) known.delete(known.keys().next().value!);
      known.set(token, { role, expiresAtMs: exp === undefined ? Infinity : exp * 1000 });
    }
    return role;
  };
}
