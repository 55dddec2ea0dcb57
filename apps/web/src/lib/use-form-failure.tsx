import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';

/**
 * A form's own error message (one that belongs to no single field), shown above its button. Submitting
 * disables the button, which drops keyboard focus; the message takes it, so it is read out and the next
 * Tab continues from there. Each failure is a new alert, so the same message twice is announced twice.
 * A layout effect, so focus moves before paint (React runs useEffect after it).
 */
export function useFormFailure() {
  const [failure, setFailure] = useState<{ text: string; count: number } | null>(null);
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (failure) ref.current?.focus();
  }, [failure]);

  const show = useCallback(
    (text: string | null) =>
      setFailure((previous) => (text === null ? null : { text, count: (previous?.count ?? 0) + 1 })),
    [],
  );

  const alert = failure ? (
    <FormAlert key={failure.count} ref={ref}>
      {failure.text}
    </FormAlert>
  ) : null;

  return { show, alert, text: failure?.text ?? null };
}
