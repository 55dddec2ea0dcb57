import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { usePageTitle } from '@/lib/page-title';

type AuthFrameProps = {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: string;
  lead?: ReactNode;
  /** The form, or the message that stands in its place. */
  children: ReactNode;
  /** The other ways on from here. */
  links?: readonly { to: string; label: string }[];
};

/** The shared frame of the account pages: a calm card in the middle of the page. */
export function AuthFrame({ icon: Icon, title, lead, children, links = [] }: AuthFrameProps) {
  usePageTitle(title);
  return (
    <div className="bg-linear-to-b from-gold-100/50 to-page">
      <Container className="py-10 sm:py-16">
        <Card className="mx-auto max-w-md p-6 sm:p-10">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-navy-50 text-navy-700">
            <Icon className="size-6" aria-hidden />
          </span>
          <h1 className="mt-5 text-2xl font-bold tracking-tight text-navy-800 sm:text-3xl">{title}</h1>
          {lead ? <div className="mt-3 space-y-3 leading-relaxed text-muted">{lead}</div> : null}
          <div className="mt-7">{children}</div>
          {links.length ? (
            <ul className="mt-7 space-y-2 border-t border-line pt-6">
              {links.map(({ to, label }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="inline-flex items-center gap-1.5 rounded font-medium text-navy-700 hover:underline"
                  >
                    {label}
                    <ArrowRight className="flip-rtl size-4" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </Card>
      </Container>
    </div>
  );
}
