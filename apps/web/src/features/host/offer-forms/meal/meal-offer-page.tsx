import { useTranslation } from 'react-i18next';
import type { HostMealOffer } from '@orchim/shared/host-offers';
import { useMealCalendar } from '../api/offers';
import { LoadFailure, WithOffer } from '../parts/offer-loader';
import { OfferPageLoading } from '../parts/offer-page';
import { MealOfferFormView } from './meal-offer-form';

/** The form once the coming meal days are known (of this offer, with its bookings, once saved). */
function WithCalendar({ offer, title }: { offer: HostMealOffer | null; title: string }) {
  const calendar = useMealCalendar(offer?.id);
  if (calendar.isPending) return <OfferPageLoading title={title} />;
  if (calendar.isError) return <LoadFailure error={calendar.error} onRetry={() => void calendar.refetch()} />;
  return <MealOfferFormView offer={offer} calendar={calendar.data} />;
}

/** /host/meals/new (no id) and /host/meals/edit/{id}. */
export default function MealOfferPage({ id }: { id?: string | undefined }) {
  const { t } = useTranslation('hostOffers');
  if (!id) return <WithCalendar offer={null} title={t('page.meals.newTitle')} />;
  const title = t('page.meals.editTitle');
  return (
    <WithOffer key={id} kind="meals" id={id} title={title}>
      {(offer) => <WithCalendar offer={offer} title={title} />}
    </WithOffer>
  );
}
