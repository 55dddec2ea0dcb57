import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy, Link2, Link2Off } from 'lucide-react';
import type { Visit, VisitShare } from '@orchim/shared/visits';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { failureMessageKey } from '@/lib/failure-message';
import { notify } from '@/lib/notify';
import { useShareVisit } from '../api/visits';

/**
 * Sharing a visit with family: a read-only link (/visits/shared/{token}), shown once when made (the server
 * keeps no copy to show again), copied in one press; a new one replaces it, and the guest can take it back.
 */
export function SharePanel({ visit }: { visit: Visit }) {
  const { t } = useTranslation('visits');
  const share = useShareVisit(visit.id);
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const run = async (revoke: boolean) => {
    try {
      const answer = (await share.mutateAsync(revoke)) as VisitShare | undefined;
      setCopied(false);
      setLink(answer ? `${window.location.origin}/visits/shared/${answer.token}` : null);
      if (revoke) void notify('success', t('share.revoked'));
    } catch (error) {
      void notify('error', t(failureMessageKey(error), { ns: 'common' }));
    }
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const shared = visit.shared || link !== null;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="visit-share-title" className="space-y-3">
        <h2 id="visit-share-title" className="text-lg font-semibold text-navy-800">
          {t('share.title')}
        </h2>
        <p className="text-sm text-muted">{t('share.lead')}</p>
        {link ? (
          <div className="space-y-2">
            <label htmlFor="visit-share-link" className="block text-sm font-medium text-ink">
              {t('share.link')}
            </label>
            <input
              id="visit-share-link"
              readOnly
              dir="ltr"
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              className="block w-full rounded-xl border border-line bg-page px-3 py-2 text-sm text-ink"
            />
            <Button variant="primary" size="sm" onClick={() => void copy(link)}>
              {copied ? (
                <Check className="size-4" aria-hidden="true" />
              ) : (
                <Copy className="size-4" aria-hidden="true" />
              )}
              {copied ? t('share.copied') : t('share.copy')}
            </Button>
            <span role="status" className="sr-only">
              {copied ? t('share.copiedStatus') : ''}
            </span>
          </div>
        ) : shared ? (
          <p className="text-sm text-ink">{t('share.remakeHint')}</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={share.isPending} onClick={() => void run(false)}>
            <Link2 className="size-4" aria-hidden="true" />
            {t(shared ? 'share.remake' : 'share.make')}
          </Button>
          {shared ? (
            <Button variant="ghost" size="sm" disabled={share.isPending} onClick={() => void run(true)}>
              <Link2Off className="size-4" aria-hidden="true" />
              {t('share.revoke')}
            </Button>
          ) : null}
        </div>
      </section>
    </Card>
  );
}
