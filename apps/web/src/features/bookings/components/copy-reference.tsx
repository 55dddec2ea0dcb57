import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * The booking reference, large, with a button that copies it (what a guest quotes to the host). Where
 * the clipboard is not allowed, the reference is still selectable text.
 */
export function CopyReference({ reference }: { reference: string }) {
  const { t } = useTranslation('bookings');
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2500);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <div>
        <p className="text-sm font-medium text-muted">{t('confirmation.reference')}</p>
        <p
          dir="ltr"
          className="font-mono text-3xl font-bold tracking-wider text-navy-800 select-all sm:text-4xl"
        >
          {reference}
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={() => void copy()} className="self-end">
        {copied ? (
          <Check className="size-4" aria-hidden="true" />
        ) : (
          <Copy className="size-4" aria-hidden="true" />
        )}
        {copied ? t('confirmation.copied') : t('confirmation.copy')}
      </Button>
      <span role="status" className="sr-only">
        {copied ? t('confirmation.copiedStatus', { reference }) : ''}
      </span>
    </div>
  );
}
