/**
 * Product §2 routes. The browser router and the server (which answers unknown paths with
 * status 404 while still serving the SPA) both read this table.
 */
export const PUBLIC_ROUTES = [
  '/',
  '/stays',
  '/stays/:id',
  '/meals',
  '/meals/:id',
  '/transport',
  '/transport/:id',
  '/ohel',
  '/ohel/:id',
  '/login',
  '/register',
  '/host/login',
  '/host/register',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
  '/forgot-password',
  '/reset-password',
  '/visits/shared/:token',
] as const;

export const SIGNED_IN_ROUTES = [
  '/host/bookings',
  '/host/listings/new',
  '/host/listings/edit/:id',
  '/host/meals/new',
  '/host/meals/edit/:id',
  '/host/listings',
  '/host/reviews',
  '/edit-listing/:id',
  '/profile',
  '/visits/new',
  '/visits/:id',
  '/visits/:id/edit',
  '/bookings/:id',
  '/bookings/:id/receipt',
  '/saved',
  '/messages',
  '/messages/:id',
  '/host/messages',
  '/host/messages/:id',
  '/admin',
] as const;

export const ALL_ROUTES = [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES] as const;

export type SiteRoute = (typeof ALL_ROUTES)[number];

const ROUTE_PATTERNS = ALL_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(`^${route.replace(/:[a-z]+/g, '[^/]+')}$`),
}));

/** The route of the site a path is a page of (":id" matches one non-empty segment; trailing slashes aside). */
export function matchRoute(pathname: string): SiteRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTE_PATTERNS.find(({ pattern }) => pattern.test(path))?.route;
}

/** True when a path matches a route of the site. */
export function isKnownRoute(pathname: string): boolean {
  return matchRoute(pathname) !== undefined;
}
