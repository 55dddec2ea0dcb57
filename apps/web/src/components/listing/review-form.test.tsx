import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@orchim/shared/messages';
import type { MyReview } from '@orchim/shared/reviews';
import type { Review } from '@orchim/shared/stays';
import {
  apiError,
  installFakeApi,
  jsonResponse,
  reviewPage,
  STAY_ID,
  stayDetail,
} from '../../../test/fixtures';
import { signedOut } from '@/lib/auth/auth-context';
import type { AuthContextValue, LoginRedirectState } from '@/lib/auth/types';
import { setupI18n } from '../../../test/i18n';
import { memoryRouter } from '../../../test/memory-router';
import { renderApp, renderInProviders, signedInAs } from '../../../test/render-app';
import { ListingReviews } from './reviews';

const LIST = /^\/rest\/v1\/stays\/[^/]+\/reviews$/;
const MINE = /^\/rest\/v1\/stays\/[^/]+\/reviews\/mine$/;
const PUBLISHED = 'Thank you — your review is published.';

let api: ReturnType<typeof installFakeApi>;

function review(overrides: Partial<Review> = {}): Review {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    authorName: 'Chana Levy',
    rating: 4,
    text: 'Spotless, and five minutes from 770.',
    createdAt: '2026-03-01T12:00:00.000Z',
    verified: false,
    hostReply: null,
    hostRepliedAt: null,
    ...overrides,
  };
}

/** The reviews section of a stay, at /stays/:id?guests=2, with /login beside it. */
function renderReviews(auth: AuthContextValue = signedInAs('guest')) {
  const { router, element } = memoryRouter(
    [
      {
        path: '/stays/:id',
        element: <ListingReviews resource="stays" id={STAY_ID} titleId="reviews-title" />,
      },
      { path: '/login', element: <p>Sign-in page</p> },
    ],
    `/stays/${STAY_ID}?guests=2`,
  );
  const user = userEvent.setup();
  renderInProviders(element, auth);
  return { router, user };
}

/** The signed-in reader's empty form, once their (missing) review has been asked for. */
async function openForm(auth?: AuthContextValue) {
  const app = renderReviews(auth);
  await screen.findByRole('heading', { name: 'Write a review' });
  return app;
}

const publish = () => screen.getByRole('button', { name: 'Publish review' });

/** GET …/reviews/mine's answer: may write, with no review yet, unless told otherwise. */
const mineAnswer = (answer: Partial<MyReview> = {}) =>
  jsonResponse({ review: null, canWrite: true, reason: null, ...answer } satisfies MyReview);
/** The answer of someone who has written their review (every ended booking has one). */
const reviewed = (written: Review) =>
  mineAnswer({ review: written, canWrite: false, reason: 'review_exists' });

beforeAll(async () => {
  await setupI18n('en');
});
beforeEach(() => {
  api = installFakeApi();
  api.on('GET', LIST, jsonResponse(reviewPage()));
  // A guest whose stay has ended, with no review yet, unless a test says otherwise.
  api.on('GET', MINE, mineAnswer());
});
afterEach(() => vi.unstubAllGlobals());

describe('the reviews list', () => {
  it('marks verified reviews and shows the host’s reply with its date', async () => {
    api.on(
      'GET',
      LIST,
      jsonResponse(
        reviewPage({
          items: [
            review({
              verified: true,
              hostReply: 'Thank you, come back for Tishrei!',
              hostRepliedAt: '2026-04-02T09:00:00.000Z',
            }),
            review({ id: '00000000-0000-4000-8000-000000000002', authorName: 'Dovid', text: 'Fine.' }),
          ],
          average: 4,
          count: 2,
        }),
      ),
    );
    renderReviews(signedOut);
    const [first, second] = await screen.findAllByRole('listitem');
    expect(within(first!).getByText('Verified guest')).toBeInTheDocument();
    expect(within(first!).getByText('Reply from the host')).toBeInTheDocument();
    expect(within(first!).getByText('Thank you, come back for Tishrei!')).toBeInTheDocument();
    expect(within(first!).getByText('April 2026')).toHaveAttribute('datetime', '2026-04-02T09:00:00.000Z');
    expect(within(second!).queryByText('Verified guest')).not.toBeInTheDocument();
    expect(within(second!).queryByText('Reply from the host')).not.toBeInTheDocument();
  });
});

describe('the review form', () => {
  it.each([
    ['review_after_stay', 'You can review this after your stay.'],
    ['review_after_meal', 'You can review this after your meal.'],
    ['review_after_ride', 'You can review this after your ride.'],
    ['review_after_visit', 'You can review this after your visit.'],
    ['own_listing', 'Hosts can’t review their own listings.'],
  ] as const)(
    'tells a signed-in person who may not write (%s) why, calmly, with no form',
    async (reason, sentence) => {
      api.on('GET', MINE, mineAnswer({ canWrite: false, reason }));
      renderReviews();
      const note = await screen.findByText(sentence);
      expect(note.tagName).toBe('P');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Write a review' })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('radio')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Publish review' })).not.toBeInTheDocument();
      expect(screen.queryByText(MESSAGES.loginToReview)).not.toBeInTheDocument();
    },
  );

  it('offers the form to a signed-in person who may write', async () => {
    renderReviews();
    expect(await screen.findByRole('heading', { name: 'Write a review' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your review' })).toBeInTheDocument();
    expect(publish()).toBeEnabled();
    expect(screen.queryByText(MESSAGES.loginToReview)).not.toBeInTheDocument();
    const [request] = api.requestsTo('GET', MINE);
    expect(request!.headers.get('authorization')).toBe('Bearer access');
  });

  it('asks a visitor to log in, and the sign-in link comes back to this page', async () => {
    const { router, user } = renderReviews(signedOut);
    expect(await screen.findByText(MESSAGES.loginToReview)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.requestsTo('GET', MINE)).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Sign in to write a review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((router.state.location.state as LoginRedirectState).from).toEqual({
      pathname: `/stays/${STAY_ID}`,
      search: '?guests=2',
      hash: '#reviews',
    });
  });

  it('offers five stars as radios, chosen with the keyboard, and a text limited to 1000 characters', async () => {
    const { user } = await openForm();
    const group = screen.getByRole('group', { name: 'Your rating' });
    const stars = within(group).getAllByRole('radio');
    expect(stars).toHaveLength(5);
    for (const star of stars) expect(star).not.toBeChecked();
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) {
      expect(within(group).getByRole('radio', { name })).toBeInTheDocument();
    }
    await user.click(within(group).getByRole('radio', { name: '2 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: '3 stars' })).toHaveFocus();

    const text = screen.getByRole('textbox', { name: 'Your review' });
    expect(text).toHaveAttribute('maxlength', '1000');
    expect(text).toHaveAccessibleDescription('Up to 1,000 characters (0 so far).');
  });

  it('asks for a rating and a text before sending anything', async () => {
    const { user } = await openForm();
    await user.click(publish());
    expect(await screen.findByText('Please choose from 1 to 5 stars.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription(
      'Please choose from 1 to 5 stars.',
    );
    expect(api.requestsTo('POST', LIST)).toHaveLength(0);
  });

  it('refuses a text of 1001 characters in the browser', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    // maxLength stops typing at 1000; a script (or a paste in an old browser) can still go past it.
    fireEvent.input(screen.getByRole('textbox', { name: 'Your review' }), {
      target: { value: 'a'.repeat(1001) },
    });
    await user.click(publish());
    expect(await screen.findByText('Please keep this to 1,000 characters or fewer.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('POST', LIST)).toHaveLength(0);
  });

  it('publishes with the token, thanks the reader, shows "Your review" and fetches the list again', async () => {
    const written = review({ rating: 5, text: 'Warm hosts, a quiet street.' });
    api.on('POST', LIST, jsonResponse(written, 201));
    const { user } = await openForm();
    const lists = api.requestsTo('GET', LIST).length;
    api.on('GET', LIST, jsonResponse(reviewPage({ items: [written], average: 5, count: 1 })));

    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), '  Warm hosts, a quiet street. ');
    await user.click(publish());

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(PUBLISHED);
    await waitFor(() => expect(status).toHaveFocus());
    const [request] = api.requestsTo('POST', LIST);
    expect(request!.url.pathname).toBe(`/rest/v1/stays/${STAY_ID}/reviews`);
    expect(request!.body).toEqual({ rating: 5, text: 'Warm hosts, a quiet street.' });
    expect(request!.headers.get('authorization')).toBe('Bearer access');
    expect(screen.getByRole('heading', { name: 'Your review' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit your review' })).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('GET', LIST).length).toBeGreaterThan(lists));
    expect(await screen.findByText('· 1 review')).toBeInTheDocument();
  });

  it('offers a new review, not an edit, to someone with a review and another ended stay', async () => {
    api.on('GET', MINE, mineAnswer({ review: review({ text: 'Last summer: lovely.' }) }));
    const written = review({ id: '00000000-0000-4000-8000-000000000009', rating: 2, text: 'Cold.' });
    api.on('POST', LIST, jsonResponse(written, 201));
    const { user } = await openForm();
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue('');
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Cold.');
    await user.click(publish());
    expect(await screen.findByRole('status')).toHaveTextContent(PUBLISHED);
    expect(api.requestsTo('POST', LIST)).toHaveLength(1);
    expect(api.requestsTo('PUT', MINE)).toHaveLength(0);
    const mine = screen.getByRole('region', { name: 'Your review' });
    expect(within(mine).getByText('Cold.')).toBeInTheDocument();
  });

  it('shows an existing review as "Your review", and editing it PUTs', async () => {
    api.on('GET', MINE, reviewed(review({ rating: 3, text: 'Good, but noisy.', verified: true })));
    const updated = review({ rating: 4, text: 'Good, and the noise stopped.', verified: true });
    api.on('PUT', MINE, jsonResponse(updated));
    const { user } = renderReviews();
    const mine = await screen.findByRole('region', { name: 'Your review' });
    expect(within(mine).getByText('Good, but noisy.')).toBeInTheDocument();
    expect(within(mine).getByText('Verified guest')).toBeInTheDocument();
    expect(within(mine).getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(within(mine).getByRole('button', { name: 'Edit your review' }));
    expect(screen.getByRole('heading', { name: 'Edit your review' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    const text = screen.getByRole('textbox', { name: 'Your review' });
    expect(text).toHaveValue('Good, but noisy.');
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.clear(text);
    await user.type(text, 'Good, and the noise stopped.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your review is updated.');
    const [request] = api.requestsTo('PUT', MINE);
    expect(request!.body).toEqual({ rating: 4, text: 'Good, and the noise stopped.' });
    expect(request!.headers.get('authorization')).toBe('Bearer access');
    expect(api.requestsTo('POST', LIST)).toHaveLength(0);
    expect(screen.getByText('Good, and the noise stopped.')).toBeInTheDocument();
  });

  it('puts an edit away with Cancel, focus back on "Edit your review"', async () => {
    api.on('GET', MINE, reviewed(review()));
    const { user } = renderReviews();
    await user.click(await screen.findByRole('button', { name: 'Edit your review' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit your review' })).toHaveFocus();
    expect(api.requestsTo('PUT', MINE)).toHaveLength(0);
  });

  it.each([
    ['review_exists', apiError(409, 'review_exists'), 'You have already reviewed this listing.'],
    ['own_listing', apiError(403, 'own_listing'), 'Hosts can’t review their own listings.'],
    ['review_after_stay', apiError(403, 'review_after_stay'), 'You can review this after your stay.'],
    ['too many reviews', apiError(429, 'over_request_rate_limit'), 'You have written many reviews'],
    ['a lost session', apiError(401, 'no_authorization'), MESSAGES.loginToReview],
    ['a network failure', 'offline' as const, MESSAGES.network],
    ['anything else', apiError(500, 'internal_error'), MESSAGES.general],
  ])('shows %s as its message', async (_name, answer, message) => {
    api.on('POST', LIST, answer);
    const { user } = await openForm(signedInAs('host'));
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Lovely.');
    await user.click(publish());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows what a review that exists already says, once the server has said so', async () => {
    api.on('POST', LIST, apiError(409, 'review_exists'));
    const { user } = await openForm();
    api.on('GET', MINE, reviewed(review({ text: 'Written on my phone.' })));
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Lovely.');
    await user.click(publish());
    expect(await screen.findByText('Written on my phone.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You have already reviewed this listing.');
    expect(screen.getByRole('button', { name: 'Edit your review' })).toBeInTheDocument();
  });

  it('shows the server’s field errors under their fields', async () => {
    api.on('POST', LIST, () =>
      jsonResponse(
        { code: 'validation_failed', message: 'Invalid input', fields: { text: 'validation.unsafe' } },
        400,
      ),
    );
    const { user } = await openForm();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Lovely.');
    await user.click(publish());
    expect(
      await screen.findByText(
        'Please remove links starting with javascript:, script tags or event handlers.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveFocus());
  });
});

describe('on a stay’s page', () => {
  it('shows the new average at once: the stay itself is fetched again after a review', async () => {
    api.on(
      'GET',
      /^\/rest\/v1\/stays\/[^/]+$/,
      jsonResponse(stayDetail({ ratingAverage: 4.8, reviewCount: 6 })),
    );
    api.on('GET', /\/availability$/, (url) =>
      jsonResponse({ from: url.searchParams.get('from'), to: url.searchParams.get('to'), taken: [] }),
    );
    api.on('POST', LIST, jsonResponse(review({ rating: 1 }), 201));
    const { user } = renderApp(`/stays/${STAY_ID}`, { auth: signedInAs('guest') });
    const section = within(await screen.findByRole('region', { name: 'Reviews' }, { timeout: 15_000 }));
    await section.findByRole('heading', { name: 'Write a review' });
    expect(screen.getByRole('link', { name: /4\.8/ })).toHaveTextContent('(6 reviews)');
    api.on(
      'GET',
      /^\/rest\/v1\/stays\/[^/]+$/,
      jsonResponse(stayDetail({ ratingAverage: 4.3, reviewCount: 7 })),
    );

    await user.click(section.getByRole('radio', { name: '1 star' }));
    await user.type(section.getByRole('textbox', { name: 'Your review' }), 'The heating broke.');
    await user.click(section.getByRole('button', { name: 'Publish review' }));

    expect(await section.findByText(PUBLISHED)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /4\.3/ })).toHaveTextContent('(7 reviews)');
  });
});
