import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage, setupTestEnvironment } from '../../../test/render-page';
import { Pagination, pageItems } from './pagination';

const hrefOf = (page: number) => `/stays?page=${page}`;

describe('pageItems', () => {
  it.each([
    [1, 1, false, [1]],
    [1, 3, true, [1, 2, 3]],
    [5, 10, true, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [3, 10, true, [1, 2, 3, 4, 'gap', 10]],
    [10, 10, false, [1, 'gap', 9, 10]],
    [4, 6, true, [1, 2, 3, 4, 5, 6]],
    // "500+": the last page is not known, only that there is more.
    [7, null, true, [1, 'gap', 6, 7, 8, 'gap']],
    [7, null, false, [1, 'gap', 6, 7]],
  ] as const)('page %s of %s (more: %s)', (page, count, hasMore, items) => {
    expect(pageItems(page, count, hasMore)).toEqual(items);
  });
});

describe('Pagination', () => {
  beforeEach(async () => {
    await setupTestEnvironment('en');
  });

  it('links Previous, the page numbers and Next, and marks the current page', () => {
    renderPage(<Pagination page={2} pageCount={4} hasMore hrefOf={hrefOf} />);
    const nav = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/stays?page=1');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/stays?page=3');
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
  });

  it('has no Previous on the first page and no Next on the last', () => {
    const { unmount } = renderPage(<Pagination page={1} pageCount={2} hasMore hrefOf={hrefOf} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toBeInTheDocument();
    unmount();
    renderPage(<Pagination page={2} pageCount={2} hasMore={false} hrefOf={hrefOf} />);
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('is not there when everything fits on one page', () => {
    renderPage(<Pagination page={1} pageCount={1} hasMore={false} hrefOf={hrefOf} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('speaks Hebrew, with the arrows mirrored', async () => {
    await setupTestEnvironment('he');
    renderPage(<Pagination page={2} pageCount={3} hasMore hrefOf={hrefOf} />);
    const next = screen.getByRole('link', { name: 'הבא' });
    expect(next.querySelector('svg')).toHaveClass('flip-rtl');
    expect(screen.getByRole('link', { name: 'עמוד 2' })).toHaveAttribute('aria-current', 'page');
  });
});
