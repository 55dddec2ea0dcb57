import { useCallback } from 'react';
import { notify } from '@/lib/notify';
import { useAdminErrorText } from './use-admin-error';

/**
 * An action without a dialog (restore, enable, mark read): a toast says it is done, or why not.
 * Resolves to whether it succeeded.
 */
export function useQuickAction() {
  const errorText = useAdminErrorText();
  return useCallback(
    async (action: () => Promise<unknown>, done: string) => {
      try {
        await action();
        void notify('success', done);
        return true;
      } catch (error) {
        void notify('error', errorText(error));
        return false;
      }
    },
    [errorText],
  );
}
