import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// jsdom has no layout: scrolling is a no-op spy (its own scrollTo only logs "not implemented"), and
// matchMedia answers "no" to every query unless a test says otherwise.
const browserLike = typeof window !== 'undefined';
if (browserLike) {
  Object.defineProperty(window, 'scrollTo', { value: vi.fn(), writable: true, configurable: true });
}
if (browserLike && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// jsdom has <dialog> but not its modal API: enough of it for components that open and close one.
if (browserLike && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// The files of a worker share its jsdom (vitest.config.ts, isolate: false): each file starts from the
// document and storage a fresh page would have, whatever the file before it left there.
if (browserLike) {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  document.documentElement.className = '';
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.title = '';
}
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();

// Lazy route modules are compiled on first use, which can take a few seconds on a busy machine. Every
// render is wrapped in <StrictMode>, as the app is in development, so effects must survive running twice.
configure({ asyncUtilTimeout: 5000, reactStrictMode: true });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => cleanup());

// While someone is signed in the shell listens for new messages on the realtime channel (lib/realtime);
// in a unit test that would open a WebSocket and follow the auth client's events. A feed that never
// speaks stands in; a test of messages plays the channel itself (fakeMessageFeed, test/message-fixtures.ts).
if (browserLike) {
  const { setMessageFeedForTests } = await import('@/lib/realtime/use-message-events');
  const silent = { subscribe: () => () => {}, getStatus: () => 'offline', onStatusChange: () => () => {} };
  beforeEach(() => setMessageFeedForTests(silent as unknown as Parameters<typeof setMessageFeedForTests>[0]));
}
