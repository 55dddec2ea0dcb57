import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LockKeyhole, MapPin, UsersRound } from 'lucide-react';
import type { MealDetail } from '@orchim/shared/meals';
import { DetailHeader, DetailLayout, MetaItem } from '@/components/listing/detail-layout';
import { HostSection } from '@/components/listing/host-section';
import { DetailSection } from '@/components/listing/detail-section';
import { DetailStates } from '@/components/listing/detail-states';
import { blockPlace, PlacesMap } from '@/components/map/places-map';
import { useLanguage } from '@/lib/i18n';
import { useMeal } from './detail/api/get-meal';
import { useMealQuote } from './detail/api/get-meal-quote';
import { useMealSittings } from './detail/api/get-meal-sittings';
import { MealBookingCard } from './detail/components/meal-booking-card';
import {
  AccessibilityDetails,
  DietaryDetails,
  MealFacts,
  TableDetails,
  WalkTo770,
} from './detail/components/meal-overview';
import { chooseSitting, sittingDays } from './detail/meal-selection';
import { useMealParams } from './detail/use-meal-params';
import { useMealFormat } from '@/lib/meal-format';

/** /meals/{id}: a family's Shabbos and Yom Tov table: photos, the family, the food, reviews and booking. */
export default function MealDetailPage() {
  const { id = '' } = useParams();
  const meal = useMeal(id, useLanguage());
  return (
    <DetailStates query={meal} ns="meals" listHref="/meals" skeleton={MEAL_SKELETON}>
      {(data) => <MealDetailView meal={data} />}
    </DetailStates>
  );
}

const MEAL_SKELETON = {
  facts: { grid: 'grid gap-3 sm:grid-cols-2', count: 4, height: 'h-16' },
  cardHeight: 'h-96',
};

function MealDetailView({ meal }: { meal: MealDetail }) {
  const { t } = useTranslation(['meals', 'bookings']);
  const mealFormat = useMealFormat();
  const { params, update } = useMealParams();
  const sittings = useMealSittings(meal.id);
  const days = useMemo(() => sittingDays(sittings.data ?? []), [sittings.data]);
  const choice = chooseSitting(params, days);
  const { date, mealType } = choice;
  const quote = useMealQuote(meal.id, date && mealType ? { date, mealType, guests: params.guests } : null);
  const total = quote.data?.available ? quote.data.totalCents : null;

  return (
    <DetailLayout
      back={{
        list: { path: '/meals', stateKey: 'mealsSearch', keep: ['date', 'guests'] },
        label: t('detail.back'),
      }}
      images={meal.images}
      title={meal.title}
      booking={
        <MealBookingCard
          meal={meal}
          sittings={sittings}
          days={days}
          choice={choice}
          guests={params.guests}
          onChoose={update}
          quote={quote}
        />
      }
      bookBar={{
        free: meal.pricePerGuestCents === 0 ? t('bookings:price.free') : null,
        amount: mealFormat.money(total ?? meal.pricePerGuestCents, meal.currency),
        unit: total !== null ? t('bookings:bar.total') : t('booking.perGuest'),
      }}
      reviews={{ resource: 'meals', id: meal.id }}
      reviewsEmptyLead={t('detail.reviewsEmptyLead')}
    >
      <DetailHeader
        title={meal.title}
        meta={
          <>
            <MetaItem icon={UsersRound}>
              <span dir="auto">{t('detail.family', { name: meal.familyName })}</span>
            </MetaItem>
            <MetaItem icon={MapPin}>{meal.area}</MetaItem>
          </>
        }
        rating={{ average: meal.ratingAverage, count: meal.reviewCount }}
      >
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <LockKeyhole className="size-4 shrink-0" aria-hidden="true" />
          {t('detail.addressHint')}
        </p>
        <WalkTo770 minutes={meal.walkMinutesTo770} />
      </DetailHeader>
      <MealFacts meal={meal} />
      <HostSection
        title={t('detail.aboutFamily')}
        id="family"
        description={meal.familyDescription}
        host={meal.host}
        since="bookings:detail.hostSince"
        listing={{ kind: 'meals', id: meal.id, title: meal.title }}
      />
      <DetailSection title={t('detail.aboutMeal')} id="meal">
        <p className="leading-relaxed whitespace-pre-line text-ink">{meal.description}</p>
      </DetailSection>
      <DetailSection title={t('detail.dietary')} id="dietary">
        <DietaryDetails meal={meal} />
      </DetailSection>
      <DetailSection title={t('detail.table')} id="table">
        <TableDetails meal={meal} />
      </DetailSection>
      <DetailSection title={t('detail.accessibility')} id="accessibility">
        <AccessibilityDetails meal={meal} />
      </DetailSection>
      <DetailSection title={t('map:meal.title')} id="where">
        <p className="mb-4 text-muted">{t('map:meal.lead')}</p>
        {/* The family's block, never their door: the address comes with the booking (decision 041). */}
        <PlacesMap
          places={[blockPlace(meal.id, t('map:meal.place'), 'meal', meal.block)]}
          label={t('map:meal.label')}
          list="visible"
          className="h-72 sm:h-96"
        />
      </DetailSection>
    </DetailLayout>
  );
}
