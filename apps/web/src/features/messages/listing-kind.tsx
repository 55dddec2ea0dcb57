import { useTranslation } from 'react-i18next';
import { CarFront, House, Landmark, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import { imageVariantUrl } from '@orchim/shared/images';
import type { HostListingKind } from '@orchim/shared/listing-kinds';
import { cn } from '@/lib/cn';

/** One icon per kind of listing a conversation is about. */
export const LISTING_KIND_ICONS: Record<HostListingKind, LucideIcon> = {
  stays: House,
  meals: UtensilsCrossed,
  transport: CarFront,
  ohel: Landmark,
};

/** "Stay", "Shabbos meal", "Ride", "Ohel visit", with its icon. */
export function ListingKindLabel({ kind, className }: { kind: HostListingKind; className?: string }) {
  const { t } = useTranslation('conversations');
  const Icon = LISTING_KIND_ICONS[kind];
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-xs font-semibold text-brick-700', className)}>
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {t(`kinds.${kind}`)}
    </span>
  );
}

/** The listing's cover, or its kind's icon on a tinted square when it has none. */
export function ListingThumb({
  kind,
  cover,
  className,
}: {
  kind: HostListingKind;
  cover: string | null;
  className?: string;
}) {
  const Icon = LISTING_KIND_ICONS[kind];
  return cover ? (
    <img
      src={imageVariantUrl(cover, 'card')}
      alt=""
      loading="lazy"
      className={cn('shrink-0 rounded-lg object-cover', className)}
    />
  ) : (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center rounded-lg bg-navy-50 text-navy-700',
        className,
      )}
    >
      <Icon className="size-6" aria-hidden="true" />
    </span>
  );
}
