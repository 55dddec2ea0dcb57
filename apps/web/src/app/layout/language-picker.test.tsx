import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { LANGUAGE_STORAGE_KEY } from '@orchim/shared/constants';
import { i18n } from '@/lib/i18n';
import { setupI18n } from '../../../test/i18n';
import { renderApp } from '../../../test/render-app';

beforeAll(() => setupI18n('en'));
afterEach(async () => {
  await i18n.changeLanguage('en');
  localStorage.clear();
});

const languageButton = () =>
  within(screen.getByRole('banner')).getByRole('button', { name: /^(Language|Langue|שפה):/ });

describe('language picker (product §1)', () => {
  it('offers exactly English, Français and עברית, each in its own language', async () => {
    const { user } = renderApp('/stays');
    await screen.findByRole('heading', { level: 1 });
    const button = languageButton();
    expect(button).toHaveAccessibleName('Language: English');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(screen.getByRole('menu', { name: 'Language' })).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['English', 'Français', 'עברית']);
    expect(items.map((item) => item.querySelector('[lang]')?.getAttribute('lang'))).toEqual([
      'en',
      'fr',
      'he',
    ]);
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false']);
    expect(items[0]).toHaveFocus();
  });

  it('switches to Hebrew: right to left, lang=he, translated, and remembered', async () => {
    const { user } = renderApp('/stays');
    await screen.findByRole('heading', { level: 1 });
    await user.click(languageButton());
    await user.click(screen.getByRole('menuitemradio', { name: 'עברית' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'he');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('he');
    expect(await screen.findByRole('heading', { level: 1, name: 'לינה בקראון הייטס' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(languageButton()).toHaveFocus();

    await user.click(languageButton());
    await user.click(screen.getByRole('menuitemradio', { name: 'Français' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
  });

  it('works from the keyboard: arrows move, Escape closes and returns focus', async () => {
    const { user } = renderApp('/stays');
    await screen.findByRole('heading', { level: 1 });
    languageButton().focus();
    await user.keyboard('{ArrowDown}');
    const items = screen.getAllByRole('menuitemradio');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(languageButton()).toHaveFocus();

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'fr'));
  });

  it('closes when the pointer goes elsewhere', async () => {
    const { user } = renderApp('/stays');
    await screen.findByRole('heading', { level: 1 });
    await user.click(languageButton());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('main'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
