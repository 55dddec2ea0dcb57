import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@orchim/shared/constants';
import { renderPage, setupTestEnvironment } from '../../../test/render-page';
import PrivacyPage, { PRIVACY_SECTIONS } from './privacy-page';
import TermsPage, { TERMS_SECTIONS } from './terms-page';

const consoleError = vi.spyOn(console, 'error');

describe.each([
  { name: 'Terms', Page: TermsPage, sections: TERMS_SECTIONS },
  { name: 'Privacy', Page: PrivacyPage, sections: PRIVACY_SECTIONS },
])('$name page', ({ Page, sections }) => {
  beforeEach(() => consoleError.mockClear());

  it.each(LANGUAGES)('has a heading per section and a contents list in %s, all translated', async (lng) => {
    await setupTestEnvironment(lng);
    renderPage(<Page />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The contents heading, then one h2 per section.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(sections.length + 1);
    const contents = screen.getByRole('navigation');
    expect(within(contents).getAllByRole('link')).toHaveLength(sections.length);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows the last-updated date in the reader’s language', async () => {
    await setupTestEnvironment('en');
    const { unmount } = renderPage(<Page />);
    expect(screen.getByText('Last updated: November 22, 2026')).toBeInTheDocument();
    unmount();
    await setupTestEnvironment('fr');
    renderPage(<Page />);
    expect(screen.getByText('Dernière mise à jour : 22 novembre 2026')).toBeInTheDocument();
  });
});

describe('legal content', () => {
  it('names what the product stores, the browser storage, trackers, deletion and New York law', async () => {
    await setupTestEnvironment('en');
    const { unmount } = renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { name: /What we store/ })).toBeInTheDocument();
    expect(screen.getByText(/language choice .* local storage/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /No third-party trackers/ })).toBeInTheDocument();
    expect(screen.getByText(/delete your account and your data/)).toBeInTheDocument();
    unmount();
    renderPage(<TermsPage />);
    expect(screen.getByText(/laws of the State of New York/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /contact page/ })).toHaveAttribute('href', '/contact');
  });
});
