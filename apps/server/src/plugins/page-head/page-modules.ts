import type { PUBLIC_ROUTES } from '@orchim/shared';

/**
 * The page module (a chunk of its own in the Vite build) and the translation namespaces besides `common`
 * of each public route, as apps/web/src/app/router.tsx loads them; page-head.test.ts checks the two agree.
 * The server preloads them with the page, so the browser need not run the app to find them.
 */
export const PUBLIC_PAGE_MODULES: Record<(typeof PUBLIC_ROUTES)[number], { module: string; ns: string[] }> = {
  '/': { module: 'features/home/home-page', ns: ['home'] },
  '/stays': { module: 'features/stays/stays-page', ns: ['stays', 'map'] },
  '/stays/:id': {
    module: 'features/stays/stay-detail-page',
    ns: ['stays', 'bookings', 'conversations', 'map'],
  },
  '/meals': { module: 'features/meals/meals-page', ns: ['meals'] },
  '/meals/:id': {
    module: 'features/meals/meal-detail-page',
    ns: ['meals', 'bookings', 'conversations', 'map'],
  },
  '/transport': { module: 'features/transport/transport-page', ns: ['transport'] },
  '/transport/:id': {
    module: 'features/transport/transport-detail-page',
    ns: ['transport', 'bookings', 'conversations'],
  },
  '/ohel': { module: 'features/ohel/ohel-page', ns: ['ohel'] },
  '/ohel/:id': {
    module: 'features/ohel/ohel-detail-page',
    ns: ['ohel', 'transport', 'bookings', 'conversations', 'map'],
  },
  '/login': { module: 'features/auth/login-page', ns: ['auth'] },
  '/register': { module: 'features/auth/register-page', ns: ['auth'] },
  '/host/login': { module: 'features/auth/host-login-page', ns: ['auth'] },
  '/host/register': { module: 'features/auth/host-register-page', ns: ['auth'] },
  '/about': { module: 'features/about/about-page', ns: ['about'] },
  '/contact': { module: 'features/contact/contact-page', ns: ['contact'] },
  '/terms': { module: 'features/legal/terms-page', ns: ['legal'] },
  '/privacy': { module: 'features/legal/privacy-page', ns: ['legal'] },
  '/forgot-password': { module: 'features/auth/forgot-password-page', ns: ['auth'] },
  '/reset-password': { module: 'features/auth/reset-password-page', ns: ['auth'] },
  '/visits/shared/:token': {
    module: 'features/visits/shared-visit-page',
    ns: ['visits', 'bookings', 'meals', 'transport', 'map'],
  },
};
