import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster as Sonner } from 'sonner';
// As a file: the CSP forbids the <style> element sonner would insert (see vite.config.ts).
import 'sonner/dist/styles.css';
import './toaster.css';
import { isRtl } from '@/lib/i18n';
import { toasterReady } from '@/lib/notify';

/** Space between the header's lower edge and the first toast. */
const GAP = 8;

/**
 * Where the sticky header ends (site or host header, whichever the page has), kept up to date as it
 * changes height (the host header wraps on a phone) or is replaced (a step into the host panel; the old
 * one, removed, reports a size of nothing): toasts start below it and never cover its links, language
 * menu or menu button.
 */
function useHeaderBottom(): number {
  const [bottom, setBottom] = useState(0);
  useEffect(() => {
    let observed: Element | null = null;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => track());
    function track() {
      const header = document.querySelector('[data-sticky-header]');
      if (header !== observed) {
        if (observed) observer?.unobserve(observed);
        if (header) observer?.observe(header);
        observed = header;
      }
      setBottom(header ? Math.ceil(header.getBoundingClientRect().bottom) : 0);
    }
    track();
    return () => observer?.disconnect();
  }, []);
  return bottom;
}

/** sonner's Toaster in the site's colours and reading direction, below the header. */
export default function Toaster() {
  const { i18n } = useTranslation();
  const top = useHeaderBottom() + GAP;
  // Sonner subscribes in its own effect, which runs before this one: messages sent now are not lost.
  useEffect(() => toasterReady(), []);
  return (
    <Sonner
      dir={isRtl(i18n.language) ? 'rtl' : 'ltr'}
      position="top-center"
      offset={{ top }}
      mobileOffset={{ top }}
      richColors
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
