import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/**
 * The page's horizontal frame: full width on a phone, a readable measure on a desktop. `wide` gives a bar
 * that holds a row of controls (the site header) more room than a page's text needs.
 */
export function Container({
  className,
  wide = false,
  ...props
}: HTMLAttributes<HTMLDivElement> & { wide?: boolean }) {
  return (
    <div
      className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', wide ? 'max-w-7xl' : 'max-w-6xl', className)}
      {...props}
    />
  );
}
