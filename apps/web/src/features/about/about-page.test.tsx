import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@orchim/shared/constants';
import { renderPage, setupTestEnvironment } from '../../../test/render-page';
import AboutPage from './about-page';

const consoleError = vi.spyOn(console, 'error');

describe('AboutPage', () => {
  beforeEach(() => consoleError.mockClear());

  it.each(LANGUAGES)('renders in %s with headings in order and every string translated', async (lng) => {
    await setupTestEnvironment(lng);
    renderPage(<AboutPage />);
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => expect(level - (levels[index] ?? 0)).toBeLessThanOrEqual(1));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('speaks to the three kinds of visitors and leads to the contact page', async () => {
    await setupTestEnvironment('en');
    renderPage(<AboutPage />);
    expect(screen.getByRole('heading', { name: 'Families coming for Tishrei' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bochurim and students' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Visitors to the Ohel' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How hosts are checked' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});
