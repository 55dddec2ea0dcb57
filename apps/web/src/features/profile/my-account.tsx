import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound, UserRound } from 'lucide-react';
import { NewPasswordForm } from '@/components/account/new-password-form';
import { HostApplicationStatus } from '@/components/host-application-status';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { useAuth } from '@/lib/auth/auth-context';
import { useFreshHostStatus } from '@/lib/auth/use-fresh-host-status';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/page-title';
import { BecomeHostCard } from './become-host-card';
import { DeleteAccountSection, MY_BOOKINGS_ID } from './delete-account-section';
import { ProfileDetailsForm } from './profile-details-form';

function Section({
  title,
  lead,
  children,
  id,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  /** Makes the section a landmark named by its title. */
  id?: string;
}) {
  return (
    <Card className="p-6 sm:p-8" {...(id ? { role: 'region', 'aria-labelledby': id } : {})}>
      <h2 id={id} className="text-xl font-semibold text-navy-800">
        {title}
      </h2>
      {lead ? <p className="mt-1.5 text-muted">{lead}</p> : null}
      <div className="mt-6">{children}</div>
    </Card>
  );
}

/**
 * My account (/profile, signed in only): the guest's bookings, name and phone, the email (read only), a
 * new password, for a host where the application stands (for a guest, applying to host), and at the
 * end deleting the account. The bookings list is features/bookings' and the visits features/visits', handed
 * in by app/pages/profile-page.tsx.
 */
export function MyAccount({ myBookings, myVisits }: { myBookings: ReactNode; myVisits: ReactNode }) {
  const { t } = useTranslation('profile');
  const { user, userType } = useAuth();
  const freshStatus = useFreshHostStatus();
  // Just applied: pending, even before the refreshed session says so (or when it could not be refreshed).
  const [applied, setApplied] = useState(false);
  const hostStatus = freshStatus ?? (applied ? 'pending' : null);
  usePageTitle(t('title'));
  if (!user) return null;

  const hostCard = hostStatus ? (
    <Card className="space-y-5 p-6 sm:p-8">
      <HostApplicationStatus status={hostStatus} />
      {hostStatus === 'rejected' ? null : (
        // A pending host may prepare drafts already; an approved one manages everything there.
        <ButtonLink to="/host/listings" variant="outline">
          {t(hostStatus === 'approved' ? 'summary.hostPanel' : 'becomeHost.prepare')}
        </ButtonLink>
      )}
    </Card>
  ) : null;
  const hostCardFirst = hostCard !== null && !applied;

  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Container className="grid gap-6 py-10 sm:py-12 lg:grid-cols-3 lg:items-start">
        <div className="space-y-6 lg:col-span-2">
          {/* For a host, where the application stands matters most on this page: first. */}
          {hostCardFirst ? hostCard : null}
          <Section id={MY_BOOKINGS_ID} title={t('bookings:mine.title')} lead={t('bookings:mine.lead')}>
            {myBookings}
          </Section>
          <Section id="my-visits" title={t('visits:mine.title')} lead={t('visits:mine.lead')}>
            {myVisits}
          </Section>
          {/* A guest's bookings come first; then the invitation to host, which becomes the status once sent. */}
          {hostCardFirst ? null : (hostCard ?? <BecomeHostCard onApplied={() => setApplied(true)} />)}
          <Section title={t('details.title')} lead={t('details.lead')}>
            <ProfileDetailsForm user={user} isHost={userType === 'host'} />
          </Section>
          <Section title={t('password.title')} lead={t('password.lead')}>
            <NewPasswordForm
              askCurrentPassword
              submitLabel={t('password.submit')}
              onSaved={() => void notify('success', t('password.saved'))}
              fullWidth={false}
            />
          </Section>
          <DeleteAccountSection />
        </div>
        <aside aria-label={t('summary.label')}>
          <Card className="space-y-4 p-6">
            <div className="flex items-center gap-3">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-navy-50 text-navy-700">
                {userType === 'host' ? (
                  <KeyRound className="size-5" aria-hidden="true" />
                ) : (
                  <UserRound className="size-5" aria-hidden="true" />
                )}
              </span>
              <div className="min-w-0">
                <p className="text-sm text-muted">{t('summary.accountType')}</p>
                <p className="font-semibold text-ink">{t(`summary.${userType ?? 'guest'}`)}</p>
              </div>
            </div>
            <p className="truncate text-sm text-muted">
              <span dir="ltr">{user.email}</span>
            </p>
            <div className="space-y-3 border-t border-line pt-4">
              {hostStatus ? (
                <ButtonLink
                  to={hostStatus === 'approved' ? '/host/listings' : '/contact'}
                  variant="outline"
                  className="w-full"
                >
                  {t(hostStatus === 'approved' ? 'summary.hostPanel' : 'summary.contact')}
                </ButtonLink>
              ) : (
                <>
                  <ButtonLink to="/stays" className="w-full">
                    {t('findStay')}
                  </ButtonLink>
                  <ButtonLink to="/meals" variant="outline" className="w-full">
                    {t('findMeal')}
                  </ButtonLink>
                </>
              )}
            </div>
          </Card>
        </aside>
      </Container>
    </>
  );
}
