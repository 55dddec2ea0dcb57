import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { coverImageSources } from '@orchim/shared/cover-image';
import { renderPage, setupTestEnvironment } from '../../../test/render-page';
import { ListingGallery } from './gallery';

const cover = {
  src: '/storage/v1/object/public/listing-images/stays/7/cover.webp',
  width: 2000,
  height: 1500,
  alt: 'The garden at dusk',
};

describe('ListingGallery', () => {
  beforeEach(async () => {
    await setupTestEnvironment('en');
  });

  // The server preloads the cover with coverImageSources (apps/server/src/plugins/page-head); the browser
  // reuses that download only if the <img> asks for the very same URL, srcset and sizes.
  it('shows the cover with the sources the server preloads, eagerly and first', () => {
    renderPage(<ListingGallery images={[cover]} title="Garden floor" />);
    const image = screen.getByRole('img', { name: 'The garden at dusk' });
    const sources = coverImageSources(cover);
    expect(image).toHaveAttribute('src', `${cover.src}?variant=gallery`);
    expect(image).toHaveAttribute('src', sources.src);
    expect(image).toHaveAttribute('srcset', sources.srcSet);
    expect(image).toHaveAttribute('sizes', '(min-width: 768px) 66vw, 100vw');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '2000');
    expect(image).toHaveAttribute('height', '1500');
  });
});
