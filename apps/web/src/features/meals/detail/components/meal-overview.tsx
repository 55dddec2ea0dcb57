import { useTranslation } from 'react-i18next';
import { Accessibility, Baby, Footprints, Languages, ShieldCheck, Soup, Users, Wallet } from 'lucide-react';
import type { MealDetail } from '@orchim/shared/meals';
import { CheckList, FactList, type ListingFact } from '@/components/listing/listing-facts';
import { useFormat } from '@/lib/format';
import { useMealFormat } from '@/lib/meal-format';

/** Meals, price per guest, seats per meal and kashrut as a row of labelled facts. */
export function MealFacts({ meal }: { meal: MealDetail }) {
  const { t } = useTranslation(['meals', 'bookings']);
  const format = useFormat();
  const mealFormat = useMealFormat();
  const facts: ListingFact[] = [
    {
      icon: Soup,
      label: t('detail.facts.meals'),
      value: meal.mealTypes.map((type) => t(`mealTypes.${type}`)).join(', '),
    },
    {
      icon: Wallet,
      label: t('detail.facts.price'),
      value:
        meal.pricePerGuestCents === 0
          ? t('bookings:price.free')
          : mealFormat.money(meal.pricePerGuestCents, meal.currency),
    },
    { icon: Users, label: t('detail.facts.seats'), value: format.number(meal.seatsPerMeal) },
    {
      icon: ShieldCheck,
      label: t('detail.facts.kashrut'),
      value: t(`kosherStandards.${meal.kosherStandard}`),
    },
  ];
  return <FactList facts={facts} className="grid sm:grid-cols-2" />;
}

/** The diets the family can cook for (the kashrut is among the facts above). */
export function DietaryDetails({ meal }: { meal: MealDetail }) {
  const { t } = useTranslation('meals');
  if (!meal.dietaryOptions.length) return <p className="text-muted">{t('detail.noDietary')}</p>;
  return (
    <CheckList
      items={meal.dietaryOptions.map((option) => ({ key: option, label: t(`dietary.${option}`) }))}
    />
  );
}

/** The languages spoken at the table, and whether children are welcome. */
export function TableDetails({ meal }: { meal: MealDetail }) {
  const { t } = useTranslation('meals');
  return (
    <ul className="space-y-3">
      <li className="flex gap-3">
        <Languages className="mt-0.5 size-5 shrink-0 text-brick-600" aria-hidden="true" />
        <span>
          <span className="block text-sm text-muted">{t('detail.languages')}</span>
          <span className="text-ink">
            {meal.tableLanguages.map((language) => t(`tableLanguages.${language}`)).join(', ')}
          </span>
        </span>
      </li>
      <li className="flex gap-3">
        <Baby className="mt-0.5 size-5 shrink-0 text-brick-600" aria-hidden="true" />
        <span className="text-ink">
          {meal.childrenWelcome ? t('detail.children.welcome') : t('detail.children.notSuitable')}
        </span>
      </li>
    </ul>
  );
}

export function AccessibilityDetails({ meal }: { meal: MealDetail }) {
  const { t } = useTranslation('meals');
  if (!meal.accessibility.length) {
    return (
      <p className="flex gap-3 text-muted">
        <Accessibility className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {t('detail.noAccessibility')}
      </p>
    );
  }
  return (
    <CheckList
      items={meal.accessibility.map((feature) => ({ key: feature, label: t(`accessibility.${feature}`) }))}
    />
  );
}

/** "8 min walk to 770". */
export function WalkTo770({ minutes }: { minutes: number }) {
  const { t } = useTranslation('meals');
  const format = useFormat();
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-gold-100 px-3 py-1 text-sm font-medium text-gold-700">
      <Footprints className="size-4" aria-hidden="true" />
      {t('detail.walk', { minutes: format.number(minutes) })}
    </span>
  );
}
