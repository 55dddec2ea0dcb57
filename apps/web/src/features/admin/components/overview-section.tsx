import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight, Hourglass, Mail, ShieldCheck, UserRound, UserX, Home } from 'lucide-react';
import type { AdminOverview } from '@orchim/shared/admin';
import { BOOKING_STATUSES } from '@orchim/shared/booking-vocabulary';
import { LISTING_STATUSES } from '@orchim/shared/listing-status';
import { HOST_STATUSES } from '@orchim/shared/roles';
import { ResultsError } from '@/components/listing/results-notices';
import { Card } from '@/components/ui/card';
import { RowsSkeleton } from '@/components/ui/rows-skeleton';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { sectionHref } from '../admin-params';
import { useOverview } from '../api/get-overview';
import { RevenueChart } from './revenue-chart';
import { SectionFrame } from './list-results';

/**
 * The whole site at a glance: accounts, host applications (pending ones lead to the queue), listings and
 * bookings by kind and status, revenue by month, unread contact messages.
 */
export function OverviewSection() {
  const { t } = useTranslation('admin');
  const overview = useOverview();
  let content;
  if (overview.isPending) content = <RowsSkeleton rows={3} rowClassName="h-32" />;
  else if (overview.isError) {
    content = (
      <ResultsError
        title={t('overview.loadError')}
        network={overview.error instanceof ApiError && overview.error.isNetwork}
        onRetry={() => void overview.refetch()}
        retrying={overview.isFetching}
      />
    );
  } else content = <OverviewContent data={overview.data} />;
  return (
    <SectionFrame id="admin-overview" title={t('sections.overview')} lead={t('overview.lead')}>
      {content}
    </SectionFrame>
  );
}

function OverviewContent({ data }: { data: AdminOverview }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const pending = data.hosts.pending ?? 0;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Card className="p-5 sm:col-span-2 lg:col-span-1">
          <h3 className="text-sm font-semibold text-muted">{t('overview.users.title')}</h3>
          <p className="mt-1 text-4xl font-bold text-navy-800 tabular-nums">
            {format.number(data.users.total)}
          </p>
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <Count icon={UserRound} label={t('overview.users.guests')} value={data.users.guests} />
            <Count icon={Home} label={t('overview.users.hosts')} value={data.users.hosts} />
            <Count icon={ShieldCheck} label={t('overview.users.admins')} value={data.users.admins} />
            <Count icon={UserX} label={t('overview.users.disabled')} value={data.users.disabled} />
          </dl>
        </Card>

        <Card
          className={cn(
            'flex flex-col p-5',
            pending > 0 && 'border-gold-500 bg-gold-100/40 ring-2 ring-gold-400/30',
          )}
        >
          <h3 className="text-sm font-semibold text-muted">{t('overview.hosts.title')}</h3>
          <p className="mt-1 flex items-baseline gap-2">
            <span className="text-4xl font-bold text-navy-800 tabular-nums">{format.number(pending)}</span>
            <span className="inline-flex items-center gap-1 font-semibold text-gold-700">
              <Hourglass className="size-4" aria-hidden="true" />
              {t('overview.hosts.pending')}
            </span>
          </p>
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {HOST_STATUSES.filter((status) => status !== 'pending').map((status) => (
              <Count key={status} label={t(`hostStatus.${status}`)} value={data.hosts[status] ?? 0} />
            ))}
          </dl>
          <OverviewLink to={sectionHref('applications', pending ? { status: 'pending' } : {})}>
            {pending ? t('overview.hosts.review') : t('overview.hosts.all')}
          </OverviewLink>
        </Card>

        <Card className={cn('flex flex-col p-5', data.unreadMessages > 0 && 'border-navy-600/40')}>
          <h3 className="text-sm font-semibold text-muted">{t('overview.messages.title')}</h3>
          <p className="mt-1 flex items-baseline gap-2">
            <span className="text-4xl font-bold text-navy-800 tabular-nums">
              {format.number(data.unreadMessages)}
            </span>
            <span className="inline-flex items-center gap-1 font-semibold text-navy-700">
              <Mail className="size-4" aria-hidden="true" />
              {t('overview.messages.unread')}
            </span>
          </p>
          <OverviewLink to={sectionHref('messages', data.unreadMessages ? { unread: 'true' } : {})}>
            {t('overview.messages.read')}
          </OverviewLink>
        </Card>
      </div>

      <div className="space-y-4">
        <CountsTable
          title={t('overview.listings.title')}
          caption={t('overview.listings.caption')}
          kindHeader={t('overview.kind')}
          rows={data.listings.map((row) => ({ name: t(`kinds.${row.kind}`), counts: row.counts }))}
          statuses={LISTING_STATUSES.map((status) => ({ key: status, label: t(`listingStatus.${status}`) }))}
        />
        <CountsTable
          title={t('overview.bookings.title')}
          caption={t('overview.bookings.caption')}
          kindHeader={t('overview.kind')}
          rows={data.bookings.map((row) => ({ name: t(`bookingKinds.${row.kind}`), counts: row.counts }))}
          statuses={BOOKING_STATUSES.map((status) => ({
            key: status,
            label: t(`bookingStatus.${status}`),
          }))}
        />
      </div>

      <RevenueChart
        revenue={data.revenue}
        failedRefunds={data.failedRefunds}
        // A refund belongs to a cancelled booking; its detail shows the attempts and the retry.
        failedRefundsHref={sectionHref('bookings', { status: 'cancelled' })}
      />
    </div>
  );
}

function Count({ label, value, icon: Icon }: { label: string; value: number; icon?: typeof UserRound }) {
  const format = useFormat();
  return (
    <div className="flex items-center justify-between gap-2 rounded-lg bg-page px-3 py-2">
      <dt className="flex items-center gap-1.5 text-muted">
        {Icon ? <Icon className="size-4 shrink-0" aria-hidden="true" /> : null}
        {label}
      </dt>
      <dd className="font-semibold text-ink tabular-nums">{format.number(value)}</dd>
    </div>
  );
}

function OverviewLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-semibold text-navy-700 underline-offset-4 hover:underline"
    >
      {children}
      <ArrowRight className="flip-rtl size-4" aria-hidden="true" />
    </Link>
  );
}

/** Counts of each kind (rows) by status (columns), with a total per kind. */
function CountsTable({
  title,
  caption,
  kindHeader,
  rows,
  statuses,
}: {
  title: string;
  caption: string;
  kindHeader: string;
  rows: { name: string; counts: Partial<Record<string, number>> }[];
  statuses: { key: string; label: string }[];
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <Card className="min-w-0 p-5">
      <h3 className="font-semibold text-navy-800">{title}</h3>
      {/* Focusable, so a keyboard can scroll the table sideways on a narrow phone (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pe-3 text-start font-medium text-muted">
                {kindHeader}
              </th>
              {statuses.map((status) => (
                <th key={status.key} scope="col" className="px-2 py-2 text-end font-medium text-muted">
                  {status.label}
                </th>
              ))}
              <th scope="col" className="ps-2 py-2 text-end font-semibold text-ink">
                {t('overview.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const total = statuses.reduce((sum, status) => sum + (row.counts[status.key] ?? 0), 0);
              return (
                <tr key={row.name} className="border-b border-line last:border-b-0">
                  <th scope="row" className="py-2 pe-3 text-start font-medium text-ink">
                    {row.name}
                  </th>
                  {statuses.map((status) => {
                    const value = row.counts[status.key] ?? 0;
                    return (
                      <td
                        key={status.key}
                        className={cn(
                          'px-2 py-2 text-end tabular-nums',
                          value ? 'text-ink' : 'text-muted/70',
                        )}
                      >
                        {format.number(value)}
                      </td>
                    );
                  })}
                  <td className="ps-2 py-2 text-end font-semibold text-ink tabular-nums">
                    {format.number(total)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
