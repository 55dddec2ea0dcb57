/**
 * Toasts for product §8 success and error messages. sonner is loaded only when the first message is shown,
 * so it costs nothing on the first load; the shell mounts its <Toaster> on demand (app/toaster-host.tsx)
 * and a message waits until that Toaster listens.
 */
type Kind = 'success' | 'error' | 'info';

const listeners = new Set<() => void>();
let wanted = false;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function subscribeToaster(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const isToasterWanted = () => wanted;

/** Called by the Toaster once it is mounted. */
export const toasterReady = () => markReady();

export async function notify(kind: Kind, message: string) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  const [{ toast }] = await Promise.all([import('sonner'), ready]);
  toast[kind](message);
}
