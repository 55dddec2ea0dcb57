import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Home } from 'lucide-react';
import { renderPage, setupTestEnvironment } from '../../../test/render-page';
import { ListingCard } from './listing-card';

const card = (cover: { src: string; width: number; height: number; alt: string }) => (
  <ListingCard
    ns="stays"
    keyPrefix="list.card"
    title="Garden floor"
    href="/stays/7"
    cover={cover}
    placeholder={Home}
    label="Crown Heights"
    rating={{ average: null, count: 0 }}
  >
    <p>$150</p>
  </ListingCard>
);

describe('ListingCard', () => {
  beforeEach(async () => {
    await setupTestEnvironment('en');
  });

  it("offers an uploaded photo's variants with the width the card is shown at", () => {
    const src = '/storage/v1/object/public/listing-images/stays/7/cover.webp';
    renderPage(card({ src, width: 2000, height: 1500, alt: 'The garden' }));
    const image = screen.getByRole('img', { name: 'The garden' });
    expect(image).toHaveAttribute('src', `${src}?variant=card`);
    expect(image).toHaveAttribute(
      'srcset',
      `${src}?variant=card 640w, ${src}?variant=gallery 1280w, ${src}?variant=full 2000w`,
    );
    expect(image).toHaveAttribute('sizes', '(min-width: 1280px) 352px, (min-width: 640px) 50vw, 100vw');
    expect(image).toHaveAttribute('width', '2000');
    expect(image).toHaveAttribute('height', '1500');
  });

  it('shows a picture without variants (the demo illustrations) as it is', () => {
    renderPage(card({ src: '/images/stays/brownstone.svg', width: 1200, height: 800, alt: 'A brownstone' }));
    const image = screen.getByRole('img', { name: 'A brownstone' });
    expect(image).toHaveAttribute('src', '/images/stays/brownstone.svg');
    expect(image).not.toHaveAttribute('srcset');
  });
});
