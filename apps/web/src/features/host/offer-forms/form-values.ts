import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';

/**
 * How the offer forms' inputs become their wire bodies. Inputs hold text (and checkbox groups lists);
 * the form's fields carry the wire names, so an error of the shared schema, or of the server, lands on
 * the field that caused it.
 */

/** A count typed in a number box: empty is NaN, so the schema says the field needs a value. */
export const count = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** A checkbox group's value: react-hook-form gives false when none of a group is ticked. */
export const list = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/** An optional text that the API keeps as null when empty (a date, a link). */
export const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * A form's schema: its values turned into the wire body, then exactly the server's schema, so the
 * browser and the server judge the form alike.
 */
export function wireSchema<Form extends FieldValues, Wire>(
  toWire: (form: Form) => unknown,
  schema: z.ZodType<Wire>,
): z.ZodType<Wire, Form> {
  return z.preprocess((form) => toWire(form as Form), schema) as unknown as z.ZodType<Wire, Form>;
}

/**
 * A resolver with one more rule of the page's, checked even when other fields fail (a zod refinement
 * of the whole object waits for every field to pass): `rule` names the field and its message, if any.
 */
export function withRule<Form extends FieldValues, Wire>(
  resolver: Resolver<Form, unknown, Wire>,
  rule: (values: Form) => { field: string; message: string } | null,
): Resolver<Form, unknown, Wire> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const broken = rule(values);
    if (!broken) return result;
    const error: FieldError = { type: 'custom', message: broken.message };
    const errors = { ...result.errors, [broken.field]: error } as FieldErrors<Form>;
    return { values: {}, errors };
  };
}
