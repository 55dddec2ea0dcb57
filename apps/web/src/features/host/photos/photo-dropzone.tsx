import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus } from 'lucide-react';
import { IMAGE_ACCEPT } from '@orchim/shared/images';
import { cn } from '@/lib/cn';
import { usePhotoLimits } from '../stay-form/error-text';

/**
 * Where photos come in: dropped on the zone, or chosen with the file picker it labels (a real file input,
 * so the keyboard and screen readers reach it as usual).
 */
export function PhotoDropzone({ onFiles, full }: { onFiles: (files: File[]) => void; full: boolean }) {
  const { t } = useTranslation('hostForm');
  const id = useId();
  const limits = usePhotoLimits();
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const files = Array.from(event.dataTransfer?.files ?? []);
    if (files.length) onFiles(files);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        'relative rounded-2xl border-2 border-dashed p-6 text-center transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-500 sm:p-8',
        over ? 'border-navy-600 bg-navy-50' : 'border-line bg-page',
      )}
    >
      <input
        id={id}
        type="file"
        multiple
        accept={IMAGE_ACCEPT}
        aria-describedby={`${id}-hint`}
        className="peer absolute inset-0 size-full cursor-pointer opacity-0"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared, so choosing the same file again (after deleting it) still counts as a change.
          event.currentTarget.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <ImagePlus className="mx-auto size-9 text-navy-600" aria-hidden="true" />
      <label htmlFor={id} className="mt-3 block font-semibold text-navy-800">
        {t('photos.choose')}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {full ? t('photos.full', limits) : t('photos.rules', limits)}
      </p>
    </div>
  );
}
