import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Menu } from 'lucide-react';
import { cn } from '@/lib/cn';

// The drawer is a chunk of its own, fetched when the menu button is about to be used.
const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(loadDrawer);

/**
 * The small-screen menu button and its side drawer (product §2). The drawer belongs to the page it was
 * opened on: navigating anywhere closes it, and so do Escape, the close button and the backdrop.
 */
export function MobileMenu({ className, variant }: { className?: string; variant?: 'site' | 'host' }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = openOn === pathname;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpenOn(pathname);
        }}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        className={cn(
          'inline-flex size-11 items-center justify-center rounded-full text-navy-700 transition-colors hover:bg-navy-50',
          className,
        )}
      >
        <Menu className="size-6" aria-hidden="true" />
        <span className="sr-only">{t('nav.menu')}</span>
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileDrawer
            variant={variant}
            open={open}
            onClose={() => {
              setOpenOn(null);
              buttonRef.current?.focus();
            }}
            onNavigate={() => setOpenOn(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
