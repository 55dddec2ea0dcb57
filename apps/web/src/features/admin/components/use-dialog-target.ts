import { useState } from 'react';

/**
 * What a dialog acts on, and whether it is open. The target is kept once it closes, so the dialog stays
 * mounted and closes natively (the browser then gives focus back to the button that opened it).
 */
export function useDialogTarget<T>() {
  const [state, setState] = useState<{ target: T | null; open: boolean; serial: number }>({
    target: null,
    open: false,
    serial: 0,
  });
  return {
    target: state.target,
    open: state.open,
    /** Changes with every opening: a key that gives each opening a fresh form. */
    key: state.serial,
    show: (target: T) => setState((previous) => ({ target, open: true, serial: previous.serial + 1 })),
    close: () => setState((previous) => ({ ...previous, open: false })),
  };
}
