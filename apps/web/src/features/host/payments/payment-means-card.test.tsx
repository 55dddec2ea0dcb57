import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@orchim/shared/messages';
import { apiError, installFakeApi, jsonResponse } from '../../../../test/fixtures';
import { setupI18n } from '../../../../test/i18n';
import { renderApp, signedInAs } from '../../../../test/render-app';
import { hostBookingPage } from '../bookings/test-fixtures';

/** "How guests pay you" on /host/bookings (docs/decisions/039-online-payment.md). */

const MEANS = /^\/rest\/v1\/host\/payment-means$/;

beforeAll(async () => {
  await setupI18n('en');
  await import('../host-bookings-page');
}, 60_000);
afterEach(async () => {
  vi.unstubAllGlobals();
  await setupI18n('en');
});

function install(payments: 'on_arrival' | 'stripe' = 'on_arrival') {
  const api = installFakeApi({ payments });
  api.on('GET', /^\/rest\/v1\/host\/bookings$/, jsonResponse(hostBookingPage([])));
  api.on('GET', MEANS, jsonResponse({ paymentMeans: ['cash', 'zelle'] }));
  return api;
}

async function openCard() {
  const app = renderApp('/host/bookings', { auth: signedInAs('host') });
  const region = await screen.findByRole('region', { name: 'How guests pay you' });
  await within(region).findByRole('group', { name: 'You accept' });
  return { ...app, card: within(region) };
}

describe('the means of payment a host accepts', () => {
  it('shows the saved choice as ticked boxes, and saves a new one', async () => {
    const api = install();
    api.on('PUT', MEANS, (_url, body) => jsonResponse(body));
    const { user, card } = await openCard();
    expect(card.getByRole('checkbox', { name: 'Cash' })).toBeChecked();
    expect(card.getByRole('checkbox', { name: 'Zelle' })).toBeChecked();
    expect(card.getByRole('checkbox', { name: 'Venmo' })).not.toBeChecked();
    expect(card.getAllByRole('checkbox')).toHaveLength(6);

    await user.click(card.getByRole('checkbox', { name: 'Venmo' }));
    await user.click(card.getByRole('checkbox', { name: 'Cash' }));
    await user.click(card.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your choice of payment is saved.')).toBeInTheDocument();
    // In the vocabulary's order.
    expect(api.requestsTo('PUT', MEANS)[0]!.body).toEqual({ paymentMeans: ['zelle', 'venmo'] });
    expect(card.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('asks for at least one, at the boxes, without sending anything', async () => {
    const api = install();
    const { user, card } = await openCard();
    await user.click(card.getByRole('checkbox', { name: 'Cash' }));
    await user.click(card.getByRole('checkbox', { name: 'Zelle' }));
    await user.click(card.getByRole('button', { name: 'Save' }));
    expect(card.getByRole('alert')).toHaveTextContent('Choose at least one way to be paid.');
    expect(card.getByRole('checkbox', { name: 'Cash' })).toHaveFocus();
    expect(card.getByRole('checkbox', { name: 'Cash' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('PUT', MEANS)).toHaveLength(0);
    // Ticking one takes the message away.
    await user.click(card.getByRole('checkbox', { name: 'Check' }));
    expect(card.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['a refusal of the choice', apiError(400, 'validation_failed'), 'Choose at least one way to be paid.'],
    ['a network failure', 'offline' as const, MESSAGES.network],
    ['anything else', apiError(500, 'internal_error'), MESSAGES.general],
  ])('says so on %s', async (_name, answer, message) => {
    const api = install();
    // The server names the field it refused (400 with fields), as the API's validation does.
    const refusal =
      answer === 'offline'
        ? answer
        : answer.status === 400
          ? jsonResponse(
              { code: 'validation_failed', message: 'x', fields: { paymentMeans: 'validation.required' } },
              400,
            )
          : answer;
    api.on('PUT', MEANS, refusal);
    const { user, card } = await openCard();
    await user.click(card.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(card.getByRole('alert')).toHaveTextContent(message));
  });

  it('is not shown where guests pay online', async () => {
    install('stripe');
    renderApp('/host/bookings', { auth: signedInAs('host') });
    await screen.findByRole('heading', { level: 1, name: 'Guest bookings' });
    expect(screen.queryByRole('region', { name: 'How guests pay you' })).not.toBeInTheDocument();
  });

  it('speaks Hebrew', async () => {
    await setupI18n('he');
    install();
    renderApp('/host/bookings', { auth: signedInAs('host') });
    const region = within(await screen.findByRole('region', { name: 'איך האורחים משלמים לכם' }));
    expect(await region.findByRole('checkbox', { name: 'מזומן' })).toBeChecked();
    expect(region.getByRole('button', { name: 'שמירה' })).toBeInTheDocument();
  });
});
