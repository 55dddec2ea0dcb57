import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { failureMessageKey } from '@/lib/failure-message';

/**
 * The words for a refusal of the admin API: the codes it sends (admin_self_change, already_done,
 * not_suspended, not_found…) are translated in `admin` (errors.<code>); no answer at all is product §8's
 * network message, anything else the general one.
 */
export function useAdminErrorText() {
  const { t, i18n } = useTranslation('admin');
  return useCallback(
    (error: unknown): string => {
      if (!(error instanceof ApiError) || error.isNetwork)
        return t(failureMessageKey(error), { ns: 'common' });
      const key = `errors.${error.code}`;
      if (i18n.exists(key, { ns: 'admin' })) return t(key);
      return t(failureMessageKey(error), { ns: 'common' });
    },
    [t, i18n],
  );
}
