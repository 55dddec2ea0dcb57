import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKey } from '@orchim/shared/messages';
import { ApiError } from '@/lib/api';
import { useFieldError } from '@/lib/use-field-error';

/**
 * The words for a refusal of the host API: the codes these forms know are translated in `hostOffers`
 * (errors.<code>); no answer at all is product §8's network message, anything else the general one.
 */
export function useOfferErrorText() {
  const { t, i18n } = useTranslation('hostOffers');
  return useCallback(
    (error: unknown): string => {
      if (!(error instanceof ApiError)) return t(messageKey('general'), { ns: 'common' });
      if (error.isNetwork) return t(messageKey('network'), { ns: 'common' });
      const key = `errors.${error.code}`;
      if (i18n.exists(key, { ns: 'hostOffers' })) return t(key);
      return t(messageKey('general'), { ns: 'common' });
    },
    [t, i18n],
  );
}

/** The prefix of a field message of these forms (rather than a `common` validation key). */
export const OWN_MESSAGE = 'hostOffers:';

/**
 * A field's error: a `common` key of the shared schemas (validation.*), or a message of these forms
 * ("hostOffers:…"). A schema message that is not a key (an unexpected value of a list) asks the host to
 * choose again.
 */
export function useOfferFieldError() {
  const { t } = useTranslation('hostOffers');
  const fieldError = useFieldError();
  return useCallback(
    (key: string | undefined, max?: number): string | undefined => {
      if (!key) return undefined;
      if (key.startsWith(OWN_MESSAGE)) return t(key.slice(OWN_MESSAGE.length));
      return fieldError(key.startsWith('validation.') ? key : 'validation.required', max);
    },
    [t, fieldError],
  );
}
