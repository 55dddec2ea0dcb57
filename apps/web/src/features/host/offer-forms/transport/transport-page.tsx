import { useTranslation } from 'react-i18next';
import { WithOffer } from '../parts/offer-loader';
import { TransportFormView } from './transport-form';

/** A new transport service (no id), or the host's own, loaded first. */
export default function TransportPage({ id }: { id?: string | undefined }) {
  const { t } = useTranslation('hostOffers');
  if (!id) return <TransportFormView service={null} />;
  return (
    <WithOffer key={id} kind="transport" id={id} title={t('page.transport.editTitle')}>
      {(service) => <TransportFormView service={service} />}
    </WithOffer>
  );
}
