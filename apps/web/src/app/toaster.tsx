import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster as Sonner } from 'sonner';
// As a file: the CSP forbids the <style> element sonner would insert (see vite.config.ts).
import 'sonner/dist/styles.css';
import './toaster.css';
import { isRtl } from '@/lib/i18n';
import { toasterReady } from '@/lib/notify';

/** sonner's Toaster in the site's colours and reading direction. */
export default function Toaster() {
  const { i18n } = useTranslation();
  // Sonner subscribes in its own effect, which runs before this one: messages sent now are not lost.
  useEffect(() => toasterReady(), []);
  return (
    <Sonner
      dir={isRtl(i18n.language) ? 'rtl' : 'ltr'}
      position="top-center"
      richColors
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
