import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Banknote, LoaderCircle } from 'lucide-react';
import { messageKey } from '@orchim/shared/messages';
import { PAYMENT_MEANS, type PaymentMean } from '@orchim/shared/payment-vocabulary';
import { ResultsError } from '@/components/listing/results-notices';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { usePaymentMeans, useSavePaymentMeans } from '../api/payment-means';

/**
 * "How guests pay you": the means of payment a host accepts from guests paying on arrival (decision 039),
 * as boxes to tick, at least one, saved with PUT /rest/v1/host/payment-means. Their guests read them on
 * the booking ("The host accepts cash and Zelle"). Only where bookings are paid on arrival: with Stripe,
 * guests pay online.
 */
export function PaymentMeansCard() {
  const { t } = useTranslation('host');
  const means = usePaymentMeans();
  const titleId = useId();
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={titleId}>
        <div className="flex items-start gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-navy-50 text-navy-700">
            <Banknote className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold text-navy-800">
              {t('payments.title')}
            </h2>
            <p className="text-sm text-muted">{t('payments.lead')}</p>
          </div>
        </div>
        <div className="mt-4">
          {means.isPending ? (
            <div
              aria-busy="true"
              className="h-11 animate-pulse rounded-xl bg-navy-50 motion-reduce:animate-none"
            />
          ) : means.isError ? (
            <ResultsError
              title={t('payments.loadError')}
              network={means.error instanceof ApiError && means.error.isNetwork}
              onRetry={() => void means.refetch()}
              retrying={means.isFetching}
            />
          ) : (
            <MeansForm saved={means.data.paymentMeans} />
          )}
        </div>
      </section>
    </Card>
  );
}

/** The boxes start from what the server saved; the guest's choice stays on screen once saved. */
function MeansForm({ saved }: { saved: readonly PaymentMean[] }) {
  const { t } = useTranslation(['host', 'bookings']);
  const save = useSavePaymentMeans();
  const errorId = useId();
  const firstBox = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<ReadonlySet<PaymentMean>>(() => new Set(saved));
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = (mean: PaymentMean, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(mean);
    else next.delete(mean);
    setChosen(next);
    if (next.size > 0) setError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (chosen.size === 0) {
      setError(t('payments.atLeastOne'));
      firstBox.current?.focus();
      return;
    }
    try {
      // In the vocabulary's order, as the server keeps them.
      await save.mutateAsync({ paymentMeans: PAYMENT_MEANS.filter((mean) => chosen.has(mean)) });
      void notify('success', t('payments.saved'));
    } catch (caught) {
      if (caught instanceof ApiError && caught.fields?.paymentMeans) {
        setError(t('payments.atLeastOne'));
        firstBox.current?.focus();
      } else {
        const network = caught instanceof ApiError && caught.isNetwork;
        setFailure(t(messageKey(network ? 'network' : 'general'), { ns: 'common' }));
      }
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={save.isPending}
      className="space-y-4"
    >
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className="text-sm font-medium text-ink">{t('payments.legend')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {PAYMENT_MEANS.map((mean, index) => (
            <label
              key={mean}
              className={cn(
                'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border bg-surface px-4 text-sm font-medium text-ink has-checked:border-navy-600 has-checked:bg-navy-50 has-focus-visible:ring-2 has-focus-visible:ring-gold-500',
                error ? 'border-danger/60' : 'border-line',
              )}
            >
              <input
                ref={index === 0 ? firstBox : undefined}
                type="checkbox"
                checked={chosen.has(mean)}
                onChange={(event) => toggle(mean, event.target.checked)}
                aria-invalid={error ? true : undefined}
                className="size-4 shrink-0 accent-navy-700"
              />
              {t(`bookings:payment.means.${mean}`)}
            </label>
          ))}
        </div>
        {error ? (
          <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </fieldset>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {/* Never disabled by an unchanged choice: the button keeps focus once saved, and saving again is harmless. */}
      <Button type="submit" size="sm" disabled={save.isPending}>
        {save.isPending ? (
          <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        ) : null}
        {save.isPending ? t('payments.saving') : t('payments.save')}
      </Button>
    </form>
  );
}
