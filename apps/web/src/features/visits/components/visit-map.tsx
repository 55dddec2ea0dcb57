import { useTranslation } from 'react-i18next';
import type { VisitPlan } from '@orchim/shared/visits';
import { PlacesMap, type MapPlace } from '@/components/map/places-map';

/**
 * The visit's places on a map (docs/decisions/041-map.md): the block of each stay and meal booked, with
 * 770 and the Ohel; the guest's own plan links each to its booking. Blocks, never doors: a shared plan
 * shows the same map.
 */
export function VisitMap({ plan, linkBookings }: { plan: VisitPlan; linkBookings: boolean }) {
  const { t } = useTranslation(['visits', 'bookings']);
  const places: MapPlace[] = plan.bookings.flatMap((booking) =>
    booking.block
      ? [
          {
            id: booking.id,
            label: booking.title,
            latitude: booking.block.latitude,
            longitude: booking.block.longitude,
            kind: booking.kind === 'meal' ? 'meal' : 'stay',
            // Titles are long: the marker says what it is, the list under the map its title.
            badge: t(`kinds.${booking.kind}`, { ns: 'bookings' }),
            detail: t(`kinds.${booking.kind}`, { ns: 'bookings' }),
            ...(linkBookings ? { href: `/bookings/${booking.id}` } : {}),
          } satisfies MapPlace,
        ]
      : [],
  );
  return (
    <section aria-labelledby="visit-map-title" className="space-y-3">
      <h2 id="visit-map-title" className="text-xl font-semibold text-navy-800">
        {t('map.title')}
      </h2>
      <PlacesMap places={places} label={t('map.label')} className="h-72 sm:h-80" />
    </section>
  );
}
