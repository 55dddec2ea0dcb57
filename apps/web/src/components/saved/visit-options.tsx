import { useTranslation } from 'react-i18next';
import type { Visit } from '@orchim/shared/visits';
import { useVisitName } from '@/lib/saved/visit-name';

/** The choices of a "Saved to" select: the guest's list alone (""), or one of their visits (its id). */
export function VisitOptions({ visits }: { visits: readonly Visit[] }) {
  const { t } = useTranslation();
  const visitName = useVisitName();
  return (
    <>
      <option value="">{t('save.myList', { ns: 'common' })}</option>
      {visits.map((visit) => (
        <option key={visit.id} value={visit.id}>
          {visitName(visit)}
        </option>
      ))}
    </>
  );
}
