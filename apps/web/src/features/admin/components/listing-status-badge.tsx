import { useTranslation } from 'react-i18next';
import { Archive, Ban, CircleCheck, FilePen } from 'lucide-react';
import type { ListingStatus } from '@orchim/shared/listing-status';
import { StatusBadge, type BadgeTone } from './status-badge';

const LOOK = {
  draft: { tone: 'calm', icon: FilePen },
  published: { tone: 'good', icon: CircleCheck },
  suspended: { tone: 'bad', icon: Ban },
  archived: { tone: 'warn', icon: Archive },
} as const satisfies Record<ListingStatus, { tone: BadgeTone; icon: typeof Ban }>;

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  const { t } = useTranslation('admin');
  return (
    <StatusBadge tone={LOOK[status].tone} icon={LOOK[status].icon}>
      {t(`listingStatus.${status}`)}
    </StatusBadge>
  );
}
