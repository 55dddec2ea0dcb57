import { useEffect, useState, type RefObject } from 'react';

/**
 * Scrolls `target` into view (smoothly unless the visitor asked for less motion) and moves focus to
 * `focus` (the target itself by default), so keyboard and screen reader users land there too.
 */
export function reveal(target: Element | null, focus: HTMLElement | null = target as HTMLElement | null) {
  if (!target) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  focus?.focus({ preventScroll: true });
}

/**
 * Whether the element behind the ref is on screen or has been scrolled past: a phone's book bar steps
 * aside then (it would only repeat the booking card, and would cover the footer at the end of the page).
 */
export function useReached(ref: RefObject<Element | null>) {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setReached(entry.isIntersecting || entry.boundingClientRect.top < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return reached;
}
