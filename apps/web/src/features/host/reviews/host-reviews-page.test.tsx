import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { HostReview, HostReviewPage } from '@orchim/shared/reviews';
import { apiError, installFakeApi, jsonResponse, MEAL_ID, STAY_ID } from '../../../../test/fixtures';
import { i18n } from '@/lib/i18n';
import { setupI18n } from '../../../../test/i18n';
import { renderApp, signedInAs } from '../../../../test/render-app';

/** /host/reviews (issue 7): the reviews of the host's listings, and the host's one reply to each. */

const REVIEWS_PATH = /^\/rest\/v1\/host\/reviews$/;

function hostReview(overrides: Partial<HostReview> = {}): HostReview {
  return {
    id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    authorName: 'Mendel Goldberg',
    rating: 4,
    text: 'A warm home, two minutes from 770.',
    createdAt: '2026-02-10T12:00:00.000Z',
    verified: true,
    hostReply: null,
    hostRepliedAt: null,
    listing: { kind: 'stays', id: STAY_ID, title: 'Parlour floor on Lincoln Place' },
    ...overrides,
  };
}

const mealReview = hostReview({
  id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
  authorName: 'Chaya Levin',
  rating: 5,
  text: 'The singing!',
  verified: false,
  hostReply: 'Come back soon!',
  hostRepliedAt: '2026-02-12T12:00:00.000Z',
  listing: { kind: 'meals', id: MEAL_ID, title: 'Friday night with the Mintzes' },
});

const page = (items: HostReview[], overrides: Partial<HostReviewPage> = {}): HostReviewPage => ({
  items,
  page: 1,
  hasMore: false,
  ...overrides,
});

let api: ReturnType<typeof installFakeApi>;

beforeAll(async () => {
  await setupI18n('en');
  await import('./host-reviews-page'); // compiled once, before the first test's wait
}, 60_000);
beforeEach(() => {
  api = installFakeApi();
  api.on('GET', REVIEWS_PATH, (url) =>
    jsonResponse(
      page(url.searchParams.get('replied') === 'false' ? [hostReview()] : [hostReview(), mealReview]),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function openPage() {
  const app = renderApp('/host/reviews', { auth: signedInAs('host') });
  await screen.findByRole('heading', { level: 1, name: 'Reviews of your listings' });
  return app;
}

describe('/host/reviews', () => {
  it('lists the reviews with their stars, author, date, badge and listing, and the replies given', async () => {
    await openPage();
    const stay = within(await screen.findByRole('article', { name: /Parlour floor on Lincoln Place/ }));
    expect(stay.getByRole('link', { name: 'Parlour floor on Lincoln Place' })).toHaveAttribute(
      'href',
      `/stays/${STAY_ID}`,
    );
    expect(stay.getByText('Mendel Goldberg')).toBeInTheDocument();
    expect(stay.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(stay.getByText('Verified guest')).toBeInTheDocument();
    expect(stay.getByText('February 2026')).toBeInTheDocument();
    expect(stay.getByText('Awaiting your reply')).toBeInTheDocument();
    // The form opens from the Reply button, ready to type.
    expect(stay.queryByLabelText('Your reply')).not.toBeInTheDocument();

    const meal = within(screen.getByRole('article', { name: /Friday night with the Mintzes/ }));
    expect(meal.getByRole('link', { name: 'Friday night with the Mintzes' })).toHaveAttribute(
      'href',
      `/meals/${MEAL_ID}`,
    );
    expect(meal.getByText('Reply from the host')).toBeInTheDocument();
    expect(meal.getByText('Come back soon!')).toBeInTheDocument();
    expect(meal.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(meal.queryByText('Verified guest')).not.toBeInTheDocument();

    const nav = within(screen.getByRole('navigation', { name: 'Host panel sections' }));
    expect(nav.getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters to the reviews awaiting a reply', async () => {
    const { user } = await openPage();
    await screen.findByRole('article', { name: /Friday night/ });
    await user.click(screen.getByRole('button', { name: 'Awaiting a reply' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: /Friday night/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: /Parlour floor/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Awaiting a reply' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.requestsTo('GET', REVIEWS_PATH).at(-1)?.url.searchParams.get('replied')).toBe('false');
  });

  it('says so when there are no reviews yet', async () => {
    api.on('GET', REVIEWS_PATH, jsonResponse(page([])));
    await openPage();
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('checks the reply, posts it, and shows it under the review', async () => {
    const { user } = await openPage();
    const article = await screen.findByRole('article', { name: /Parlour floor/ });
    const card = within(article);
    await user.click(card.getByRole('button', { name: 'Reply' }));
    expect(card.getByLabelText('Your reply')).toHaveFocus();
    await user.click(card.getByRole('button', { name: 'Publish reply' }));
    expect(await card.findByText('This field is required.')).toBeInTheDocument();
    expect(api.requestsTo('POST', /\/reply$/)).toHaveLength(0);

    const field = card.getByLabelText('Your reply');
    expect(field).toHaveAttribute('maxLength', '1000');
    await user.type(field, 'Thank you, come back for Pesach!');
    expect(card.getByText(/^32 \/ 1,000 characters/)).toBeInTheDocument();
    api.on(
      'POST',
      /^\/rest\/v1\/host\/reviews\/[^/]+\/reply$/,
      jsonResponse(
        {
          ...hostReview(),
          hostReply: 'Thank you, come back for Pesach!',
          hostRepliedAt: '2026-03-01T12:00:00.000Z',
        },
        201,
      ),
    );
    await user.click(card.getByRole('button', { name: 'Publish reply' }));

    expect(await screen.findByText('Your reply is published.')).toBeInTheDocument();
    expect(card.getByText('Thank you, come back for Pesach!')).toBeInTheDocument();
    expect(card.getByText('Reply from the host')).toBeInTheDocument();
    expect(card.queryByLabelText('Your reply')).not.toBeInTheDocument();
    expect(card.queryByText('Awaiting your reply')).not.toBeInTheDocument();
    const [post] = api.requestsTo('POST', /\/reply$/);
    expect(post?.url.pathname).toBe(`/rest/v1/host/reviews/${hostReview().id}/reply`);
    expect(post?.body).toEqual({ text: 'Thank you, come back for Pesach!' });
  });

  it('says when the review has a reply already (409 reply_exists)', async () => {
    const { user } = await openPage();
    const card = within(await screen.findByRole('article', { name: /Parlour floor/ }));
    api.on('POST', /\/reply$/, apiError(409, 'reply_exists'));
    await user.click(card.getByRole('button', { name: 'Reply' }));
    await user.type(card.getByLabelText('Your reply'), 'Thanks!');
    await user.click(card.getByRole('button', { name: 'Publish reply' }));
    expect(await card.findByRole('alert')).toHaveTextContent('This review already has a reply.');
  });

  it('reads in Hebrew, right to left', async () => {
    await setupI18n('he');
    try {
      const { user } = renderApp('/host/reviews', { auth: signedInAs('host') });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'ביקורות על המודעות שלכם' }),
      ).toBeInTheDocument();
      await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
      const card = within(await screen.findByRole('article', { name: /Parlour floor/ }));
      await user.click(card.getByRole('button', { name: 'להגיב' }));
      expect(card.getByLabelText('התגובה שלכם')).toBeInTheDocument();
      expect(card.getByRole('button', { name: 'פרסום התגובה' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'ממתינות לתגובה' })).toBeInTheDocument();
      const nav = within(screen.getByRole('navigation', { name: 'אזורי לוח המארחים' }));
      expect(nav.getByRole('link', { name: 'ביקורות' })).toHaveAttribute('href', '/host/reviews');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
