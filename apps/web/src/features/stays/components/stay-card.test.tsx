import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage, setupTestEnvironment } from '../../../../test/render-page';
import { staySummary } from '../test-utils';
import { StayCard } from './stay-card';

const QUOTE = {
  nights: 3,
  pricePerNightCents: 150_00,
  subtotalCents: 450_00,
  cleaningFeeCents: 60_00,
  totalCents: 510_00,
  currency: 'USD',
};

describe('StayCard', () => {
  beforeEach(async () => {
    await setupTestEnvironment('en');
  });

  it('shows the place, the walk to 770, the rating, a few Jewish features and the price per night', () => {
    const stay = staySummary({ title: 'Sunny parlor floor on President Street' });
    renderPage(<StayCard stay={stay} href={`/stays/${stay.id}?guests=2`} />);
    const card = screen.getByRole('article', { name: 'Sunny parlor floor on President Street' });
    const link = within(card).getByRole('link', { name: 'Sunny parlor floor on President Street' });
    expect(link).toHaveAttribute('href', `/stays/${stay.id}?guests=2`);
    expect(card).toHaveTextContent('Crown Heights North');
    expect(card).toHaveTextContent('Brownstone floor · 2 bedrooms · up to 5 guests');
    expect(card).toHaveTextContent('6 min walk to 770');
    expect(card).toHaveTextContent('Rated 4.8 out of 5, 23 reviews');
    expect(card).toHaveTextContent('4.8 (23)');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Kosher kitchen', 'Shabbos hot plate', 'Hot water urn', '+2 more']);
    expect(card).toHaveTextContent('$150 per night');
    expect(card).not.toHaveTextContent('total');
  });

  it('adds the total for the searched dates, cleaning fee included, with the nights', () => {
    renderPage(<StayCard stay={staySummary({ quote: QUOTE })} href="/stays/x" />);
    expect(screen.getByRole('article')).toHaveTextContent('$510 total · 3 nights');
    expect(screen.getByRole('article')).toHaveTextContent('$150 per night');
  });

  it('keeps cents when there are some, and says one night', () => {
    renderPage(
      <StayCard
        stay={staySummary({
          pricePerNightCents: 149_50,
          quote: { ...QUOTE, nights: 1, totalCents: 1_209_50 },
        })}
        href="/stays/x"
      />,
    );
    expect(screen.getByRole('article')).toHaveTextContent('$149.50 per night');
    expect(screen.getByRole('article')).toHaveTextContent('$1,209.50 total · one night');
  });

  it('describes the photo, sizes it and loads it lazily unless it is in the first row', () => {
    const { unmount } = renderPage(
      <StayCard stay={staySummary({ title: 'Quiet studio' })} href="/stays/x" />,
    );
    const image = screen.getByRole('img', { name: 'Photo of Quiet studio' });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('loading', 'lazy');
    unmount();

    const cover = { src: '/c.webp', width: 640, height: 480, alt: 'The garden in summer' };
    renderPage(<StayCard stay={staySummary({ cover })} href="/stays/x" eager />);
    expect(screen.getByRole('img', { name: 'The garden in summer' })).toHaveAttribute('loading', 'eager');
  });

  it('calls a stay without reviews new, and leaves out a studio’s bedrooms', () => {
    renderPage(
      <StayCard
        stay={staySummary({
          propertyType: 'studio',
          bedrooms: 0,
          maxGuests: 1,
          ratingAverage: null,
          reviewCount: 0,
          jewishFeatures: [],
          cover: null,
        })}
        href="/stays/x"
      />,
    );
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('New');
    expect(card).toHaveTextContent('Studio · up to one guest');
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
  });

  it('formats prices and numbers in French and Hebrew', async () => {
    await setupTestEnvironment('fr');
    const { unmount } = renderPage(
      <StayCard
        stay={staySummary({ ratingAverage: 4.5, quote: { ...QUOTE, totalCents: 1_510_00 } })}
        href="/x"
      />,
    );
    // French writes a narrow no-break space before the currency and between thousands.
    const french = screen.getByRole('article').textContent?.replace(/\s/g, ' ');
    expect(french).toContain('1 510 $US au total · 3 nuits');
    expect(french).toContain('Noté 4,5 sur 5');
    unmount();

    await setupTestEnvironment('he');
    renderPage(<StayCard stay={staySummary({ quote: { ...QUOTE, nights: 2 } })} href="/x" />);
    const hebrew = screen.getByRole('article').textContent ?? '';
    expect(hebrew).toContain('2 לילות');
    expect(hebrew).toContain('ללילה');
    expect(hebrew).toMatch(/510/);
    expect(hebrew).toContain('6 דק׳ הליכה ל-770');
  });
});
