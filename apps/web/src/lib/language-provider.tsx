import { useEffect, useState, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './i18n';

/**
 * The app's translations in one language, fixed: a copy of the app's i18next instance sharing its
 * translations (loaded already, so it is ready at once) but not its language.
 */
const inLanguage = (lng: string): I18n => i18n.cloneInstance({ lng, initAsync: false });

/**
 * The browser's i18next instance for the components, given through React context and replaced by a new
 * one when the visitor changes the language. The language is then React state, not only a global: a part
 * of a server-rendered page that React has not hydrated yet when the visitor picks another language is
 * hydrated in the language the server wrote it in, and only then translated (React hydrates a boundary
 * before letting an update reach it). Read from the global instance, that part would meet the new
 * language in the middle of its hydration and fail to match the server's HTML.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [instance, setInstance] = useState(() => inLanguage(i18n.language));
  useEffect(() => {
    // The app's instance announces a change once the new language's translations are loaded.
    const follow = (lng: string) =>
      setInstance((shown) => (shown.language === lng ? shown : inLanguage(lng)));
    follow(i18n.language);
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, []);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
