import type { Resource } from 'i18next';
import type { Language } from '@orchim/shared/constants';
import { i18n, initI18n } from '@/lib/i18n';

const files = import.meta.glob<Record<string, unknown>>('../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every namespace of every language from public/locales, as i18next resources. */
export const resources: Resource = {};
for (const [path, content] of Object.entries(files)) {
  const [, lng, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (lng && ns) (resources[lng] ??= {})[ns] = content;
}

/** The app's i18next instance with the real translation files, in `lng`. */
export async function setupI18n(lng: Language = 'en') {
  await initI18n({ resources, lng });
  await i18n.changeLanguage(lng);
  return i18n;
}
