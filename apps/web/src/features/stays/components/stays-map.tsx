import { useTranslation } from 'react-i18next';
import { List, Map as MapIcon } from 'lucide-react';
import type { StaySummary } from '@orchim/shared/stays';
import { PlacesMap, type MapPlace } from '@/components/map/places-map';
import { Button } from '@/components/ui/button';
import { useMoney } from '@/lib/use-money';

/**
 * The results of a page of /stays on a map: each stay a price on its block (never its door), a link to
 * the stay; beside the results on a wide screen, in their place on a phone after "Show map".
 */
export function StaysMap({
  stays,
  hrefOf,
}: {
  stays: readonly StaySummary[];
  hrefOf: (stay: StaySummary) => string;
}) {
  const { t } = useTranslation('map');
  const money = useMoney();
  const places = stays.map((stay): MapPlace => {
    const price = money(stay.pricePerNightCents, stay.currency);
    return {
      id: stay.id,
      label: stay.title,
      latitude: stay.block.latitude,
      longitude: stay.block.longitude,
      kind: 'stay',
      href: hrefOf(stay),
      badge: price,
      detail: t('stays.perNight', { price }),
    };
  });
  return (
    <PlacesMap
      places={places}
      label={t('stays.label')}
      wheelZoom
      className="h-[68dvh] min-h-80 xl:h-[calc(100dvh-8rem)] xl:max-h-[52rem]"
    />
  );
}

/**
 * A phone's way between the results and their map: a button floating at the bottom of the screen, where
 * the thumb is, in the page's order after the sort (hidden where the map is beside the results).
 */
export function MapToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const { t } = useTranslation('map');
  const Icon = shown ? List : MapIcon;
  return (
    <Button
      onClick={onToggle}
      className="fixed inset-x-0 bottom-5 z-30 mx-auto w-fit shadow-[0_4px_16px_rgb(21_40_66/0.35)] xl:hidden"
    >
      <Icon className="size-4" aria-hidden="true" />
      {shown ? t('stays.hide') : t('stays.show')}
    </Button>
  );
}
