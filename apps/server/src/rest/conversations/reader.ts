import { LANGUAGES, type Language } from '@orchim/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { signedInUser } from '../../auth/request-user';
import { languageOf } from '../../mail/texts';

/** ?lang: the page's language, as the bookings' answers take it (listing titles are translated into it). */
export const langQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() });

/**
 * The signed-in reader and the language listing titles are shown in where the host translated them: the
 * page's (`?lang`), else the one kept with their account (the last picked on the site while signed in).
 */
export function readerOf(request: FastifyRequest, lang?: Language): { id: string; lang: Language } {
  const user = signedInUser(request);
  return { id: user.id, lang: lang ?? languageOf(user.user_metadata) };
}
