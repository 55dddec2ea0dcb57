import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router';
import type { VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { buttonVariants } from './button';

export type ButtonLinkProps = LinkProps & VariantProps<typeof buttonVariants>;

/** A link that looks like a button: navigation stays a link for assistive technology and new tabs. */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { className, variant, size, ...props },
  ref,
) {
  return <Link ref={ref} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
});
