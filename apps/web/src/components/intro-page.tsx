import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { usePageTitle } from '@/lib/page-title';

export type Highlight = {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: string;
  text: string;
};

type IntroPageProps = {
  /** The h1, also the document title. */
  title: string;
  lead: string;
  eyebrow?: string;
  /** A link back to the list a detail page belongs to. */
  back?: { to: string; label: string };
  /** Calls to action under the lead. */
  actions?: ReactNode;
  /** Up to three short points about what the section offers. */
  highlights?: readonly Highlight[];
  children?: ReactNode;
};

/**
 * The frame of a page: a welcoming band with the heading, what the page is for and what to do next,
 * then a few highlights. Pages whose full screens arrive in later issues are this frame alone.
 */
export function IntroPage({ title, lead, eyebrow, back, actions, highlights, children }: IntroPageProps) {
  usePageTitle(title);
  return (
    <>
      <section className="border-b border-line bg-linear-to-b from-gold-100/50 to-page">
        <Container className="py-10 sm:py-14">
          {back ? (
            <Link
              to={back.to}
              className="mb-5 inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-navy-700 hover:underline"
            >
              <ArrowLeft className="flip-rtl size-4" aria-hidden="true" />
              {back.label}
            </Link>
          ) : null}
          {eyebrow ? (
            <p className="mb-2 text-sm font-semibold tracking-wide text-brick-600">{eyebrow}</p>
          ) : null}
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-balance text-navy-800 sm:text-4xl">
            {title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-pretty text-muted">{lead}</p>
          {actions ? <div className="mt-7 flex flex-wrap gap-3">{actions}</div> : null}
        </Container>
      </section>
      {highlights?.length ? (
        <Container className="py-10 sm:py-12">
          <ul className="grid gap-4 sm:grid-cols-3">
            {highlights.map(({ icon: Icon, title: heading, text }) => (
              <li key={heading}>
                <Card className="h-full p-6">
                  <span className="inline-flex size-11 items-center justify-center rounded-full bg-brick-50 text-brick-600">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <h2 className="mt-4 text-lg font-semibold text-navy-800">{heading}</h2>
                  <p className="mt-1.5 leading-relaxed text-muted">{text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      ) : null}
      {children}
    </>
  );
}
