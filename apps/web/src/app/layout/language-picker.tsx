import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, ChevronDown, Globe } from 'lucide-react';
import { LANGUAGES, type Language } from '@orchim/shared/constants';
import { changeLanguage, useLanguage, isRtl } from '@/lib/i18n';
import { cn } from '@/lib/cn';

/** Each language is named in itself (English, Français, עברית) and marked with its lang and dir. */
function LanguageName({ lng }: { lng: Language }) {
  const { t } = useTranslation();
  return (
    <span lang={lng} dir={isRtl(lng) ? 'rtl' : 'ltr'}>
      {t(`language.names.${lng}`)}
    </span>
  );
}

/**
 * The language menu of the header (product §1: at most three entries): a menu button with menuitemradio
 * entries, operated by mouse, touch and keyboard (arrows, Home, End, Escape, Tab) as the WAI-ARIA menu
 * button pattern describes. Hand-written rather than Radix DropdownMenu: it is on every first load, and
 * the popper machinery would cost more than the whole menu.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const current = useLanguage();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'checked' | 'first' | 'last'>('checked');

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const all = items();
    const target =
      focusOnOpen.current === 'first'
        ? all[0]
        : focusOnOpen.current === 'last'
          ? all.at(-1)
          : (all.find((item) => item.getAttribute('aria-checked') === 'true') ?? all[0]);
    target?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const openWith = (focus: 'checked' | 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const select = (lng: Language) => {
    close(true);
    if (lng !== current) void changeLanguage(lng);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openWith('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(all.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
    }
  };

  return (
    <div className={cn('relative', className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openWith('checked'))}
        onKeyDown={onButtonKeyDown}
        className="inline-flex h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink transition-colors hover:bg-navy-50 aria-expanded:bg-navy-50"
      >
        <Globe className="size-4.5 text-navy-600" aria-hidden="true" />
        <span className="sr-only">{t('language.label')}:</span> <LanguageName lng={current} />
        <ChevronDown className="size-4 text-muted" aria-hidden="true" />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label={t('language.label')}
          onKeyDown={onMenuKeyDown}
          className="absolute end-0 top-full z-50 mt-2 min-w-44 rounded-2xl border border-line bg-surface p-1.5 shadow-(--shadow-card)"
        >
          {LANGUAGES.map((lng) => (
            <button
              key={lng}
              type="button"
              role="menuitemradio"
              aria-checked={lng === current}
              tabIndex={-1}
              onClick={() => select(lng)}
              className="flex w-full items-center justify-between gap-3 rounded-xl px-3 py-2.5 text-start text-base text-ink hover:bg-navy-50 focus-visible:bg-navy-50 aria-checked:font-semibold aria-checked:text-navy-700"
            >
              <LanguageName lng={lng} />
              {lng === current ? <Check className="size-4 text-brick-600" aria-hidden="true" /> : null}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The same three choices laid out as one row of buttons, for the drawer where there is room. */
export function LanguageButtons({ className }: { className?: string }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const labelId = useId();
  return (
    <div className={className}>
      <p id={labelId} className="mb-2 flex items-center gap-2 text-sm font-medium text-muted">
        <Globe className="size-4" aria-hidden="true" />
        {t('language.label')}
      </p>
      <div role="group" aria-labelledby={labelId} className="grid grid-cols-3 gap-2">
        {LANGUAGES.map((lng) => (
          <button
            key={lng}
            type="button"
            aria-pressed={lng === current}
            onClick={() => void changeLanguage(lng)}
            className="h-11 rounded-xl border border-line bg-surface px-2 text-sm font-medium text-ink transition-colors hover:bg-navy-50 aria-pressed:border-navy-700 aria-pressed:bg-navy-700 aria-pressed:text-white"
          >
            <LanguageName lng={lng} />
          </button>
        ))}
      </div>
    </div>
  );
}
