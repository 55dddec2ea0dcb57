import { z } from 'zod';
import { phoneField } from './auth';
import { LIMITS } from './constants';
import { STAY_LIMITS } from './stay-catalogue';
import { requiredText, safeText } from './validation';

/**
 * The product §3 contact fields every booking form has (the email is always the account's). Apart from
 * ./bookings.ts so each kind's request (./meals.ts...) can extend it without an import cycle.
 */
export const bookingContactSchema = z.object({
  firstName: requiredText(LIMITS.name),
  lastName: requiredText(LIMITS.name),
  phone: phoneField.pipe(z.string().min(1, { message: 'validation.required' })),
  numberOfGuests: z.number().int().min(1, { message: 'validation.guestsMin' }),
  specialRequests: safeText(STAY_LIMITS.specialRequests).default(''),
});
