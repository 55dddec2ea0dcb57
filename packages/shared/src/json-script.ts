/**
 * Data a page carries for its scripts (decisions 018, 019): a JSON script element, which the browser does
 * not run, so the Content-Security-Policy has nothing to allow. `<` is escaped, so no text in the data
 * (a listing's title) can close the element early.
 */
export function jsonScript(id: string, data: unknown): string {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
