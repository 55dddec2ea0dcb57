import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import type { BookingKind } from '@orchim/shared/bookings';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { KIND_ICONS } from '@/components/booking/booking-kind';

export type FactItem = { label: string; value: ReactNode; detail?: ReactNode };

/**
 * The card of a booked listing on /bookings/{id}: its cover (or the kind's icon), its title linking to
 * the listing, what the kind says under it (address, provider, route), then its facts two by two; an odd
 * last fact takes the whole row.
 */
export function BookedListingCard({
  kind,
  cover,
  title,
  href,
  children,
  facts,
}: {
  kind: BookingKind;
  cover: { src: string; width: number; height: number } | null;
  title: string;
  href: string;
  children: ReactNode;
  facts: readonly (FactItem | null | false)[];
}) {
  const shown = facts.filter((fact): fact is FactItem => Boolean(fact));
  const Icon = KIND_ICONS[kind];
  return (
    <Card className="overflow-hidden">
      <div className="sm:flex">
        {cover ? (
          <img
            src={cover.src}
            width={cover.width}
            height={cover.height}
            alt=""
            className="aspect-[16/9] w-full object-cover sm:aspect-auto sm:w-56 sm:shrink-0"
          />
        ) : (
          <span className="hidden shrink-0 items-center justify-center bg-navy-50 text-navy-700 sm:flex sm:w-56">
            <Icon className="size-10" aria-hidden="true" />
          </span>
        )}
        <div className="min-w-0 space-y-3 p-5 sm:p-6">
          <h2 className="text-xl font-semibold text-navy-800">
            <Link to={href} className="hover:underline">
              <bdi>{title}</bdi>
            </Link>
          </h2>
          {children}
        </div>
      </div>
      <dl className="grid gap-px border-t border-line bg-line sm:grid-cols-2">
        {shown.map((fact, index) => (
          <div
            key={fact.label}
            className={cn(
              'bg-surface px-5 py-4 sm:px-6',
              index === shown.length - 1 && shown.length % 2 === 1 && 'sm:col-span-2',
            )}
          >
            <dt className="text-sm text-muted">{fact.label}</dt>
            <dd className="mt-0.5 font-medium text-ink">
              {fact.value}
              {fact.detail ? (
                <span className="block text-sm font-normal text-muted">{fact.detail}</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

/**
 * The exact address under the title, with its area. <bdi>: a Latin address keeps its own order ("1327
 * President Street") in Hebrew.
 */
export function AddressLine({ icon: Icon, address, area }: { icon: Icon; address: string; area: string }) {
  return (
    <p className="flex items-start gap-2 text-ink">
      <Icon className="mt-0.5 size-5 shrink-0 text-brick-600" aria-hidden="true" />
      <span className="min-w-0">
        <span className="block font-medium">
          <bdi>{address}</bdi>
        </span>
        <span className="block text-sm text-muted">
          <bdi>{area}</bdi>
        </span>
      </span>
    </p>
  );
}

/** A fact's value after a small icon ("2 guests"). */
export function IconValue({ icon: Icon, children }: { icon: Icon; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-2">
      <Icon className="size-4 text-brick-600" aria-hidden="true" />
      {children}
    </span>
  );
}
