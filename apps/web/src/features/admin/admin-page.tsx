import { useTranslation } from 'react-i18next';
import { Inbox, LayoutDashboard, Users } from 'lucide-react';
import { IntroPage } from '@/components/intro-page';
import { ButtonLink } from '@/components/ui/button-link';

export default function AdminPage() {
  const { t } = useTranslation('admin');
  return (
    <IntroPage
      title={t('title')}
      lead={t('lead')}
      actions={
        <ButtonLink to="/" variant="outline">
          {t('backToSite')}
        </ButtonLink>
      }
      highlights={[
        { icon: Inbox, title: t('messagesTitle'), text: t('messagesText') },
        { icon: LayoutDashboard, title: t('listingsTitle'), text: t('listingsText') },
        { icon: Users, title: t('accountsTitle'), text: t('accountsText') },
      ]}
    />
  );
}
