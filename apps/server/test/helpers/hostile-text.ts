import fc from 'fast-check';

// Text for hostile requests (helpers/hostile.ts): what scanners and fuzzers put in every slot.

/** Strings that have broken servers: injections, traversal, NUL, numbers no column holds, JS internals. */
export const EVIL_STRINGS = [
  "' OR '1'='1",
  "'; drop table users; --",
  '1; select pg_sleep(10)',
  '" OR ""="',
  '\\',
  '%',
  '%00',
  '\u0000',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '99999999999999999999999999999999',
  '9223372036854775808',
  '2147483648',
  '0x1F',
  '1.5',
  'true',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  ' ',
  '',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  'שבת שלום',
  '😀👍🏽',
  '\ufeff',
  'a'.repeat(5_000),
] as const;

/** Strings safe in a header value (visible ASCII and spaces). */
export const headerText = (maxLength = 80) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength });

export const unicodeText = (maxLength = 40) => fc.string({ unit: 'grapheme', maxLength });

export const anyText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...EVIL_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: unicodeText() },
  { weight: 1, arbitrary: fc.bigInt().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);

/** encodeURIComponent, or the text as it is when it cannot be encoded (a lone surrogate). */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text;
  }
}
