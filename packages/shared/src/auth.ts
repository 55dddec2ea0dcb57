import { z } from 'zod';
import { LANGUAGES, LIMITS } from './constants';
import { USER_TYPES } from './roles';
import { emailField, requiredText, safeText } from './validation';

/**
 * Accounts (product §3, §5, issue 3). The wire shapes of /auth/v1 follow GoTrue, so @supabase/auth-js speaks
 * to our server unchanged; the field rules here are the ones both the forms and the server apply.
 */

export * from './roles';

/** Access tokens last an hour; a rotated refresh token may be presented again for this long. */
export const AUTH_TOKENS = { accessTtlSeconds: 3600, refreshReuseIntervalSeconds: 10 } as const;

/** Error codes /auth/v1 answers with (GoTrue's, so auth-js exposes them as `error.code`). */
export const AUTH_ERROR_CODES = {
  invalidCredentials: 'invalid_credentials',
  userAlreadyExists: 'user_already_exists',
  weakPassword: 'weak_password',
  validationFailed: 'validation_failed',
  sessionNotFound: 'session_not_found',
  refreshTokenNotFound: 'refresh_token_not_found',
  refreshTokenAlreadyUsed: 'refresh_token_already_used',
  userBanned: 'user_banned',
  userNotFound: 'user_not_found',
  /** A recovery link that is used, expired or unknown (in the /verify redirect's fragment). */
  otpExpired: 'otp_expired',
  badJwt: 'bad_jwt',
  noAuthorization: 'no_authorization',
  notAdmin: 'not_admin',
  /** A signed-in user who is not a host an admin approved, on a route for hosts (403). */
  hostNotApproved: 'host_not_approved',
  overRequestRateLimit: 'over_request_rate_limit',
  /** PUT /user with a new password but without the current one, outside a fresh recovery session (400). */
  currentPasswordRequired: 'current_password_required',
  /** PUT /user with a wrong current password (400; GoTrue's constant is ErrorCodeCurrentPasswordMismatch). */
  currentPasswordInvalid: 'current_password_invalid',
} as const;

// ---- Fields -------------------------------------------------------------------------------------------

export const passwordField = z
  .string()
  .min(LIMITS.passwordMin, { message: 'validation.passwordTooShort' })
  .max(LIMITS.passwordMax, { message: 'validation.passwordTooLong' });

export const fullNameField = requiredText(LIMITS.name);

/** Phone numbers as people type them: digits with spaces, dashes, dots, brackets and a leading +. */
export const PHONE_MAX = 30;
export const phoneField = safeText(PHONE_MAX).refine((value) => value === '' || isPhoneNumber(value), {
  message: 'validation.phone',
});

export function isPhoneNumber(value: string): boolean {
  return /^\+?[\d\s().-]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 7;
}

// ---- Weak passwords -----------------------------------------------------------------------------------

/** GoTrue's reasons, as `weak_password.reasons` carries them. */
export type WeakPasswordReason = 'length' | 'characters' | 'pwned';

/** The most used passwords of public breach lists that are 6 characters or longer (lower-case). */
// prettier-ignore
const COMMON_PASSWORDS = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '0123456789', '654321', '987654321',
  '111111', '000000', '121212', '123123', '112233', '123321', '666666', '696969', '7777777', '888888',
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'pa55word',
  'qwerty', 'qwerty1', 'qwerty12', 'qwerty123', 'qwertyuiop', 'asdfgh', 'asdfghjkl', 'zxcvbn', 'zxcvbnm',
  '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', 'qazwsx', '1qaz2wsx', 'abc123', 'abcdef', 'abcd1234', 'a1b2c3',
  'iloveyou', 'princess', 'sunshine', 'football', 'baseball', 'monkey', 'dragon', 'master', 'shadow',
  'letmein', 'welcome', 'welcome1', 'trustno1', 'whatever', 'freedom', 'starwars', 'superman', 'batman',
  'michael', 'jennifer', 'jordan23', 'charlie', 'donald', 'hunter2', 'killer', 'pokemon', 'secret',
  'admin123', 'administrator', 'changeme', 'default', 'login123', 'test123', 'testing', 'computer',
  'internet', 'cheese', 'flower', 'hello123', 'lovely', 'mustang', 'ninja1', 'azerty', 'azertyuiop',
  'soleil', 'bonjour', 'motdepasse', 'shalom', 'shalom1', 'shabbat', 'shabbos', 'jerusalem', 'israel',
  'orchim', 'orchim1', 'orchim123',
]);

/** Keyboard and alphabet runs: a password that is one run (forwards or backwards) is trivially simple. */
const RUNS = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'azertyuiop'];

/**
 * Why a password is too weak, or [] when it is acceptable: shorter than the minimum, common in breach
 * lists, or trivially simple (one repeated character or pattern, a keyboard or alphabet run, the email
 * address or its name part). The server refuses such passwords; forms use it to say so before sending.
 */
export function weakPasswordReasons(password: string, email?: string): WeakPasswordReason[] {
  if (password.length < LIMITS.passwordMin) return ['length'];
  const lower = password.toLowerCase();
  const emailLower = email?.trim().toLowerCase();
  const localPart = emailLower?.split('@')[0];
  if (COMMON_PASSWORDS.has(lower) || lower === emailLower || (localPart && lower === localPart)) {
    return ['pwned'];
  }
  const repeated = /^(.{1,3})\1+$/.test(lower);
  const run = RUNS.some((chars) => isRun(lower, chars) || isRun(lower, [...chars].reverse().join('')));
  const fewDistinct = new Set(lower).size < 3;
  return repeated || run || fewDistinct ? ['characters'] : [];
}

function isRun(text: string, chars: string): boolean {
  return text.length <= chars.length && chars.includes(text);
}

// ---- Wire shapes of /auth/v1 --------------------------------------------------------------------------

/**
 * What an applicant writes about themselves and what they would like to offer, for the team that
 * decides on the application (optional; at most a message's length).
 */
export const hostIntroField = safeText(LIMITS.message);

/** `data` of POST /signup: becomes user_metadata. */
export const signUpDataSchema = z.object({
  full_name: fullNameField,
  phone: phoneField.optional(),
  user_type: z.enum(USER_TYPES).default('guest'),
  /** The site's language at sign-up: the account's mails are written in it. */
  language: z.enum(LANGUAGES).optional(),
  /** A host's application: kept for the admin (a guest's is not kept). */
  host_intro: hostIntroField.optional(),
});
export type SignUpData = z.infer<typeof signUpDataSchema>;

export const signUpSchema = z.object({
  email: emailField,
  password: passwordField,
  data: signUpDataSchema,
});

/** POST /token?grant_type=password. The password is not checked for strength here: only compared. */
export const passwordGrantSchema = z.object({
  email: emailField,
  password: z.string().min(1, { message: 'validation.required' }).max(LIMITS.passwordMax),
});

export const refreshGrantSchema = z.object({ refresh_token: z.string().min(1).max(256) });

export const recoverSchema = z.object({ email: emailField });

/**
 * PUT /user. `data` merges into user_metadata key by key (GoTrue); only these keys may be set by the
 * user, and user_type is fixed at sign-up (becoming a host is an application, not a setting).
 */
export const updateUserDataSchema = z
  .object({
    full_name: fullNameField.optional(),
    phone: phoneField.optional(),
    /** The language last chosen on the site while signed in: the account's mails follow it. */
    language: z.enum(LANGUAGES).optional(),
  })
  .strict();

/**
 * `current_password` (auth-js's UserAttributes.current_password) proves a new password's sender knows the
 * old one. Only compared, so any length up to the maximum; empty or left out, the server says it is
 * required, unless the session is a fresh one from a recovery link.
 */
export const updateUserSchema = z.object({
  password: passwordField.optional(),
  current_password: z.string().max(LIMITS.passwordMax).optional(),
  data: updateUserDataSchema.optional(),
});
