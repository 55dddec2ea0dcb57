import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates on its own (selective hydration, decision 025):
 * the page's frame is hydrated first, then each part in a low-priority pass of its own that yields to the
 * browser every few milliseconds, the part a visitor touches first jumping the line. Around a page's
 * independent pieces: the header, the filters, each result, a listing's gallery, calendar and booking card.
 * Nothing inside suspends once the page's code and translations are loaded, so the fallback never shows.
 */
export function PagePart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
