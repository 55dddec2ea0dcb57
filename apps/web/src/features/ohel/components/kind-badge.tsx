import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BedDouble, Bus, CarFront, Compass } from 'lucide-react';
import type { OhelListingKind } from '@orchim/shared/ohel-catalogue';
import { cn } from '@/lib/cn';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

/** Each kind's picture: a shuttle bus, a car, a bed, a guide's compass. */
export const KIND_ICONS: Record<OhelListingKind, Icon> = {
  shuttle: Bus,
  ride: CarFront,
  stay: BedDouble,
  guided_visit: Compass,
};

/** What a listing is ("Shuttle", "Place to stay"...), with its icon. */
export function KindBadge({ kind, className }: { kind: OhelListingKind; className?: string }) {
  const { t } = useTranslation('ohel');
  const Icon = KIND_ICONS[kind];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full bg-brick-50 px-2.5 py-0.5 text-xs font-semibold text-brick-700',
        className,
      )}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {t(`kinds.${kind}`)}
    </span>
  );
}
