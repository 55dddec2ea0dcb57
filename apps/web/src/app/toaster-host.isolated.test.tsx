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

describe('where toasts appear', () => {
  it('below the sticky header, so they cover none of its controls', async () => {
    // jsdom has no layout: the header says where it ends, as a phone's wrapped host header would.
    const layout = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const height = this.hasAttribute('data-sticky-header') ? 118 : 0;
      return DOMRect.fromRect({ x: 0, y: 0, width: 390, height });
    });
    render(
      <>
        <header data-sticky-header>The header</header>
        <ToasterHost />
      </>,
    );
    void notify('success', 'Booking confirmed');
    await screen.findByText('Booking confirmed');
    const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(toaster?.style.getPropertyValue('--offset-top')).toBe('126px');
    expect(toaster?.style.getPropertyValue('--mobile-offset-top')).toBe('126px');
    layout.mockRestore();
  });
});
