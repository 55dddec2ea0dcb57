import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Container } from './container';

type PageHeaderProps = {
  /** The page's h1. */
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  /** Shown under the lead (a date, calls to action). */
  children?: ReactNode;
  className?: string;
};

/** The welcoming band at the top of a content page: eyebrow, h1 and a lead paragraph. */
export function PageHeader({ title, lead, eyebrow, children, className }: PageHeaderProps) {
  return (
    <header className={cn('border-b border-line bg-linear-to-b from-gold-100/50 to-page', className)}>
      <Container className="py-10 sm:py-14">
        {eyebrow ? (
          <p className="mb-2 text-sm font-semibold tracking-wide text-brick-600">{eyebrow}</p>
        ) : null}
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-balance text-navy-800 sm:text-4xl">
          {title}
        </h1>
        {lead ? (
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-pretty text-muted">{lead}</p>
        ) : null}
        {children}
      </Container>
    </header>
  );
}
