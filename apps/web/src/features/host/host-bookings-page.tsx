import { useTranslation } from 'react-i18next';
import { BellRing, CalendarCheck, MessageCircle } from 'lucide-react';
import { IntroPage } from '@/components/intro-page';
import { ButtonLink } from '@/components/ui/button-link';
import { HostOnly } from './host-only';

export default function HostBookingsPage() {
  const { t } = useTranslation('host');
  return (
    <HostOnly>
      <IntroPage
        eyebrow={t('panel')}
        title={t('bookings.title')}
        lead={t('bookings.lead')}
        actions={
          <ButtonLink to="/host/listings" variant="outline">
            {t('bookings.listings')}
          </ButtonLink>
        }
        highlights={[
          { icon: BellRing, title: t('bookings.requestsTitle'), text: t('bookings.requestsText') },
          { icon: CalendarCheck, title: t('bookings.calendarTitle'), text: t('bookings.calendarText') },
          { icon: MessageCircle, title: t('bookings.guestsTitle'), text: t('bookings.guestsText') },
        ]}
      />
    </HostOnly>
  );
}
