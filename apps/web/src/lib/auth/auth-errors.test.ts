import { describe, expect, it, vi } from 'vitest';
import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthUnknownError,
  AuthWeakPasswordError,
} from '@supabase/auth-js';
import { MESSAGES, messageKey } from '@orchim/shared/messages';
import { authErrorMessage, weakPasswordKey } from './auth-errors';
import { setupI18n } from '../../../test/i18n';

describe('auth-js errors → product §8 messages', () => {
  it.each([
    [
      'wrong credentials',
      new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
      { key: messageKey('invalidCredentials') },
    ],
    [
      'an existing account',
      new AuthApiError('User already registered', 422, 'user_already_exists'),
      { key: messageKey('emailInUse'), field: 'email' },
    ],
    [
      'an existing email (GoTrue’s other code)',
      new AuthApiError('Email exists', 422, 'email_exists'),
      { key: messageKey('emailInUse'), field: 'email' },
    ],
    [
      'an unknown email on /recover',
      new AuthApiError('Email not found', 404, 'user_not_found'),
      { key: messageKey('emailNotFound'), field: 'email' },
    ],
    [
      'a deleted user elsewhere',
      new AuthApiError('User not found', 403, 'user_not_found'),
      { key: messageKey('sessionExpired') },
    ],
    [
      'a weak password with a reason',
      new AuthWeakPasswordError('Password is too weak', 422, ['pwned']),
      { key: 'account.weakPassword.pwned', field: 'password' },
    ],
    [
      'a weak password without reasons',
      new AuthWeakPasswordError('Password is too weak', 422, []),
      { key: messageKey('weakPassword'), field: 'password' },
    ],
    ['no answer at all', new AuthRetryableFetchError('Failed to fetch', 0), { key: messageKey('network') }],
    [
      'a gateway timeout',
      new AuthRetryableFetchError('Gateway Timeout', 504),
      { key: messageKey('network') },
    ],
    [
      'a server bug',
      new AuthRetryableFetchError('Internal Server Error', 500),
      { key: messageKey('general') },
    ],
    [
      'too many attempts',
      new AuthApiError('Too many requests', 429, 'over_request_rate_limit'),
      { key: 'account.tooManyAttemptsLater', rateLimited: true },
    ],
    ['a banned account', new AuthApiError('User is banned', 400, 'user_banned'), { key: 'account.banned' }],
    [
      'a wrong current password',
      new AuthApiError('Current password is not correct.', 400, 'current_password_invalid'),
      { key: 'account.currentPasswordInvalid', field: 'currentPassword' },
    ],
    [
      'a missing current password',
      new AuthApiError('Current password required', 400, 'current_password_required'),
      { key: 'account.currentPasswordRequired', field: 'currentPassword' },
    ],
    ['a missing session', new AuthSessionMissingError(), { key: messageKey('sessionExpired') }],
    [
      'a revoked refresh token',
      new AuthApiError('Already used', 400, 'refresh_token_already_used'),
      { key: messageKey('sessionExpired') },
    ],
    [
      'a validation failure',
      new AuthApiError('Bad input', 400, 'validation_failed'),
      { key: messageKey('general') },
    ],
    [
      'an unreadable answer',
      new AuthUnknownError('Unexpected token', new SyntaxError('x')),
      { key: messageKey('general') },
    ],
    ['anything else', new Error('kaboom'), { key: messageKey('general') }],
  ])('maps %s', (_, error, expected) => {
    expect(authErrorMessage(error)).toEqual(expected);
  });

  it('calls a failure outside auth-js a network error when the browser is offline', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(authErrorMessage(new TypeError('Failed to fetch dynamically imported module'))).toEqual({
      key: messageKey('network'),
    });
    onLine.mockRestore();
  });

  it('says why a password is too weak, starting with the catalogue’s message', async () => {
    const i18n = await setupI18n('en');
    expect(weakPasswordKey(['characters', 'pwned'])).toBe('account.weakPassword.characters');
    expect(weakPasswordKey(['unknown'])).toBe(messageKey('weakPassword'));
    for (const reason of ['length', 'characters', 'pwned']) {
      expect(i18n.t(weakPasswordKey([reason]))).toMatch(new RegExp(`^${MESSAGES.weakPassword}\\. \\S`));
    }
    await i18n.changeLanguage('fr');
    expect(i18n.t(weakPasswordKey(['pwned']))).toMatch(/^Le mot de passe est trop faible\. C’est l’un/);
    await i18n.changeLanguage('en');
  });
});
