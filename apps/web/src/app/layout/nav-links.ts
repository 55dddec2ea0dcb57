import { BedDouble, Car, UtensilsCrossed } from 'lucide-react';

/** The header's main links (product §2), for the desktop bar and the drawer. `label` is a common key. */
export const MAIN_LINKS = [
  { to: '/stays', label: 'nav.stays', icon: BedDouble },
  { to: '/meals', label: 'nav.meals', icon: UtensilsCrossed },
  { to: '/transport', label: 'nav.transport', icon: Car },
] as const;

/** Paths of the host area, where the host header replaces the site header (product §2). */
export function isHostPath(pathname: string) {
  return pathname === '/host' || pathname.startsWith('/host/');
}
