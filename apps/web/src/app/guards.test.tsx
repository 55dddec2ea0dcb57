import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@orchim/shared/messages';
import { loadAppConfig } from '@/lib/app-config';
import { setupI18n } from '../../test/i18n';
import { AppConfigGate } from './app-config-gate';
import { SecureContextGuard } from './secure-context-guard';

beforeAll(() => setupI18n('en'));

function setSecureContext(value: boolean) {
  Object.defineProperty(window, 'isSecureContext', { value, configurable: true });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('SecureContextGuard (product §5)', () => {
  afterEach(() => setSecureContext(true));

  it('shows only the HTTPS message outside a secure context', () => {
    setSecureContext(false);
    render(
      <SecureContextGuard>
        <p>The site</p>
      </SecureContextGuard>,
    );
    expect(screen.getByRole('heading', { name: MESSAGES.insecureConnection })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.insecureConnection);
    expect(screen.queryByText('The site')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the secure site' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\//),
    );
  });

  it('shows the site in a secure context', () => {
    setSecureContext(true);
    render(
      <SecureContextGuard>
        <p>The site</p>
      </SecureContextGuard>,
    );
    expect(screen.getByText('The site')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.insecureConnection)).not.toBeInTheDocument();
  });
});

describe('AppConfigGate (product §5)', () => {
  const renderGate = (fetchImpl: typeof fetch) =>
    render(
      <AppConfigGate load={() => loadAppConfig(fetchImpl)}>
        <p>The site</p>
      </AppConfigGate>,
    );

  it('shows the site once the server gives an API URL and an anon key', async () => {
    const fetchImpl = vi.fn(async () =>
      json({ apiUrl: 'https://orchim.test/', anonKey: 'anon', payments: 'on_arrival' }),
    );
    renderGate(fetchImpl);
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.loading);
    expect(await screen.findByText('The site')).toBeInTheDocument();
    expect(fetchImpl).toHaveBeenCalledWith('/app-config.json', expect.anything());
  });

  it.each([
    ['no values at all', {}],
    ['no anon key', { apiUrl: 'https://orchim.test/' }],
    ['no API URL', { anonKey: 'anon' }],
  ])('shows the security configuration error when the server gives %s', async (_, body) => {
    renderGate(vi.fn(async () => json(body)));
    expect(await screen.findByRole('heading', { name: MESSAGES.securityConfig })).toBeInTheDocument();
    expect(screen.queryByText('The site')).not.toBeInTheDocument();
  });

  it('shows the network message and retries on request', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(
        json({ apiUrl: 'https://orchim.test/', anonKey: 'anon', payments: 'on_arrival' }),
      );
    renderGate(fetchImpl);
    expect(await screen.findByRole('heading', { name: MESSAGES.network })).toBeInTheDocument();
    expect(screen.queryByText('The site')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The site')).toBeInTheDocument();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
