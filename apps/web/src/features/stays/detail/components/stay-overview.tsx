import { useTranslation } from 'react-i18next';
import { BedDouble, Bath, Clock, DoorOpen, Footprints, Home, Users, Droplets } from 'lucide-react';
import type { StayDetail } from '@orchim/shared/stays';
import { clockTime, TIME_FORMAT } from '@/lib/calendar-date';
import { CheckList, FactList, type ListingFact } from '@/components/listing/listing-facts';
import { useFormat } from '@/lib/format';

/** Type, bedrooms, beds, baths and guests as a row of labelled facts. */
export function StayFacts({ stay }: { stay: StayDetail }) {
  const { t } = useTranslation(['bookings', 'stays']);
  const format = useFormat();
  const facts: ListingFact[] = [
    { icon: Home, label: t('facts.type'), value: t(`stays:propertyTypes.${stay.propertyType}`) },
    { icon: DoorOpen, label: t('facts.bedrooms'), value: format.number(stay.bedrooms) },
    { icon: BedDouble, label: t('facts.beds'), value: format.number(stay.beds) },
    { icon: Bath, label: t('facts.baths'), value: format.number(stay.baths) },
    { icon: Users, label: t('facts.maxGuests'), value: format.number(stay.maxGuests) },
  ];
  return <FactList facts={facts} className="flex flex-wrap" />;
}

/** What the home offers an observant guest: the kitchen's standard and the walk to a mikvah with it. */
export function JewishFeatures({ stay }: { stay: StayDetail }) {
  const { t } = useTranslation(['bookings', 'stays']);
  const format = useFormat();
  const items = stay.jewishFeatures.map((feature) => ({
    key: feature,
    label: t(`stays:jewishFeatures.${feature}`),
    ...(feature === 'kosher_kitchen' && stay.kosherStandard
      ? { note: t(`stays:kosherStandards.${stay.kosherStandard}`) }
      : {}),
  }));
  return (
    <div className="space-y-5">
      {items.length ? <CheckList items={items} /> : <p className="text-muted">{t('features.noneJewish')}</p>}
      {stay.mikvahWalkMinutes !== null ? (
        <p className="flex items-center gap-3 rounded-xl bg-navy-50 px-4 py-3 text-navy-800">
          <Droplets className="size-5 shrink-0" aria-hidden="true" />
          {t('features.mikvah', { minutes: format.number(stay.mikvahWalkMinutes) })}
        </p>
      ) : null}
    </div>
  );
}

export function Amenities({ stay }: { stay: StayDetail }) {
  const { t } = useTranslation(['bookings', 'stays']);
  if (!stay.amenities.length) return <p className="text-muted">{t('features.noneAmenities')}</p>;
  return (
    <CheckList
      items={stay.amenities.map((amenity) => ({ key: amenity, label: t(`stays:amenities.${amenity}`) }))}
    />
  );
}

/** House rules as the host wrote them, with the check-in and check-out times. */
export function HouseRules({ stay }: { stay: StayDetail }) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 sm:grid-cols-2">
        {(
          [
            ['rules.checkIn', stay.checkInTime],
            ['rules.checkOut', stay.checkOutTime],
          ] as const
        ).map(([label, time]) => (
          <div
            key={label}
            className="flex items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3"
          >
            <dt className="flex items-center gap-3 text-muted">
              <Clock className="size-5 shrink-0 text-brick-600" aria-hidden="true" />
              {t(label)}
            </dt>
            <dd className="ms-auto font-semibold text-ink tabular-nums">
              {format.date(clockTime(time), TIME_FORMAT)}
            </dd>
          </div>
        ))}
      </dl>
      {stay.houseRules.trim() ? (
        <p className="leading-relaxed whitespace-pre-line text-ink">{stay.houseRules}</p>
      ) : null}
    </div>
  );
}

/** "8 min walk to 770", the promise of every stay. */
/** The walk that matters for this stay: to 770, or to the Ohel for a stay near it (Cambria Heights). */
export function WalkTo770({ stay }: { stay: Pick<StayDetail, 'walkMinutesTo770' | 'walkMinutesToOhel'> }) {
  const { t } = useTranslation(['bookings', 'stays']);
  const format = useFormat();
  const toOhel = stay.walkMinutesToOhel;
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-gold-100 px-3 py-1 text-sm font-medium text-gold-700">
      <Footprints className="size-4" aria-hidden="true" />
      {toOhel === null
        ? t('detail.walk', { minutes: format.number(stay.walkMinutesTo770) })
        : t('stays:detail.walkToOhel', { minutes: format.number(toOhel) })}
    </span>
  );
}
