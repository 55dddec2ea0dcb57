import { cn } from '@/lib/cn';

const MARK_SIZES = { md: 'size-8', lg: 'size-12', xl: 'size-14' } as const;

/**
 * The Orchim mark: a brownstone doorway with a warm light, the welcome of a home. Decorative; the link or
 * heading around it carries the accessible name.
 */
export function LogoMark({ size = 'md', className }: { size?: keyof typeof MARK_SIZES; className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn('shrink-0', MARK_SIZES[size], className)}
    >
      <rect width="32" height="32" rx="9" fill="var(--color-navy-700)" />
      <path d="M9 26V15a7 7 0 0 1 14 0v11z" fill="var(--color-brick-600)" />
      <path d="M12 26v-10a4 4 0 0 1 8 0v10z" fill="var(--color-page)" />
      <circle cx="16" cy="16.5" r="1.6" fill="var(--color-gold-500)" />
      <path d="M7 26h18" stroke="var(--color-gold-400)" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Mark and name; `tone="light"` for dark backgrounds (the footer). */
export function Logo({
  name,
  tone = 'dark',
  className,
}: {
  name: string;
  tone?: 'dark' | 'light';
  className?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span
        className={cn('text-xl font-bold tracking-tight', tone === 'dark' ? 'text-navy-700' : 'text-white')}
      >
        {name}
      </span>
    </span>
  );
}
