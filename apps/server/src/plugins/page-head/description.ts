/** A listing's text as a short plain line for the page's description. */

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
