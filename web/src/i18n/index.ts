// i18next set-up: eight UI languages (spec §1), language from the host, bundles loaded lazily per namespace.
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, UI_LANGUAGES, languageFromHost, normalizeLanguage, type UiLanguage } from '@backoffice/shared';

/** Every locale file, one chunk each: the sign-in screen only downloads `common` of its own language. */
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const lazyBundles: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = bundles[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** BCP 47 tag of a UI language: `cl` is Latin-American Spanish (Chile), which browsers know as es-CL. */
export function localeTag(language: string): string {
  const normalized = normalizeLanguage(language);
  return normalized === 'cl' ? 'es-CL' : normalized;
}

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = localeTag(language);
});

/** Resolves once the language of the host and its `common` texts are ready. */
export const i18nReady = i18n
  .use(lazyBundles)
  .use(initReactI18next)
  .init({
    lng: languageFromHost(window.location.hostname),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...UI_LANGUAGES],
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

/** The current UI language as one of the eight codes. */
export function currentLanguage(): UiLanguage {
  return normalizeLanguage(i18n.resolvedLanguage ?? i18n.language);
}

export default i18n;

/** Switches the UI language after its texts have arrived, so no screen falls back to its loading state. */
export async function switchLanguage(language: string): Promise<void> {
  const wanted = normalizeLanguage(language);
  if (wanted === currentLanguage()) return;
  await i18n.loadLanguages(wanted);
  await i18n.changeLanguage(wanted);
}
