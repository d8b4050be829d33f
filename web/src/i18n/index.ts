// i18next set-up: eight UI languages (spec §1), language from the host, bundles loaded lazily per namespace.
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  CATALOGUE_NAMESPACE,
  DEFAULT_LANGUAGE,
  UI_LANGUAGES,
  languageFromHost,
  normalizeLanguage,
  type Catalogue,
  type UiLanguage,
} from '@backoffice/shared';

type LocaleFiles = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

/**
 * Every locale file is a chunk of its own; the list of a language's files is one small chunk per language, loaded when
 * that language is first needed, so the sign-in entry does not grow by eight loaders with every namespace a screen area
 * adds (six namespaces had grown it by 0.7 KB gzip). The sign-in screen downloads `common` of its own language.
 */
const localeFiles: Readonly<Record<UiLanguage, () => Promise<{ default: LocaleFiles }>>> = {
  en: () => import('./languages/en'),
  it: () => import('./languages/it'),
  es: () => import('./languages/es'),
  fr: () => import('./languages/fr'),
  tr: () => import('./languages/tr'),
  ca: () => import('./languages/ca'),
  eu: () => import('./languages/eu'),
  cl: () => import('./languages/cl'),
};

/**
 * The shared text catalogue (status and field names, also read by mails and PDFs) as the `catalogue` namespace,
 * one chunk per language like the locale files: only screens that name a status or a field load it.
 */
const catalogues: Readonly<Record<UiLanguage, () => Promise<{ catalogue: Catalogue }>>> = {
  en: () => import('@backoffice/shared/catalogue/en'),
  it: () => import('@backoffice/shared/catalogue/it'),
  es: () => import('@backoffice/shared/catalogue/es'),
  fr: () => import('@backoffice/shared/catalogue/fr'),
  tr: () => import('@backoffice/shared/catalogue/tr'),
  ca: () => import('@backoffice/shared/catalogue/ca'),
  eu: () => import('@backoffice/shared/catalogue/eu'),
  cl: () => import('@backoffice/shared/catalogue/cl'),
};

function loadBundle(language: string, namespace: string): Promise<Record<string, unknown>> | undefined {
  if (namespace === CATALOGUE_NAMESPACE) {
    const load = catalogues[language as UiLanguage];
    return load ? load().then((module) => module.catalogue) : undefined;
  }
  const files = localeFiles[language as UiLanguage];
  if (!files) return undefined;
  return files().then(({ default: loaders }) => {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    return load ? load().then((module) => module.default) : {};
  });
}

const lazyBundles: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const loading = loadBundle(language, namespace);
    if (!loading) {
      callback(null, {});
      return;
    }
    loading.then(
      (bundle) => callback(null, bundle),
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
