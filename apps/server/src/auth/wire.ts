import { apiErrorSchema, LIMITS } from '@orchim/shared';
import { z } from 'zod';
import type { UserRow } from '../db/repositories/users';
import { AUTHENTICATED } from './access-tokens';

// Response shapes of /auth/v1, as GoTrue sends them and @supabase/auth-js reads them.

const timestamp = z.string();

export const authUserSchema = z.object({
  id: z.string(),
  aud: z.literal(AUTHENTICATED),
  role: z.literal(AUTHENTICATED),
  email: z.string(),
  email_confirmed_at: timestamp.optional(),
  phone: z.string(),
  confirmed_at: timestamp.optional(),
  last_sign_in_at: timestamp.optional(),
  app_metadata: z.record(z.string(), z.unknown()),
  user_metadata: z.record(z.string(), z.unknown()),
  identities: z.array(z.never()),
  created_at: timestamp,
  updated_at: timestamp,
  is_anonymous: z.literal(false),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** auth-js takes a body for a session only when access_token, refresh_token and expires_in are all there. */
export const authSessionSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  /** Unix seconds. */
  expires_at: z.number().int(),
  refresh_token: z.string(),
  user: authUserSchema,
});
export type AuthSession = z.infer<typeof authSessionSchema>;

/** Error bodies; a weak password also says why (auth-js reads `weak_password.reasons`). */
export const authErrorSchema = apiErrorSchema.extend({
  weak_password: z.object({ reasons: z.array(z.string()) }).optional(),
});

/**
 * A new password as the wire carries it: only the maximum is a validation error. A short one is a
 * weak password (422 weak_password, reason "length"), as GoTrue answers, so the shared strength rules
 * (assertStrongPassword) decide about every new password in one place.
 */
export const newPasswordField = z.string().max(LIMITS.passwordMax, { message: 'validation.passwordTooLong' });

/** A user as GoTrue shows one; timestamps that are not set are left out. */
export function userJson(user: UserRow): AuthUser {
  const iso = (date: Date | null) => (date ? date.toISOString() : undefined);
  return {
    id: user.id,
    aud: AUTHENTICATED,
    role: AUTHENTICATED,
    email: user.email,
    email_confirmed_at: iso(user.emailConfirmedAt),
    phone: '',
    confirmed_at: iso(user.emailConfirmedAt),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    identities: [],
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    is_anonymous: false,
  };
}
