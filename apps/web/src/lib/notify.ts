/**
 * Toasts for product §8 success and error messages. sonner is loaded only when the first message is shown,
 * so it costs nothing on the first load; the shell mounts its <Toaster> on demand (app/toaster-host.tsx)
 * and a message waits until that Toaster listens.
 *
 * The toaster's code may fail to load (the server is restarting, the network is gone): the messages
 * waiting are then dropped, the page goes on, and the next message tries again.
 */
type Kind = 'success' | 'error' | 'info';

/** One try at loading the toaster: the messages sent meanwhile wait for it. */
interface Attempt {
  number: number;
  ready: Promise<void>;
  succeed: () => void;
  fail: (error: unknown) => void;
}

const listeners = new Set<() => void>();
let attempts = 0;
let current: Attempt | null = null;

function startAttempt(): Attempt {
  let succeed: () => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    succeed = resolve;
    fail = reject;
  });
  // Nobody may be waiting when it fails.
  ready.catch(() => {});
  attempts += 1;
  return { number: attempts, ready, succeed, fail };
}

export function subscribeToaster(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The try the shell should be loading the toaster for; 0 while no message wants one. */
export const toasterAttempt = () => current?.number ?? 0;

/** Called by the Toaster once it is mounted. */
export const toasterReady = () => current?.succeed();

/** Called by the shell when the toaster's code could not load. */
export function toasterFailed(error: unknown) {
  current?.fail(error);
  current = null;
  listeners.forEach((listener) => listener());
}

export async function notify(kind: Kind, message: string) {
  if (!current) {
    current = startAttempt();
    listeners.forEach((listener) => listener());
  }
  try {
    const [{ toast }] = await Promise.all([import('sonner'), current.ready]);
    toast[kind](message);
  } catch {
    // Not shown: the toaster could not load. The page itself is unaffected.
  }
}
