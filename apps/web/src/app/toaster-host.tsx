import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { subscribeToaster, toasterAttempt, toasterFailed } from '@/lib/notify';

/** The toaster once its code is here: a host mounted afterwards shows it from its first render. */
let loaded: ComponentType | null = null;

/**
 * Mounts the (lazily loaded) toaster once the first message is shown; see lib/notify.ts. Not React.lazy: a
 * load that fails (the server restarting) must not reach an error boundary and replace the page.
 */
export function ToasterHost() {
  const attempt = useSyncExternalStore(subscribeToaster, toasterAttempt, () => 0);
  const [Toaster, setToaster] = useState(() => loaded);
  useEffect(() => {
    if (!attempt || Toaster) return;
    let mounted = true;
    import('./toaster').then(
      (module) => {
        loaded = module.default;
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
  return attempt && Toaster ? <Toaster /> : null;
}
