/** Where the recovery screen lives, and where /verify sends the browser when told nowhere (or nowhere safe). */
const RESET_PASSWORD_PATH = '/reset-password';

/**
 * The page /verify may send the browser to: `redirect_to` when it is on the site's own origin, else the
 * reset-password page. Anything else would make our mails an open redirect: a link on our domain that
 * lands on someone else's page, carrying a fresh session in its fragment.
 */
export function safeRedirect(origin: string, requested: string | undefined): URL {
  const fallback = new URL(RESET_PASSWORD_PATH, origin);
  if (!requested) return fallback;
  let url: URL;
  try {
    url = new URL(requested, origin);
  } catch {
    return fallback;
  }
  return url.origin === fallback.origin ? url : fallback;
}

/**
 * The redirect with its answer in the fragment, keys in GoTrue's (sorted) order: the browser keeps a
 * fragment to itself, so tokens there never reach a server log.
 */
export function withFragment(url: URL, params: Record<string, string>): string {
  const fragment = new URLSearchParams(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : 1)));
  const target = new URL(url);
  target.hash = fragment.toString();
  return target.toString();
}
