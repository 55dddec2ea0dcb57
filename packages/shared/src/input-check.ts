/**
 * Product §5 input check: rejects script tags (and frames), javascript: links and inline event handlers.
 * It is a courtesy against pasted markup, not a sanitiser and not the protection: every page, mail and
 * head escapes what it shows, whatever is stored (issue 20).
 */
const UNSAFE_PATTERNS: readonly RegExp[] = [
  /<\s*\/?\s*script\b/i,
  /<\s*iframe\b/i,
  /javascript\s*:/i,
  /\bon[a-z]+\s*=/i,
];

/** The named entities a browser decodes in markup that spell out the patterns above ("javascript&colon;"). */
const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map([
  ['colon', ':'],
  ['lt', '<'],
  ['gt', '>'],
  ['tab', ''],
  ['newline', ''],
]);

export function containsUnsafeMarkup(value: string): boolean {
  // Entity-encoded or split variants ("java\tscript:", "on\u200berror=") are normalised first: numeric
  // and named entities decoded, control and invisible format characters (zero-width space, joiners,
  // direction marks) dropped.
  const normalised = value
    .replace(/&#x?[0-9a-f]+;?/gi, (entity) => decodeEntity(entity))
    .replace(/&([a-z]+);/gi, (entity, name: string) => NAMED_ENTITIES.get(name.toLowerCase()) ?? entity)
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped
    .replace(/[\u0000-\u001f\p{Cf}]/gu, '');
  return UNSAFE_PATTERNS.some((pattern) => pattern.test(normalised));
}

function decodeEntity(entity: string): string {
  const hex = /^&#x/i.test(entity);
  const code = Number.parseInt(entity.replace(/^&#x?/i, '').replace(/;$/, ''), hex ? 16 : 10);
  return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
}
