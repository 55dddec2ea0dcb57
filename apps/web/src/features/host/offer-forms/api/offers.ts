import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  HostMealCalendar,
  HostMealOffer,
  HostOhelLinks,
  HostOhelListing,
  HostTransportService,
} from '@orchim/shared/host-offers';
import { apiFetch } from '@/lib/api';
import { useAuth } from '@/lib/auth/auth-context';
import { changeListingVisibility } from '../../api/listing-actions';
import { hostKeys } from '../../api/host-keys';

/** The kinds of listing these forms make, as they appear in /rest/v1/host/{kind}. */
export type OfferKind = 'meals' | 'transport' | 'ohel';

/** What GET, POST and PUT answer for each kind: the form's fields with the listing's state. */
export type OfferOf = {
  meals: HostMealOffer;
  transport: HostTransportService;
  ohel: HostOhelListing;
};

const offersPath = (kind: OfferKind) => `/rest/v1/host/${kind}`;
const offerPath = (kind: OfferKind, id: string) => `${offersPath(kind)}/${encodeURIComponent(id)}`;

export const offerKeys = {
  offer: (kind: OfferKind, id: string) => ['host', kind, id] as const,
  /** The meal days: of a new offer (no id), or of a saved one with its seats booked. */
  mealCalendar: (id: string | undefined) => ['host', 'meals', id ?? 'new', 'calendar'] as const,
  ohelLinks: ['host', 'ohel', 'links'] as const,
};

/** GET /rest/v1/host/{kind}/{id}: the host's own listing (404 for anyone else's). */
export function useHostOffer<K extends OfferKind>(kind: K, id: string) {
  const { session } = useAuth();
  const accessToken = session?.access_token;
  return useQuery(
    queryOptions({
      queryKey: offerKeys.offer(kind, id),
      queryFn: () => apiFetch<OfferOf[K]>(offerPath(kind, id), { accessToken }),
      enabled: Boolean(accessToken),
    }),
  );
}

/**
 * Saves the whole form: POST for a new listing (201, a draft), PUT for a saved one. The answer becomes
 * the cached listing; the listings page and the meal days follow.
 */
export function useSaveOffer<K extends OfferKind>(kind: K, id: string | undefined) {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) =>
      apiFetch<OfferOf[K]>(id ? offerPath(kind, id) : offersPath(kind), {
        method: id ? 'PUT' : 'POST',
        json: body,
        accessToken: session?.access_token,
      }),
    // A refusal is an answer (a field, a booked sitting), not a failure to try again.
    retry: false,
    onSuccess: (offer) => {
      queryClient.setQueryData(offerKeys.offer(kind, offer.id), offer);
      const stale = [queryClient.invalidateQueries({ queryKey: hostKeys.listings })];
      if (kind === 'meals') {
        stale.push(queryClient.invalidateQueries({ queryKey: offerKeys.mealCalendar(offer.id) }));
      }
      // A new service can be named by an Ohel listing.
      if (kind === 'transport') stale.push(queryClient.invalidateQueries({ queryKey: offerKeys.ohelLinks }));
      return Promise.all(stale);
    },
  });
}

/** POST /rest/v1/host/{kind}/{id}/publish: 403 host_not_approved, 409 listing_incomplete with `missing`. */
export function usePublishOffer(kind: OfferKind, id: string) {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => changeListingVisibility({ kind, id }, 'publish', session?.access_token),
    retry: false,
    // Published or refused, the status and what the listing lacks are the server's to say.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: offerKeys.offer(kind, id) }),
        queryClient.invalidateQueries({ queryKey: hostKeys.listings }),
      ]),
  });
}

/**
 * GET /rest/v1/host/meals/calendar (a new offer) or /host/meals/{id}/calendar (with what the offer
 * serves each day and the seats booked): the coming Shabbos and Yom Tov days, about three months.
 */
export function useMealCalendar(id: string | undefined) {
  const { session } = useAuth();
  const accessToken = session?.access_token;
  return useQuery(
    queryOptions({
      queryKey: offerKeys.mealCalendar(id),
      queryFn: () =>
        apiFetch<HostMealCalendar>(
          id ? `${offerPath('meals', id)}/calendar` : `${offersPath('meals')}/calendar`,
          { accessToken },
        ),
      enabled: Boolean(accessToken),
    }),
  );
}

/** GET /rest/v1/host/ohel/links: the host's own transport services and stays an Ohel listing can name. */
export function useOhelLinks() {
  const { session } = useAuth();
  const accessToken = session?.access_token;
  return useQuery(
    queryOptions({
      queryKey: offerKeys.ohelLinks,
      queryFn: () => apiFetch<HostOhelLinks>(`${offersPath('ohel')}/links`, { accessToken }),
      enabled: Boolean(accessToken),
    }),
  );
}
