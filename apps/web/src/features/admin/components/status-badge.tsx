import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

export type BadgeTone = 'good' | 'warn' | 'bad' | 'calm' | 'info';

const TONES: Record<BadgeTone, string> = {
  good: 'bg-success/10 text-success',
  warn: 'bg-gold-100 text-gold-700',
  bad: 'bg-danger/10 text-danger',
  calm: 'bg-navy-50 text-navy-700',
  info: 'bg-brick-50 text-brick-700',
};

/** A status as a word with an icon (never by colour alone), on a soft tint of its tone. */
export function StatusBadge({
  tone,
  icon: Icon,
  children,
  className,
}: {
  tone: BadgeTone;
  icon?: LucideIcon;
  children: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[tone],
        className,
      )}
    >
      {Icon ? <Icon className="size-3.5 shrink-0" aria-hidden="true" /> : null}
      {children}
    </span>
  );
}
