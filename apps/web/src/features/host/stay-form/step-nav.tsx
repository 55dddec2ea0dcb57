import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Check, ChevronDown } from 'lucide-react';
import { STAY_FORM_STEPS } from '@orchim/shared/stay-catalogue';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { STEP_LINK_STATE, type FormScreen } from './steps';

const SCREENS: readonly FormScreen[] = [...STAY_FORM_STEPS, 'review'];

type Props = {
  current: FormScreen;
  done: ReadonlySet<FormScreen>;
  reachable: ReadonlySet<FormScreen>;
  stepHref: (screen: FormScreen) => string;
};

function StepList({ current, done, reachable, stepHref }: Props) {
  const { t } = useTranslation('hostForm');
  const format = useFormat();
  return (
    <ol className="space-y-1">
      {SCREENS.map((screen, index) => {
        const isCurrent = screen === current;
        const isDone = done.has(screen);
        const marker = (
          <span
            aria-hidden="true"
            className={cn(
              'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
              isCurrent
                ? 'bg-navy-700 text-white'
                : isDone
                  ? 'bg-success/15 text-success'
                  : 'border border-line bg-surface text-muted',
            )}
          >
            {isDone && !isCurrent ? <Check className="size-4" /> : format.number(index + 1)}
          </span>
        );
        const label = (
          <>
            {marker}
            <span className="min-w-0 flex-1">{t(`screens.${screen}.short`)}</span>
            {/* A comma, so a screen reader says "Location, saved" (names are trimmed piece by piece). */}
            {isDone ? <span className="sr-only">{`, ${t('nav.done')}`}</span> : null}
          </>
        );
        const row = 'flex items-center gap-3 rounded-xl px-3 py-2 text-start text-sm';
        return (
          <li key={screen}>
            {isCurrent ? (
              <span aria-current="step" className={cn(row, 'bg-navy-50 font-semibold text-navy-800')}>
                {label}
              </span>
            ) : reachable.has(screen) ? (
              <Link
                to={stepHref(screen)}
                state={STEP_LINK_STATE}
                className={cn(row, 'font-medium text-ink hover:bg-navy-50')}
              >
                {label}
              </Link>
            ) : (
              <span className={cn(row, 'text-muted')}>{label}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Where the host is in the form: the steps with those saved ticked, the current one marked, and the
 * saved ones (and the next) a link away. On a phone a compact "Step 3 of 10" with a bar of the steps
 * saved, the list folded.
 */
export function StepNav(props: Props) {
  const { t } = useTranslation('hostForm');
  const format = useFormat();
  // The final check is a step of its own, the last one the list shows: "Step 10 of 10".
  const screens: readonly FormScreen[] = [...STAY_FORM_STEPS, 'review'];
  const progress = t('nav.progress', {
    current: format.number(screens.indexOf(props.current) + 1),
    total: format.number(screens.length),
  });
  const steps = STAY_FORM_STEPS.length;
  const saved = STAY_FORM_STEPS.filter((step) => props.done.has(step)).length;
  return (
    <nav aria-label={t('nav.label')}>
      <div className="lg:hidden">
        <details className="group rounded-2xl border border-line bg-surface">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 p-4 [&::-webkit-details-marker]:hidden">
            <span>
              <span className="block text-sm font-medium text-muted">{progress}</span>
              <span className="block font-semibold text-navy-800">{t(`screens.${props.current}.short`)}</span>
            </span>
            <span className="inline-flex items-center gap-1 text-sm font-medium text-navy-700">
              {t('nav.allSteps')}
              <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
            </span>
          </summary>
          <div className="border-t border-line p-2">
            <StepList {...props} />
          </div>
        </details>
        <div aria-hidden="true" className="mt-3 h-1.5 overflow-hidden rounded-full bg-navy-50">
          <div className="h-full rounded-full bg-navy-600" style={{ width: `${(saved / steps) * 100}%` }} />
        </div>
      </div>
      <div className="hidden lg:block">
        <p className="mb-3 px-3 text-sm font-medium text-muted">{progress}</p>
        <StepList {...props} />
      </div>
    </nav>
  );
}
