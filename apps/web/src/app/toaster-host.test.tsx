import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { setupI18n } from '../../test/i18n';
import { ToasterHost } from './toaster-host';

// The toaster's code, unreachable while `offline` is set (as when the server is restarting).
const network = vi.hoisted(() => ({ offline: false }));
vi.mock('./toaster', async (importOriginal) => {
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

beforeAll(() => setupI18n('en'));

describe('the toaster (lib/notify.ts)', () => {
  it('leaves the page alone when its code cannot load, and loads on the next message', async () => {
    render(
      <>
        <p>The page</p>
        <ToasterHost />
      </>,
    );
    network.offline = true;
    // Dropped, not thrown: callers do not wait for a toast.
    await act(() => notify('success', 'Saved while offline'));
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Saved while offline')).not.toBeInTheDocument();

    network.offline = false;
    void notify('success', 'Saved once back');
    expect(await screen.findByText('Saved once back')).toBeInTheDocument();
    expect(screen.queryByText('Saved while offline')).not.toBeInTheDocument();
    expect(screen.getByText('The page')).toBeInTheDocument();
  });
});
