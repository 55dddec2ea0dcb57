/**
 * SPEC §5 input check: rejects script tags, javascript: links and inline event handlers.
 * It is a guard against pasted markup, not a sanitiser: output is always escaped by React.
 */
const UNSAFE_PATTERNS: readonly RegExp[] = [/<\s*\/?\s*script\b/i, /javascript\s*:/i, /\bon[a-z]+\s*=/i];

export function containsUnsafeMarkup(value: string): boolean {
  // Entity-encoded or whitespace-split variants ("java\tscript:") are normalised first.
  const normalised = value
    .replace(/&#x?[0-9a-f]+;?/gi, (entity) => decodeEntity(entity))
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped
    .replace(/[\u0000-\u001f]/g, '');
  return UNSAFE_PATTERNS.some((pattern) => pattern.test(normalised));
}

function decodeEntity(entity: string): string {
  const hex = /^&#x/i.test(entity);
  const code = Number.parseInt(entity.replace(/^&#x?/i, '').replace(/;$/, ''), hex ? 16 : 10);
  return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
}
