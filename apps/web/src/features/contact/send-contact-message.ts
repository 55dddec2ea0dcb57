import type { z } from 'zod';
import type { contactMessageCreatedSchema, ContactMessage } from '@orchim/shared/contact';
import { apiFetch } from '@/lib/api';

export const CONTACT_PATH = '/functions/v1/contact';

/** POST /functions/v1/contact: stores the message for the team (at most 3 an hour per sender). */
export function sendContactMessage(message: ContactMessage) {
  return apiFetch<z.infer<typeof contactMessageCreatedSchema>>(CONTACT_PATH, {
    method: 'POST',
    json: message,
  });
}
