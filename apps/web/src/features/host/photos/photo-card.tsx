import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Star, Trash2 } from 'lucide-react';
import type { HostImage } from '@orchim/shared/image-schemas';
import { IMAGE_UPLOAD_LIMITS, imageVariantUrl } from '@orchim/shared/images';
import { TextField } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useStepFieldError } from '../stay-form/error-text';

export type PhotoAction = 'earlier' | 'later' | 'cover' | 'delete';

type Props = {
  image: HostImage;
  index: number;
  count: number;
  /** The key of a problem with its description (validation.*), if the last save refused it. */
  altError: string | undefined;
  onAction: (action: PhotoAction) => void;
  onAlt: (alt: string) => void;
};

const actionClass =
  'inline-flex size-10 items-center justify-center rounded-full border border-line bg-surface text-navy-700 hover:bg-navy-50 disabled:pointer-events-none disabled:opacity-40';

/**
 * One photo: its card-sized picture, its description (saved when the host leaves the box) and what can be
 * done with it. The buttons name the photo by its place, so a screen reader says which one they move.
 */
export function PhotoCard({ image, index, count, altError, onAction, onAlt }: Props) {
  const { t } = useTranslation('hostForm');
  const fieldError = useStepFieldError();
  const [alt, setAlt] = useState(image.alt);
  const position = index + 1;
  const cover = index === 0;
  const button = (action: PhotoAction, label: string, icon: ReactNode, disabled = false) => (
    <button
      type="button"
      data-photo={image.id}
      data-action={action}
      className={cn(actionClass, action === 'delete' && 'text-danger hover:bg-danger/10')}
      disabled={disabled}
      aria-label={label}
      title={label}
      onClick={() => onAction(action)}
    >
      {icon}
    </button>
  );

  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface">
      <div className="relative">
        <img
          src={imageVariantUrl(image.src, 'card')}
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full bg-navy-50 object-cover"
        />
        {cover ? (
          <span className="absolute start-2 top-2 inline-flex items-center gap-1 rounded-full bg-navy-800/90 px-2.5 py-1 text-xs font-semibold text-white">
            <Star className="size-3.5" aria-hidden="true" />
            {t('photos.cover')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3">
        <TextField
          label={t('photos.alt', { position })}
          hint={t('photos.altHint')}
          maxLength={IMAGE_UPLOAD_LIMITS.maxAltLength}
          value={alt}
          onChange={(event) => setAlt(event.currentTarget.value)}
          onBlur={() => {
            if (alt.trim() !== image.alt) onAlt(alt);
          }}
          onKeyDown={(event) => {
            // Enter keeps the description rather than submitting the whole step.
            if (event.key === 'Enter') {
              event.preventDefault();
              if (alt.trim() !== image.alt) onAlt(alt);
            }
          }}
          error={fieldError(altError, IMAGE_UPLOAD_LIMITS.maxAltLength)}
          className="py-2 text-sm"
        />
        <div className="mt-auto space-y-2">
          <div className="flex items-center gap-2">
            {button(
              'earlier',
              t('photos.moveEarlier', { position }),
              <ChevronLeft className="flip-rtl size-5" aria-hidden="true" />,
              index === 0,
            )}
            {button(
              'later',
              t('photos.moveLater', { position }),
              <ChevronRight className="flip-rtl size-5" aria-hidden="true" />,
              index === count - 1,
            )}
            <span className="ms-auto">
              {button(
                'delete',
                t('photos.delete', { position }),
                <Trash2 className="size-5" aria-hidden="true" />,
              )}
            </span>
          </div>
          {cover ? (
            <p className="flex h-10 items-center justify-center gap-1.5 text-sm font-medium text-muted">
              <Star className="size-4 fill-current" aria-hidden="true" />
              {t('photos.isCover')}
            </p>
          ) : (
            <button
              type="button"
              data-photo={image.id}
              data-action="cover"
              onClick={() => onAction('cover')}
              className="inline-flex h-10 w-full items-center justify-center gap-1.5 rounded-full border border-line px-3 text-sm font-medium text-navy-700 hover:bg-navy-50"
              aria-label={`${t('photos.makeCover')}, ${t('photos.photoNumber', { position })}`}
            >
              <Star className="size-4" aria-hidden="true" />
              {t('photos.makeCover')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
