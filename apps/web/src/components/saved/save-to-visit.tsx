import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/auth-context';
import { savedEntry, useSavedListings, type SaveTarget } from '@/lib/saved/saved-api';
import { useVisits } from '@/lib/visit-list';
import { changeSaved } from '@/lib/saved/saved-changes';
import { VisitOptions } from './visit-options';

/**
 * "Save to: My list / Pesach in Crown Heights": which of the guest's visits a saved listing belongs to,
 * on its page (a chunk of its own, loaded once the listing is saved). Nothing for a guest without
 * visits. A choice moves it at once; a refusal puts it back and says why (lib/saved/saved-api.ts).
 */
export default function SaveToVisit({ listing, title }: { listing: SaveTarget; title: string }) {
  const { t } = useTranslation();
  const { session } = useAuth();
  const queryClient = useQueryClient();
  const id = useId();
  const entry = savedEntry(useSavedListings().data, listing);
  const visits = useVisits().data?.items ?? [];
  if (!entry || !visits.length) return null;
  // A visit deleted since is no longer offered: the listing shows as on the list alone.
  const current = visits.some((visit) => visit.id === entry.visitId) ? entry.visitId! : '';
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('save.to')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) =>
          void changeSaved(
            queryClient,
            { action: 'save', listing: { ...listing, title }, visitId: event.target.value || null },
            session?.access_token,
            (key) => t(key),
          )
        }
        className="h-11 max-w-full min-w-0 rounded-xl border border-line bg-surface px-3 text-base text-ink focus:border-navy-600 focus:ring-2 focus:ring-navy-100 focus:outline-none"
      >
        <VisitOptions visits={visits} />
      </select>
    </div>
  );
}
