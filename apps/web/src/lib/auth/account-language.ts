import type { Language } from '@orchim/shared/constants';
import type { LoadedAuthClient } from './auth-client';
import type { AuthUser } from './types';

/**
 * Keeps the site's language with the account (user_metadata.language), so the server writes the
 * account's mails in it: on a sign-in, the language the page is in; while signed in, each one the person
 * picks. Nothing is written when the account already has it. A failure only leaves the mails in the
 * language kept before, so it is not reported.
 */
export async function keepAccountLanguage(
  load: () => Promise<LoadedAuthClient>,
  user: AuthUser,
  language: Language,
): Promise<void> {
  if (user.user_metadata.language === language) return;
  try {
    await (await load()).client.updateUser({ data: { language } });
  } catch {
    // Kept the next time the person signs in or picks a language.
  }
}
