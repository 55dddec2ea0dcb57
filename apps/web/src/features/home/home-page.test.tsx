import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@orchim/shared/constants';
import HomePage from './home-page';
import { renderPage, setupTestEnvironment } from '../../../test/render-page';

describe('HomePage', () => {
  const consoleError = vi.spyOn(console, 'error');
  beforeEach(() => {
    consoleError.mockClear();
    // The Shabbos times stay loading: this test is about the page's own content.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(LANGUAGES)('renders every section in %s without a missing translation', async (lng) => {
    await setupTestEnvironment(lng);
    renderPage(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(5);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('links the four areas and the host sign-up', async () => {
    await setupTestEnvironment('en');
    renderPage(<HomePage />);
    expect(screen.getByRole('link', { name: /Browse stays/ })).toHaveAttribute('href', '/stays');
    expect(screen.getByRole('link', { name: /Find a Shabbos meal/ })).toHaveAttribute('href', '/meals');
    expect(screen.getByRole('link', { name: /Book a ride/ })).toHaveAttribute('href', '/transport');
    expect(screen.getByRole('link', { name: /Plan your visit/ })).toHaveAttribute('href', '/ohel');
    expect(screen.getByRole('link', { name: 'Become a host' })).toHaveAttribute('href', '/host/register');
    expect(screen.getByRole('img', { name: /770 Eastern Parkway/ })).toHaveAttribute('width', '640');
  });
});
