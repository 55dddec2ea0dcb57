import { usePageLoading } from '../page-loads';

/**
 * A thin bar at the top while the next page's code and translations load (the current page stays in
 * place meanwhile). It appears only after a short delay, so quick navigations show nothing.
 */
export function NavigationProgress() {
  if (!usePageLoading()) return null;
  return (
    <div
      aria-hidden="true"
      className="navigation-progress fixed inset-x-0 top-0 z-60 h-1 overflow-hidden print:hidden"
    >
      <div className="h-full w-1/3 rounded-full bg-gold-500" />
    </div>
  );
}
