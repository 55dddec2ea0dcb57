import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { RowsSkeleton } from '@/components/ui/rows-skeleton';
import { usePageTitle } from '@/lib/page-title';
import { useAdminParams, type AdminSection } from './admin-params';
import { SectionFocus } from './components/list-results';
import { OverviewSection } from './components/overview-section';
import { SectionNav } from './components/section-nav';

/** A section's code, loaded when the admin opens it: the page itself carries the overview only. */
const section = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(async () => ({ default: (await load())[name] }));

const SECTIONS: Record<AdminSection, ComponentType> = {
  overview: OverviewSection,
  applications: section(() => import('./components/applications-section'), 'ApplicationsSection'),
  listings: section(() => import('./components/listings-section'), 'ListingsSection'),
  bookings: section(() => import('./components/bookings-section'), 'BookingsSection'),
  reviews: section(() => import('./components/reviews-section'), 'ReviewsSection'),
  reports: section(() => import('./components/reports-section'), 'ReportsSection'),
  users: section(() => import('./components/users-section'), 'UsersSection'),
  messages: section(() => import('./components/messages-section'), 'MessagesSection'),
  audit: section(() => import('./components/audit-section'), 'AuditSection'),
};

/**
 * /admin (issue 7, the admin role only): the site at a glance, host applications, listings, bookings,
 * reviews, reported messages, accounts, contact messages and the audit log, one section at a time, the
 * section in the address.
 */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  const { section } = useAdminParams();
  usePageTitle(t('title'));
  const Section = SECTIONS[section];

  // Once another section than the first is chosen, each section that appears takes the focus.
  const [first] = useState(section);
  const [moved, setMoved] = useState(false);
  if (!moved && section !== first) setMoved(true);

  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <Container className="py-6 sm:py-8 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
        <SectionNav current={section} />
        <div className="mt-4 min-w-0 lg:mt-0">
          <SectionFocus value={moved}>
            <Suspense fallback={<RowsSkeleton rows={4} rowClassName="h-20" />}>
              <Section />
            </Suspense>
          </SectionFocus>
        </div>
      </Container>
    </>
  );
}
