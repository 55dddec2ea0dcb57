import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX, Hourglass } from 'lucide-react';
import type { HostStatus } from '@orchim/shared/roles';
import { StatusBadge, type BadgeTone } from './status-badge';

const LOOK = {
  pending: { tone: 'warn', icon: Hourglass },
  approved: { tone: 'good', icon: CircleCheck },
  rejected: { tone: 'bad', icon: CircleX },
} as const satisfies Record<HostStatus, { tone: BadgeTone; icon: typeof Hourglass }>;

export function HostStatusBadge({ status }: { status: HostStatus }) {
  const { t } = useTranslation('admin');
  return (
    <StatusBadge tone={LOOK[status].tone} icon={LOOK[status].icon}>
      {t(`hostStatus.${status}`)}
    </StatusBadge>
  );
}
