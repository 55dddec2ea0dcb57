import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { subscribeToaster, toasterAttempt, toasterFailed } from '@/lib/notify';

/**
 * Mounts the (lazily loaded) toaster once the first message is shown; see lib/notify.ts. Not React.lazy: a
 * load that fails (the server restarting) must not reach an error boundary and replace the page.
 */
export function ToasterHost() {
  const attempt = useSyncExternalStore(subscribeToaster, toasterAttempt, () => 0);
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!attempt || Toaster) return;
    let mounted = true;
    import('./toaster').then(
      (module) => {
        if (mounted) setToaster(() => module.default);
      },
      (error: unknown) => {
        if (mounted) toasterFailed(error);
      },
    );
    return () => {
      mounted = false;
    };
  }, [attempt, Toaster]);
  return Toaster ? <Toaster /> : null;
}
