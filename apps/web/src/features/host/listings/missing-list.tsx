import { useTranslation } from 'react-i18next';
import type { ListingGap } from '@orchim/shared/host';

/**
 * What a listing still lacks before it can be published, one line each. The approval gap is a note of
 * its own: the host can do nothing about it but wait, and it says so.
 */
export function MissingList({ gaps }: { gaps: readonly ListingGap[] }) {
  const { t } = useTranslation('host');
  const steps = gaps.filter((gap) => gap !== 'approval');
  return (
    <>
      {steps.length ? (
        <ul className="list-disc space-y-0.5 ps-5">
          {steps.map((gap) => (
            <li key={gap}>{t(`missing.${gap}`)}</li>
          ))}
        </ul>
      ) : null}
      {gaps.includes('approval') ? (
        <p className={steps.length ? 'mt-2' : ''}>{t('missing.approval')}</p>
      ) : null}
    </>
  );
}
