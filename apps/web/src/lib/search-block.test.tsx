import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blockSearches, clearSearchBlock, useSearchBlock } from './search-block';

/**
 * The search block is read in the list pages themselves, above every result's PagePart: once a page is
 * hydrated, a render of its own would give every part new props, and React would hydrate them all in one
 * long task instead of one at a time (decision 025). So a page hydrates with no render of its own after,
 * unless this tab holds a block.
 */
const waits: number[] = [];

function ListPage() {
  const { waitMs } = useSearchBlock();
  waits.push(waitMs);
  return <p>{waitMs > 0 ? 'blocked' : 'results'}</p>;
}

let root: Root | null = null;
// The web project shares one module registry and one tab's storage between files (isolate: false): a list
// page's 429 test elsewhere may have left a block.
beforeEach(() => clearSearchBlock());
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  clearSearchBlock();
});

/** The server's HTML of the page, then the browser hydrating it. */
async function hydrate() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ListPage />);
  const served = container.textContent;
  document.body.append(container);
  waits.length = 0;
  await act(async () => {
    root = hydrateRoot(container, <ListPage />);
  });
  return { served, container };
}

describe('useSearchBlock over a page the server rendered', () => {
  it('hydrates in one render when no block is stored', async () => {
    const { served, container } = await hydrate();
    expect(served).toBe('results');
    expect(container.textContent).toBe('results');
    expect(waits).toEqual([0]);
  });

  it('shows a stored block once hydrated, after a first render like the server’s', async () => {
    blockSearches(60_000);
    const { served, container } = await hydrate();
    expect(served).toBe('results');
    expect(container.textContent).toBe('blocked');
    expect(waits[0]).toBe(0);
    expect(waits.at(-1)).toBeGreaterThan(0);
  });
});
