import { z } from 'zod';
import { LIMITS } from './constants';
import { containsUnsafeMarkup } from './input-check';

/**
 * Zod building blocks. Error messages are i18next keys in the `common` namespace
 * (validation.*), so the browser translates them and the server sends them as they are.
 */
export const safeText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'validation.tooLong' })
    .refine((value) => !containsUnsafeMarkup(value), { message: 'validation.unsafe' });

export const requiredText = (max: number) =>
  safeText(max).pipe(z.string().min(1, { message: 'validation.required' }));

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { message: 'validation.required' })
  .max(LIMITS.email, { message: 'validation.tooLong' })
  .pipe(z.email({ message: 'validation.email' }));
