import { useTranslation } from 'react-i18next';
import { CircleAlert, X } from 'lucide-react';
import { ApiError } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useErrorText, usePhotoLimits } from '../stay-form/error-text';
import type { Upload } from './use-photo-uploads';

/**
 * A refusal found in the browser is a code; the server's is an ApiError: both read the same way. The
 * server's rate limit (429) means, here, the host's hourly allowance of uploads.
 */
function useUploadErrorText() {
  const { t } = useTranslation('hostForm');
  const errorText = useErrorText();
  const limits = usePhotoLimits();
  return (error: unknown) => {
    if (error instanceof ApiError && error.status === 429) return t('photos.hourlyLimit', limits);
    return errorText(typeof error === 'string' ? new ApiError(400, error, error) : error);
  };
}

/** The photos on their way (with a progress bar each) and those refused, with why. */
export function UploadList({ uploads, onDismiss }: { uploads: Upload[]; onDismiss: (key: number) => void }) {
  const { t } = useTranslation('hostForm');
  const format = useFormat();
  const percent = (fraction: number) => Math.round(fraction * 100);
  const reason = useUploadErrorText();
  if (!uploads.length) return null;
  return (
    <ul className="space-y-2" aria-label={t('photos.uploads')}>
      {uploads.map((upload) =>
        upload.status === 'failed' ? (
          <li
            key={upload.key}
            className="flex items-start gap-3 rounded-xl border border-danger/30 bg-danger/5 p-3 text-sm"
          >
            <CircleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
            <div role="alert" className="min-w-0 flex-1">
              <p className="truncate font-semibold text-ink">{upload.file.name}</p>
              <p className="text-danger">{reason(upload.error)}</p>
            </div>
            <button
              type="button"
              onClick={() => onDismiss(upload.key)}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-danger/10"
              aria-label={t('photos.dismiss', { name: upload.file.name })}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ) : (
          <li key={upload.key} className="rounded-xl border border-line bg-surface p-3 text-sm">
            <div className="flex items-center justify-between gap-3">
              <span className="truncate font-medium text-ink" id={`upload-${upload.key}`}>
                {upload.file.name}
              </span>
              <span className="shrink-0 text-muted tabular-nums">
                {upload.status === 'waiting'
                  ? t('photos.waiting')
                  : format.number(percent(upload.progress) / 100, { style: 'percent' })}
              </span>
            </div>
            <div
              role="progressbar"
              aria-labelledby={`upload-${upload.key}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent(upload.progress)}
              className="mt-2 h-2 overflow-hidden rounded-full bg-navy-50"
            >
              <div
                className="h-full rounded-full bg-navy-600 transition-[width] motion-reduce:transition-none"
                style={{ width: `${percent(upload.progress)}%` }}
              />
            </div>
          </li>
        ),
      )}
    </ul>
  );
}
