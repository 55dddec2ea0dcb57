import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/lib/page-title';
import { OhelGuide } from './ohel-guide';

/** /ohel: the visitor guide, then the Ohel listings (shuttles, rides, stays nearby, guided visits). */
export default function OhelPage() {
  const { t } = useTranslation('ohel');
  usePageTitle(t('guide.title'));
  return (
    <>
      <PageHeader eyebrow={t('guide.eyebrow')} title={t('guide.title')} lead={t('guide.lead')}>
        <div className="mt-7 flex flex-wrap gap-3">
          <ButtonLink to="/transport">{t('guide.ride')}</ButtonLink>
          <ButtonLink to="/contact" variant="outline">
            {t('guide.ask')}
          </ButtonLink>
        </div>
      </PageHeader>
      <OhelGuide />
      {/* The Ohel listings (issue 5) come here, below the guide, as their own section. */}
    </>
  );
}
