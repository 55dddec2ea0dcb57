import fc from 'fast-check';
import { z } from 'zod';
import type { HostileContext } from './hostile';
import { EVIL_STRINGS } from './hostile-text';

// Values for a route's inputs derived from its zod schema (through JSON Schema): valid-ish, and nearly.

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  default?: unknown;
};

/** The zod schema as JSON Schema (its input side), or undefined when it has no representation. */
export function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Values the schema accepts, or nearly: drawn from its types, enums, formats, lengths and ranges (ids from
 * the fixtures), so a good share passes validation and reaches the handler. Not exact (a refinement in
 * code is invisible here), which is fine: the property holds for every answer.
 */
export function validish(schema: JsonSchema | undefined, context: HostileContext, key = '', depth = 0) {
  return arbitraryOf(schema, context, schema, key, depth);
}

function arbitraryOf(
  schema: JsonSchema | undefined,
  context: HostileContext,
  root: JsonSchema | undefined,
  key: string,
  depth: number,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 1 });
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return arbitraryOf(root?.$defs?.[name], context, root, key, depth + 1);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length)
    return fc.oneof(...union.map((part) => arbitraryOf(part, context, root, key, depth + 1)));
  if (schema.allOf?.length) return arbitraryOf(schema.allOf[0], context, root, key, depth + 1);
  if (Array.isArray(schema.type)) {
    return fc.oneof(
      ...schema.type.map((type) => arbitraryOf({ ...schema, type }, context, root, key, depth)),
    );
  }
  switch (schema.type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of properties) {
        record[name] = arbitraryOf(property, context, root, name, depth + 1);
      }
      return fc.record(record, {
        requiredKeys: properties.map(([name]) => name).filter((n) => required.has(n)),
      });
    }
    case 'array': {
      if (schema.prefixItems) {
        return fc.tuple(
          ...schema.prefixItems.map((item) => arbitraryOf(item, context, root, key, depth + 1)),
        );
      }
      const items = arbitraryOf(
        Array.isArray(schema.items) ? schema.items[0] : schema.items,
        context,
        root,
        key,
        depth + 1,
      );
      const maxLength = Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4));
      // Mostly not empty: lists that must have an item say so in code, not in the schema.
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc.array(items, {
            minLength: Math.min(Math.max(schema.minItems ?? 0, 1), maxLength),
            maxLength,
          }),
        },
        { weight: 1, arbitrary: fc.array(items, { minLength: schema.minItems ?? 0, maxLength }) },
      );
    }
    case 'string':
      return stringOf(schema, context, key);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1_000) + 1;
      const max = schema.maximum ?? (schema.exclusiveMaximum ?? 100_000) - 1;
      const low = Math.max(min, -1e9);
      const high = Math.min(Math.max(max, low), 1e9);
      // Mostly near the minimum (guests, nights, cents), where real values are; now and then anywhere.
      const near = Math.min(high, Math.max(low, 0) + 20);
      return schema.type === 'integer'
        ? fc.oneof(
            {
              weight: 3,
              arbitrary: fc.integer({ min: Math.ceil(low), max: Math.floor(Math.max(near, low)) }),
            },
            { weight: 1, arbitrary: fc.integer({ min: Math.ceil(low), max: Math.floor(high) }) },
          )
        : fc.double({ min: low, max: high, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringOf(schema: JsonSchema, context: HostileContext, key: string): fc.Arbitrary<string> {
  const dayOf = (offset: number) => new Date(context.today.getTime() + offset * DAY_MS);
  const dates = fc.integer({ min: -40, max: 400 }).map((offset) => dayOf(offset).toISOString().slice(0, 10));
  const pool = context.ids[key] ?? (schema.format === 'uuid' ? context.allIds : undefined);
  if (pool) {
    const other = schema.format === 'uuid' ? fc.uuid() : fc.string({ maxLength: 20 });
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pool) }, { weight: 1, arbitrary: other });
  }
  if (schema.format === 'date') return dates;
  if (schema.format === 'date-time') {
    return fc.integer({ min: -40, max: 400 }).map((offset) => dayOf(offset).toISOString());
  }
  if (schema.format === 'email' || /email/i.test(key)) {
    return fc.oneof(
      fc.constantFrom(...context.emails),
      fc.nat().map((n) => `visitor${n}@example.com`),
      fc.emailAddress(),
    );
  }
  // Formats the schemas check in code (a refinement leaves no trace in JSON Schema), told by the name.
  if (/(time|^serviceStart|^serviceEnd)$/i.test(key))
    return fc.constantFrom('15:00', '06:30', '00:00', '23:59');
  if (/(date|dates|from|until|^to|start|end|checkIn|checkOut)$/i.test(key)) return dates;
  if (/phone/i.test(key)) return fc.constantFrom('+1 718 555 0170', '(718) 555-0199', '+972 2 555 0101');
  if (/flightNumber/i.test(key)) return fc.constantFrom('LY001', 'BA 117', 'DL1');
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' });
    } catch {
      // A pattern JavaScript cannot compile: ordinary text below.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 60, 60));
  // Words first (forms trim and refuse blank text), then any characters.
  const long = minLength > 15 || /description|text|message|rules|details|reason|bio/i.test(key);
  const words = fc
    .lorem(long ? { maxCount: 4, mode: 'sentences' } : { maxCount: 6 })
    .map((text) => text.slice(0, maxLength))
    .filter((text) => text.length >= minLength);
  return fc.oneof(
    { weight: 3, arbitrary: words },
    { weight: 2, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
  );
}

/** A wrong value for a field: another type, an edge number, a huge or evil string, a deep nest. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom<unknown>(
    null,
    true,
    0,
    -1,
    1.5,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    [],
    {},
    [null],
    { __proto__: null, admin: true },
  ),
  fc.constantFrom(...EVIL_STRINGS),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => 'x'.repeat(n)),
);

/**
 * A valid-ish value with one thing wrong: a field set to a wrong value, a required field removed, or an
 * unexpected key added (`__proto__` as an own key included, as JSON.parse makes it).
 */
export function almostValid(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), wrongValue, fc.constantFrom('replace', 'remove', 'add', 'proto'))
    .map(([value, pick, wrong, operation]) => mutate(value, pick, wrong, operation));
}

type Json = unknown;

function mutate(value: Json, pick: number, wrong: Json, operation: string): Json {
  const copy = structuredClone(value);
  const containers: Json[] = [];
  const walk = (node: Json) => {
    if (node && typeof node === 'object') {
      containers.push(node);
      for (const child of Object.values(node)) walk(child);
    }
  };
  walk(copy);
  if (containers.length === 0) return operation === 'remove' ? undefined : wrong;
  const target = containers[pick % containers.length] as Record<string, Json>;
  const keys = Object.keys(target);
  const key = keys.length ? keys[pick % keys.length]! : 'extra';
  if (operation === 'replace') target[key] = wrong;
  else if (operation === 'remove' && Array.isArray(target)) target.splice(Number(key), 1);
  else if (operation === 'remove') delete target[key];
  else if (operation === 'add') target[`extra_${pick % 7}`] = wrong;
  else
    Object.defineProperty(target, '__proto__', { value: { admin: true }, enumerable: true, writable: true });
  return copy;
}
