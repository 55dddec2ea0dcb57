import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@orchim/shared/messages';
import { installFakeAuth } from '../../../test/fake-auth-server';
import { setupI18n } from '../../../test/i18n';
import { renderApp } from '../../../test/render-app';

const { server, auth } = installFakeAuth();

beforeAll(async () => {
  await setupI18n('en');
  server.addUser({ email: 'chana@example.com' });
});
beforeEach(() => localStorage.clear());
afterAll(() => auth.client.stopAutoRefresh());

async function request(email: string) {
  const app = renderApp('/forgot-password', { auth: 'live' });
  await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
  if (email) await app.user.type(screen.getByLabelText('Email address'), email);
  await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return app;
}

describe('/forgot-password', () => {
  it('sends the link to the account’s email and says to check the mailbox', async () => {
    const { user } = await request('Chana@example.com');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Check your email');
    expect(status).toHaveTextContent('We sent a link to choose a new password to chana@example.com.');
    await waitFor(() => expect(status).toHaveFocus());
    const sent = server.requestsTo('/recover').at(-1)!;
    expect(sent.body).toMatchObject({ email: 'chana@example.com' });
    expect(sent.path).toBe(
      `/recover?redirect_to=${encodeURIComponent(`${window.location.origin}/reset-password`)}`,
    );

    await user.click(screen.getByRole('button', { name: 'Send another link' }));
    expect(screen.getByLabelText('Email address')).toHaveValue('Chana@example.com');
  });

  it('says "Email not found" beside the field for an unknown address', async () => {
    await request('nobody@example.com');
    expect(await screen.findByText(MESSAGES.emailNotFound)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveFocus());
  });

  it('checks the address before sending', async () => {
    const before = server.requestsTo('/recover').length;
    await request('');
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(server.requestsTo('/recover')).toHaveLength(before);
  });

  it('shows the network message', async () => {
    server.answerNext('/recover', 'offline');
    await request('chana@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.network);
  });
});
