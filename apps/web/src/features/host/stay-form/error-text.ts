import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_UPLOAD_LIMITS, IMAGE_UPLOAD_RATE_LIMIT } from '@orchim/shared/images';
import { messageKey } from '@orchim/shared/messages';
import { ApiError } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useFieldError } from '@/lib/use-field-error';

/**
 * The photo limits (product §9's, the pixel cap and the hourly allowance) as the page's language writes them
 * ("5 MB", "5 Mo"), for the messages.
 */
export function usePhotoLimits() {
  const format = useFormat();
  const size = format.number(IMAGE_UPLOAD_LIMITS.maxBytes / (1024 * 1024), {
    style: 'unit',
    unit: 'megabyte',
  });
  const max = format.number(IMAGE_UPLOAD_LIMITS.maxFiles);
  const megapixels = format.number(IMAGE_UPLOAD_LIMITS.maxPixels / 1_000_000);
  const hourly = format.number(IMAGE_UPLOAD_RATE_LIMIT.attempts);
  return useMemo(() => ({ size, max, megapixels, hourly }), [size, max, megapixels, hourly]);
}

/**
 * The words for a refusal of the host API or of /storage/v1: the codes this screen knows are translated in
 * `hostForm` (errors.<code>); no answer at all is product §8's network message, anything else the general
 * one.
 */
export function useErrorText() {
  const { t, i18n } = useTranslation('hostForm');
  const limits = usePhotoLimits();
  return useCallback(
    (error: unknown): string => {
      if (!(error instanceof ApiError)) return t(messageKey('general'), { ns: 'common' });
      if (error.isNetwork) return t(messageKey('network'), { ns: 'common' });
      const key = `errors.${error.code}`;
      if (i18n.exists(key, { ns: 'hostForm' })) return t(key, limits);
      return t(messageKey('general'), { ns: 'common' });
    },
    [t, i18n, limits],
  );
}

/**
 * A field's error: a `common` key of the shared schemas (validation.*), or a message of this screen
 * ("hostForm:…", for a refusal that concerns one field, such as an address the map cannot place).
 * A schema message that is not a key (an unexpected value of a list) asks the host to choose again.
 */
export function useStepFieldError() {
  const { t } = useTranslation('hostForm');
  const fieldError = useFieldError();
  return useCallback(
    (key: string | undefined, max?: number): string | undefined => {
      if (!key) return undefined;
      if (key.startsWith('hostForm:')) return t(key.slice('hostForm:'.length));
      return fieldError(key.startsWith('validation.') ? key : 'validation.required', max);
    },
    [t, fieldError],
  );
}
