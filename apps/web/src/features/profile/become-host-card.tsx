import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarCheck, Car, HandHeart, Home, Utensils } from 'lucide-react';
import { ACCOUNT_ERROR_CODES } from '@orchim/shared/account';
import { LIMITS } from '@orchim/shared/constants';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextAreaField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api';
import { failureMessageKey } from '@/lib/failure-message';
import { useAuth } from '@/lib/auth/auth-context';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useFieldError } from '@/lib/use-field-error';
import { useApplyToHost } from './api/apply-to-host';

const OFFERS = [
  { icon: Home, key: 'stays' },
  { icon: Utensils, key: 'meals' },
  { icon: Car, key: 'rides' },
] as const;

/**
 * For a guest: hosting in a few words, and applying with the account they have. Once applied, the page
 * shows the pending application in place of this card (the session's refreshed claims say host).
 */
export function BecomeHostCard({ onApplied }: { onApplied: () => void }) {
  const { t } = useTranslation('profile');
  const { refreshSession } = useAuth();
  const titleId = useId();
  const apply = useApplyToHost();
  const fieldError = useFieldError();
  const format = useFormat();
  const [failure, setFailure] = useState<string | null>(null);
  const [intro, setIntro] = useState('');
  const introError =
    intro.length > LIMITS.message ? fieldError('validation.tooLong', LIMITS.message) : undefined;

  const submit = async () => {
    setFailure(null);
    if (introError) return;
    try {
      await apply.mutateAsync(intro.trim() ? { intro } : {});
      void notify('success', t('becomeHost.applied'));
      onApplied();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setFailure(fieldError(error.fields?.intro ?? 'validation.invalid') ?? null);
        return;
      }
      if (error instanceof ApiError && error.code === ACCOUNT_ERROR_CODES.alreadyHost) {
        // The session is behind the account: bring its claims up to date, and the page follows.
        refreshSession().catch(() => {});
        setFailure(t('becomeHost.alreadyHost'));
        return;
      }
      setFailure(t(failureMessageKey(error), { ns: 'common' }));
    }
  };

  return (
    <Card className="p-6 sm:p-8" role="region" aria-labelledby={titleId}>
      <div className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-gold-100 text-gold-700 sm:inline-flex">
          <HandHeart className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-xl font-semibold text-navy-800">
            {t('becomeHost.title')}
          </h2>
          <p className="mt-1.5 leading-relaxed text-muted">{t('becomeHost.lead')}</p>
          <ul className="mt-4 grid gap-2 sm:grid-cols-3">
            {OFFERS.map(({ icon: Icon, key }) => (
              <li key={key} className="flex items-center gap-2 text-sm text-ink">
                <Icon className="size-4 shrink-0 text-brick-600" aria-hidden="true" />
                {t(`becomeHost.offers.${key}`)}
              </li>
            ))}
          </ul>
          <p className="mt-4 flex items-start gap-2 text-sm text-muted">
            <CalendarCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('becomeHost.review')}
          </p>
          <div className="mt-4">
            <TextAreaField
              label={t('account.fields.hostIntro', { ns: 'common' })}
              hint={t('account.fields.hostIntroHint', { ns: 'common', max: format.number(LIMITS.message) })}
              dir="auto"
              rows={4}
              maxLength={LIMITS.message}
              value={intro}
              error={introError}
              onChange={(event) => setIntro(event.currentTarget.value)}
            />
          </div>
          {failure ? <FormAlert className="mt-4">{failure}</FormAlert> : null}
          <Button className="mt-5" onClick={() => void submit()} disabled={apply.isPending}>
            {apply.isPending ? t('becomeHost.applying') : t('becomeHost.apply')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
