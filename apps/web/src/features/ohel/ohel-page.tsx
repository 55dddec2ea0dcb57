import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/lib/page-title';
import { OhelGuide } from './ohel-guide';
import { LISTINGS_ANCHOR, OhelListings } from './ohel-listings';

/** /ohel: the visitor guide, then the Ohel listings (shuttles, rides, stays nearby, guided visits). */
export default function OhelPage() {
  const { t } = useTranslation('ohel');
  usePageTitle(t('guide.title'));
  return (
    <>
      <PageHeader eyebrow={t('guide.eyebrow')} title={t('guide.title')} lead={t('guide.lead')}>
        <div className="mt-7 flex flex-wrap gap-3">
          {/* A jump within the page: the listings below the guide, where rides are booked. */}
          <a href={`#${LISTINGS_ANCHOR}`} className={buttonVariants()}>
            {t('guide.ride')}
          </a>
          <ButtonLink to="/contact" variant="outline">
            {t('guide.ask')}
          </ButtonLink>
        </div>
      </PageHeader>
      <OhelGuide />
      <OhelListings />
    </>
  );
}
