import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToaster } from '@/lib/notify';

const Toaster = lazy(() => import('./toaster'));

/** Mounts the (lazily loaded) toaster once the first message is shown; see lib/notify.ts. */
export function ToasterHost() {
  const wanted = useSyncExternalStore(subscribeToaster, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
