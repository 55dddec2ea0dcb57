/** Text for HTML: escaping for element text and attribute values, and short plain-text descriptions. */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe in element text and in a double- or single-quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/** The reverse of escapeHtml, for the few entities a hand-written index.html uses. */
export function unescapeHtml(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name]!);
}

/** The length search engines and link previews show of a description. */
export const DESCRIPTION_LENGTH = 160;

/**
 * A listing's text as one plain line for <meta name="description">: whitespace collapsed, and when
 * longer than `max`, cut at the last word boundary before it with an ellipsis.
 */
export function plainDescription(text: string, max = DESCRIPTION_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const boundary = cut.lastIndexOf(' ');
  // A single word longer than the limit is cut where it must be.
  const kept = boundary > max / 2 ? cut.slice(0, boundary) : cut;
  return `${kept.replace(/[\s,.;:!?—–-]+$/, '')}…`;
}
