import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * On every route change (not the first load): scroll smoothly to the top (product §2; instantly when the
 * visitor prefers reduced motion) and move focus to the new page's heading, so a screen reader announces
 * the page and the next Tab starts at its content. A layout effect: it runs before the new page is painted,
 * so the page never shows a frame at the old scroll position (React runs useEffect after paint).
 */
export function RouteChangeEffects() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    focusPageStart();
  }, [pathname]);

  return null;
}

/** Moves focus to the page's heading (or <main> while it has none), where a new page starts reading. */
export function focusPageStart() {
  const main = document.getElementById(MAIN_CONTENT_ID);
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.dataset.routeFocus = '';
  target.focus({ preventScroll: true });
}

/** Focus went with a control that is gone (nothing or <body> has it): the page's start takes it. */
export function keepFocusOnPage() {
  const active = document.activeElement;
  if (!active || active === document.body) focusPageStart();
}
