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

/** A query parameter holding a comma-separated list of known values ("urn,sukkah"); repeats are merged. */
export const listParam = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => {
      const items = (Array.isArray(value) ? value : [value])
        .filter((item): item is string => typeof item === 'string')
        .flatMap((item) => item.split(','))
        .map((item) => item.trim())
        .filter(Boolean);
      return [...new Set(items)];
    },
    z.array(z.enum(values)),
  );

/** A whole number in a query string, between min and max. */
export const intParam = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
