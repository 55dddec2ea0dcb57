import fc from 'fast-check';
import type { z } from 'zod';
import { bodyOf, type BodyRecipe } from './hostile-bodies';
import { headersOf } from './hostile-headers';
import { anyText, encode } from './hostile-text';
import { jsonSchemaOf, validish } from './hostile-values';

/**
 * fast-check generators of hostile requests (issue 8): path segments, query strings, bodies and headers
 * that a scanner, a fuzzer or a careless client sends. Each request is generated as a small description
 * (`HostileRequest`) and built into light-my-request options only when sent, so a failing case prints
 * short (a 300 kB string shows as its recipe, not its bytes). Text, schema-derived values, bodies and
 * headers have modules of their own (hostile-*.ts); paths, query strings and callers are here.
 */

export type CallerKind = 'no key' | 'anon' | 'guest' | 'pending host' | 'host' | 'admin';
export const CALLER_KINDS: readonly CallerKind[] = [
  'no key',
  'anon',
  'guest',
  'pending host',
  'host',
  'admin',
];

/** The route as Fastify registered it, with the zod schemas of its inputs (where it declares them). */
export interface Endpoint {
  method: string;
  url: string;
  name: string;
  schema: { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType };
  multipart: boolean;
}

/** What the generators draw real values from, so many requests get past the guards to the handlers. */
export interface HostileContext {
  /**
   * Fixture ids by the URL segment before a param ('stays' → stay ids) or by a field's name ('stayId');
   * 'listingId' for any listing, '*' for storage object names.
   */
  ids: Record<string, readonly string[]>;
  /** Every fixture id, for params whose segment has none of its own. */
  allIds: readonly string[];
  /** Emails of the fixture accounts (sign-in and recovery reach an account). */
  emails: readonly string[];
  /** Forged, expired, foreign and malformed tokens for Authorization and apikey. */
  badTokens: readonly string[];
  /** Valid keys that are not the anon key (service_role), sent where a caller's would go. */
  otherKeys: readonly string[];
  /** A real image, so some uploads are taken. */
  image: Buffer;
  /** The app's today, so generated dates are near it (bookable, not years away). */
  today: Date;
}

// ---- Paths -----------------------------------------------------------------------------------------

/** Path segments as they are written into the URL (already encoded, or raw on purpose). */
const HOSTILE_SEGMENTS = [
  '..',
  '.',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  'null',
  'NaN',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999999999',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '%27%20OR%201%3D1--',
  '__proto__',
  'constructor',
  '%5B%5D',
  'a'.repeat(2_000),
] as const;

/**
 * The URL's `:name` params (and a wildcard `*`) filled from the fixtures, the schema, or hostile text.
 * A `:kind` param is drawn first, so the id after it is mostly one of that kind (a stay's id for stays).
 */
export function pathOf(endpoint: Endpoint, context: HostileContext): fc.Arbitrary<string> {
  const names = [...endpoint.url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
  if (names.length === 0) return fc.constant(endpoint.url);
  const params = jsonSchemaOf(endpoint.schema.params);
  const segments = endpoint.url.split('/');

  const fill = (kind: string | undefined) => {
    const values = names.map((name) => {
      // The segment before the param says what it names: /stays/:id a stay, /host/:kind/:id a listing.
      const before = segments[segments.findIndex((s) => s === `:${name}` || s === name) - 1] ?? '';
      const pool =
        name === '*'
          ? context.ids['*']
          : before === ':kind'
            ? (kind && context.ids[kind]) || context.ids.listingId
            : context.ids[before];
      const ids = pool ? { ...context.ids, [name]: pool } : context.ids;
      const real: fc.Arbitrary<string> =
        name === 'kind' && kind
          ? fc.constant(kind)
          : name === '*'
            ? fc.constantFrom(...(pool ?? ['none'])).map((path) => path.split('/').map(encode).join('/'))
            : validish(params?.properties?.[name], { ...context, ids }, name).map((value) =>
                encode(String(value)),
              );
      return fc.oneof(
        { weight: 6, arbitrary: real },
        { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
        { weight: 2, arbitrary: anyText.map(encode) },
        ...(name === '*'
          ? [
              {
                weight: 1,
                arbitrary: fc.constantFrom('../../secrets.json', 'a/b/../../..', '%2F%2F', 'x/'.repeat(300)),
              },
            ]
          : []),
      );
    });
    return fc.tuple(...values).map((filled) => {
      let index = 0;
      return endpoint.url.replace(/:(\w+)|\*/g, () => filled[index++] ?? '');
    });
  };

  const kinds = params?.properties?.kind?.enum?.map(String);
  return kinds && names.includes('kind') ? fc.constantFrom(...kinds).chain(fill) : fill(undefined);
}

// ---- Query strings ---------------------------------------------------------------------------------

const EVIL_KEYS = [
  '__proto__',
  '__proto__[admin]',
  'constructor',
  'constructor[prototype]',
  'constructor[prototype][admin]',
  'prototype',
  'toString',
  'hasOwnProperty',
  'a[]',
  'a[b][c]',
  '',
  'apikey',
  'select',
  'order',
  'limit',
] as const;

/** A query string (without `?`): the schema's keys with good and bad values, repeated keys, evil keys. */
export function queryOf(endpoint: Endpoint, context: HostileContext): fc.Arbitrary<string> {
  const schema = jsonSchemaOf(endpoint.schema.querystring);
  const known = Object.keys(schema?.properties ?? {});
  const fromSchema = validish(schema, context).map((value) => {
    const pairs: [string, string][] = [];
    for (const [key, item] of Object.entries((value ?? {}) as Record<string, unknown>)) {
      if (Array.isArray(item)) pairs.push([key, item.join(',')]);
      else if (item !== undefined)
        pairs.push([key, typeof item === 'object' ? JSON.stringify(item) : String(item)]);
    }
    return pairs;
  });
  const key = fc.oneof(
    ...(known.length ? [{ weight: 3, arbitrary: fc.constantFrom(...known) }] : []),
    { weight: 2, arbitrary: fc.constantFrom(...EVIL_KEYS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
  const extra = fc.array(fc.tuple(key, anyText), { maxLength: 4 });
  return fc
    .record({
      schemaPairs: fc.oneof({ weight: 3, arbitrary: fromSchema }, { weight: 1, arbitrary: fc.constant([]) }),
      extra,
      repeat: fc.boolean(),
      // `key[]=` on every key now and then (qs-style arrays): most queries keep plain keys.
      arrays: fc.oneof(
        { weight: 4, arbitrary: fc.constant(false) },
        { weight: 1, arbitrary: fc.constant(true) },
      ),
      raw: fc.constantFrom('', '', '', '&&&', '=', '%', '%E0%A4%A=1', 'a=%zz', '&a', 'x=1&x[]=2&x[y]=3'),
    })
    .map(({ schemaPairs, extra, repeat, arrays, raw }) => {
      const pairs = [...schemaPairs, ...extra];
      if (repeat && pairs[0]) pairs.push(pairs[0]);
      const text = pairs.map(([k, v]) => `${encode(arrays ? `${k}[]` : k)}=${encode(v)}`);
      if (raw) text.push(raw);
      return text.join('&');
    });
}

/** One generated request: who sends it and what (headers are sparse: most requests carry one or two odd ones). */
export interface HostileRequest {
  caller: CallerKind;
  path: string;
  query: string;
  body: BodyRecipe;
  headers: Record<string, string>;
}

/**
 * Who calls: everyone, with more weight on the callers an area is for (hosts in /host, the admin in
 * /admin), so their requests get past the role guards often enough to reach the handlers.
 */
function callerOf(endpoint: Endpoint): fc.Arbitrary<CallerKind> {
  const weight = (kind: CallerKind) =>
    (endpoint.url.includes('/host/') && (kind === 'host' || kind === 'pending host')) ||
    (endpoint.url.includes('/admin/') && kind === 'admin')
      ? 6
      : kind === 'no key'
        ? 1
        : 2;
  return fc.oneof(...CALLER_KINDS.map((kind) => ({ weight: weight(kind), arbitrary: fc.constant(kind) })));
}

export function requestOf(endpoint: Endpoint, context: HostileContext): fc.Arbitrary<HostileRequest> {
  return fc.record({
    caller: callerOf(endpoint),
    path: pathOf(endpoint, context),
    query: queryOf(endpoint, context),
    body: bodyOf(endpoint, context),
    headers: headersOf(context),
  });
}
