import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const isVisible = () => document.visibilityState === 'visible';
// The server renders the page as it will be seen.
const visibleOnServer = () => true;

/**
 * Whether the page is shown now (`document.visibilityState`), following changes: false in a tab in the
 * background or a minimised window, true again when the reader comes back. Always true on the server.
 */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(subscribe, isVisible, visibleOnServer);
}
