import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { IntroPage } from '@/components/intro-page';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { HostOnly } from './host-only';
import { HostListings } from './listings/host-listings';
import { LISTING_KINDS, NEW_LISTING_HREFS } from './listings/listing-kinds';

/**
 * /host/listings: the host's stays, meals, ride services and Ohel listings, with their status, what they
 * lack, their next bookings, and what to do with each. A host whose application is pending sees it too,
 * under a note: they may prepare drafts, not publish.
 */
export default function HostListingsPage() {
  return (
    <HostOnly allowPending>
      <HostListingsScreen />
    </HostOnly>
  );
}

function HostListingsScreen() {
  // Booking words (guests, passengers) come from the bookings namespace: loaded here, once.
  const { t } = useTranslation(['host', 'bookings']);
  return (
    <IntroPage
      eyebrow={t('panel')}
      title={t('listings.title')}
      lead={t('listings.lead')}
      actions={
        <>
          {LISTING_KINDS.map((kind, index) => (
            <ButtonLink
              key={kind}
              to={NEW_LISTING_HREFS[kind]}
              size="sm"
              variant={index === 0 ? 'accent' : 'outline'}
            >
              <Plus className="size-4" aria-hidden="true" />
              {t(`listings.add.${kind}`)}
            </ButtonLink>
          ))}
        </>
      }
    >
      <Container className="py-8 sm:py-10">
        <HostListings />
      </Container>
    </IntroPage>
  );
}
