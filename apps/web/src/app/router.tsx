import { useRoutes, type RouteObject } from 'react-router';
import { matchRoute, PUBLIC_ROUTES, SIGNED_IN_ROUTES } from '@orchim/shared/routes';
import { RootLayout } from './layout/root-layout';
import { lazyPage, loadPage, type Page } from './page-loads';
import { ProtectedRoute } from './protected-route';

type SignedInRoute = (typeof SIGNED_IN_ROUTES)[number];
type RoutePath = (typeof PUBLIC_ROUTES)[number] | SignedInRoute;

const listingForm: Page = {
  load: () => import('@/features/host/listing-form-page'),
  ns: ['host', 'hostForm', 'hostOffers', 'stays', 'transport', 'ohel'],
};
const mealForm: Page = {
  load: () => import('@/features/host/meal-form-page'),
  ns: ['host', 'hostOffers', 'meals'],
};
const visitForm: Page = {
  load: () => import('@/features/visits/visit-form-page'),
  ns: ['visits', 'transport'],
};
/** One conversation, for either role: the host's address keeps the host panel around it. */
const conversation: Page = {
  load: () => import('@/features/messages/conversation-page'),
  ns: ['conversations'],
};

/** Every route of product §2 (the table in packages/shared/src/routes.ts) and its page. */
export const PAGES: Record<RoutePath, Page> = {
  '/': { load: () => import('@/features/home/home-page'), ns: ['home'] },
  '/stays': { load: () => import('@/features/stays/stays-page'), ns: ['stays', 'map'] },
  '/stays/:id': {
    load: () => import('@/features/stays/stay-detail-page'),
    ns: ['stays', 'bookings', 'conversations', 'map'],
  },
  '/meals': { load: () => import('@/features/meals/meals-page'), ns: ['meals'] },
  '/meals/:id': {
    load: () => import('@/features/meals/meal-detail-page'),
    ns: ['meals', 'bookings', 'conversations', 'map'],
  },
  '/transport': { load: () => import('@/features/transport/transport-page'), ns: ['transport'] },
  '/transport/:id': {
    load: () => import('@/features/transport/transport-detail-page'),
    ns: ['transport', 'bookings', 'conversations'],
  },
  '/ohel': { load: () => import('@/features/ohel/ohel-page'), ns: ['ohel'] },
  '/ohel/:id': {
    load: () => import('@/features/ohel/ohel-detail-page'),
    ns: ['ohel', 'transport', 'bookings', 'conversations', 'map'],
  },
  '/login': { load: () => import('@/features/auth/login-page'), ns: ['auth'] },
  '/register': { load: () => import('@/features/auth/register-page'), ns: ['auth'] },
  '/host/login': { load: () => import('@/features/auth/host-login-page'), ns: ['auth'] },
  '/host/register': { load: () => import('@/features/auth/host-register-page'), ns: ['auth'] },
  '/about': { load: () => import('@/features/about/about-page'), ns: ['about'] },
  '/contact': { load: () => import('@/features/contact/contact-page'), ns: ['contact'] },
  '/terms': { load: () => import('@/features/legal/terms-page'), ns: ['legal'] },
  '/privacy': { load: () => import('@/features/legal/privacy-page'), ns: ['legal'] },
  '/forgot-password': { load: () => import('@/features/auth/forgot-password-page'), ns: ['auth'] },
  '/reset-password': { load: () => import('@/features/auth/reset-password-page'), ns: ['auth'] },
  '/host/bookings': { load: () => import('@/features/host/host-bookings-page'), ns: ['host', 'bookings'] },
  '/host/listings/new': listingForm,
  '/host/listings/edit/:id': listingForm,
  '/host/meals/new': mealForm,
  '/host/meals/edit/:id': mealForm,
  '/host/listings': { load: () => import('@/features/host/host-listings-page'), ns: ['host', 'bookings'] },
  '/host/reviews': {
    load: () => import('@/features/host/reviews/host-reviews-page'),
    ns: ['host', 'bookings'],
  },
  '/edit-listing/:id': listingForm,
  '/profile': {
    load: () => import('@/app/pages/profile-page'),
    ns: ['profile', 'bookings', 'meals', 'transport', 'visits'],
  },
  '/visits/new': visitForm,
  '/visits/:id': {
    load: () => import('@/features/visits/visit-page'),
    ns: ['visits', 'bookings', 'meals', 'transport', 'ohel', 'map'],
  },
  '/visits/:id/edit': visitForm,
  '/visits/shared/:token': {
    load: () => import('@/features/visits/shared-visit-page'),
    ns: ['visits', 'bookings', 'meals', 'transport', 'map'],
  },
  '/bookings/:id': {
    load: () => import('@/features/bookings/booking-page'),
    ns: ['bookings', 'stays', 'meals', 'transport', 'conversations'],
  },
  '/bookings/:id/receipt': { load: () => import('@/features/bookings/receipt-page'), ns: ['bookings'] },
  '/saved': { load: () => import('@/features/saved/saved-page'), ns: ['saved'] },
  '/messages': { load: () => import('@/features/messages/messages-page'), ns: ['conversations'] },
  '/messages/:id': conversation,
  '/host/messages': { load: () => import('@/features/messages/host-messages-page'), ns: ['conversations'] },
  '/host/messages/:id': conversation,
  '/admin': { load: () => import('@/features/admin/admin-page'), ns: ['admin'] },
};

/**
 * Who may open each route that needs a session (product §4, §6): the host panel and listing editing are for
 * hosts (requireHost), /admin for the admin role, the rest for anyone signed in. A Record, so a new
 * route of the shared table cannot be added without saying who it is for.
 */
export const ROUTE_ACCESS: Record<SignedInRoute, 'user' | 'host' | 'admin'> = {
  '/host/bookings': 'host',
  '/host/listings/new': 'host',
  '/host/listings/edit/:id': 'host',
  '/host/meals/new': 'host',
  '/host/meals/edit/:id': 'host',
  '/host/listings': 'host',
  '/host/reviews': 'host',
  '/edit-listing/:id': 'host',
  '/profile': 'user',
  '/visits/new': 'user',
  '/visits/:id': 'user',
  '/visits/:id/edit': 'user',
  '/bookings/:id': 'user',
  '/bookings/:id/receipt': 'user',
  '/saved': 'user',
  '/messages': 'user',
  '/messages/:id': 'user',
  '/host/messages': 'host',
  '/host/messages/:id': 'host',
  '/admin': 'admin',
};

const guarded = (access: 'user' | 'host' | 'admin'): RouteObject => ({
  element: <ProtectedRoute requireHost={access === 'host'} requireAdmin={access === 'admin'} />,
  children: SIGNED_IN_ROUTES.filter((path) => ROUTE_ACCESS[path] === access).map((path) =>
    pageRoute(path, PAGES[path]),
  ),
});

const notFound: Page = { load: () => import('@/features/not-found/not-found-page'), ns: [] };

/** A route and its page, loaded on first use (page-loads.tsx). */
function pageRoute(path: string, page: Page): RouteObject {
  const Page = lazyPage(page);
  return { path, element: <Page /> };
}

/**
 * The app's routes, for React Router's declarative mode (decision 026): the shared layout around every page;
 * a page that fails shows its error inside the layout (RootLayout), anything above it the app's own boundary.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        ...PUBLIC_ROUTES.map((path) => pageRoute(path, PAGES[path])),
        guarded('user'),
        guarded('host'),
        guarded('admin'),
        pageRoute('*', notFound),
      ],
    },
  ];
}

const routes = createRoutes();

/** The page at the router's location, in the layout. */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the page at `pathname` (its code and translations): main.tsx hydrates a rendered page once it is here. */
export function preloadPage(pathname: string): Promise<unknown> {
  const route = matchRoute(pathname);
  return loadPage(route ? PAGES[route] : notFound);
}
