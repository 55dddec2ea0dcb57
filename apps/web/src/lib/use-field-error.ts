import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@orchim/shared/constants';
import { messageKey } from '@orchim/shared/messages';
import { useFormat } from './format';

/**
 * Turns a form error into text in the reader's language. Schemas of packages/shared (and the server)
 * report keys of the `common` namespace (validation.*, messages.*, account.*); `max` is the field's
 * length limit, for 'validation.tooLong'. An unknown key falls back to the general message.
 */
export function useFieldError() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  return useCallback(
    (key: string | undefined, max?: number): string | undefined => {
      if (!key) return undefined;
      if (key === 'validation.tooLong' && max) {
        return t('validation.tooLong_max', { ns: 'common', max: format.number(max) });
      }
      if (!i18n.exists(key, { ns: 'common' })) return t(messageKey('general'), { ns: 'common' });
      return t(key, {
        ns: 'common',
        min: format.number(LIMITS.passwordMin),
        max: format.number(max ?? LIMITS.passwordMax),
      });
    },
    [t, i18n, format],
  );
}
