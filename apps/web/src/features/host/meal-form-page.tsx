import { useParams } from 'react-router';
import MealOfferPage from './offer-forms/meal/meal-offer-page';
import { HostOnly } from './host-only';

/**
 * Serves /host/meals/new and /host/meals/edit/:id: the meal offer form. A pending host may prepare
 * drafts (publishing waits for approval).
 */
export default function MealFormPage() {
  const { id } = useParams();
  return (
    <HostOnly allowPending>
      <MealOfferPage key={id ?? 'new'} id={id} />
    </HostOnly>
  );
}
