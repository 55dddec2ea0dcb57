import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, CircleX, Hourglass } from 'lucide-react';
import { useAuth } from '@/lib/auth/auth-context';
import type { HostStatus } from '@/lib/auth/types';
import { cn } from '@/lib/cn';

const LOOK: Record<HostStatus, { icon: typeof Hourglass; badge: string }> = {
  pending: { icon: Hourglass, badge: 'bg-gold-100 text-gold-700' },
  approved: { icon: BadgeCheck, badge: 'bg-success/10 text-success' },
  rejected: { icon: CircleX, badge: 'bg-danger/10 text-danger' },
};

/**
 * Where a host's application stands (app_metadata.host_status, decided by the Orchim team) and what it
 * means: on the profile and, while not approved, in place of the host panel's pages. The team's reason
 * for a refusal, or its note with an approval (app_metadata.host_status_reason, written by the server
 * with the decision), follows. Texts in `common`.
 */
export function HostApplicationStatus({ status, className }: { status: HostStatus; className?: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { icon: Icon, badge } = LOOK[status];
  const titleId = useId();
  const given = user?.app_metadata?.host_status_reason;
  const reason = status !== 'pending' && typeof given === 'string' ? given.trim() : '';
  return (
    <section aria-labelledby={titleId} className={cn('space-y-3', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-navy-800">
          {t('hostApplication.label')}
        </h2>
        <span
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold',
            badge,
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {t(`hostApplication.${status}.badge`)}
        </span>
      </div>
      <p className="font-medium text-ink">{t(`hostApplication.${status}.title`)}</p>
      <p className="leading-relaxed text-muted">{t(`hostApplication.${status}.text`)}</p>
      {reason ? (
        <div className="rounded-xl border-s-4 border-navy-100 bg-page px-4 py-3">
          <p className="text-sm font-semibold text-navy-800">
            {t(status === 'rejected' ? 'hostApplication.reason' : 'hostApplication.note')}
          </p>
          {/* The team writes in its own language, whatever the page's. */}
          <p dir="auto" className="mt-1 leading-relaxed whitespace-pre-line text-ink">
            {reason}
          </p>
        </div>
      ) : null}
    </section>
  );
}
