import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

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
export async function verifyApiKey(secret: string, token: string): Promise<ApiKeyRole | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: ['HS256'] });
    const role = payload.role;
    return API_KEY_ROLES.find((allowed) => allowed === role) ?? null;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
