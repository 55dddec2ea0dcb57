import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/lib/page-title';
import { useAdminParams, type AdminSection } from './admin-params';
import { ApplicationsSection } from './components/applications-section';
import { AuditSection } from './components/audit-section';
import { BookingsSection } from './components/bookings-section';
import { ListingsSection } from './components/listings-section';
import { MessagesSection } from './components/messages-section';
import { OverviewSection } from './components/overview-section';
import { ReviewsSection } from './components/reviews-section';
import { SectionNav } from './components/section-nav';
import { UsersSection } from './components/users-section';

const SECTIONS: Record<AdminSection, () => React.JSX.Element> = {
  overview: OverviewSection,
  applications: ApplicationsSection,
  listings: ListingsSection,
  bookings: BookingsSection,
  reviews: ReviewsSection,
  users: UsersSection,
  messages: MessagesSection,
  audit: AuditSection,
};

/**
 * /admin (issue 7, the admin role only): the site at a glance, host applications, listings, bookings,
 * reviews, accounts, contact messages and the audit log, one section at a time, the section in the address.
 */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  const { section } = useAdminParams();
  usePageTitle(t('title'));
  const Section = SECTIONS[section];

  // Another section was chosen: reading starts at its heading (not on the first load: the page's h1).
  const shown = useRef(section);
  useLayoutEffect(() => {
    if (shown.current === section) return;
    shown.current = section;
    document.querySelector<HTMLElement>('[data-admin-section-heading]')?.focus({ preventScroll: true });
  }, [section]);

  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <Container className="py-6 sm:py-8 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
        <SectionNav current={section} />
        <div className="mt-4 min-w-0 lg:mt-0">
          <Section />
        </div>
      </Container>
    </>
  );
}
