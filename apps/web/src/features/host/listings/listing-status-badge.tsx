import { useTranslation } from 'react-i18next';
import type { ListingStatus } from '@orchim/shared/listing-status';
import { cn } from '@/lib/cn';

const TONES: Record<ListingStatus, string> = {
  draft: 'bg-gold-100 text-gold-700',
  published: 'bg-success/10 text-success',
  suspended: 'bg-danger/10 text-danger',
  archived: 'bg-navy-50 text-navy-700',
};

/** Draft, Published, Suspended or Archived, in the status's colour. */
export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  const { t } = useTranslation('host');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
