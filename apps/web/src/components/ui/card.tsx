import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type CardProps = HTMLAttributes<HTMLDivElement> & {
  /** `page` for a card on a surface-coloured band, so it still stands out. */
  tone?: 'surface' | 'page';
};

export function Card({ className, tone = 'surface', ...props }: CardProps) {
  return (
    <div
      className={cn(
        'rounded-(--radius-card) border border-line shadow-(--shadow-card)',
        tone === 'page' ? 'bg-page' : 'bg-surface',
        className,
      )}
      {...props}
    />
  );
}
