import { z } from 'zod';
import { LIMITS } from './constants';
import { emailField, requiredText } from './validation';

/** The contact form: the same schema checks the form in the browser and the body on the server. */
export const contactMessageSchema = z.object({
  name: requiredText(LIMITS.name),
  email: emailField,
  subject: requiredText(LIMITS.subject),
  message: requiredText(LIMITS.message),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const contactMessageCreatedSchema = z.object({ id: z.string() });
