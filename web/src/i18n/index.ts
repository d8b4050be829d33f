// i18next set-up: the eight UI languages, the language from the host (spec §1), en as the fallback.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { locales } from './locales';

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(Object.entries(locales).map(([language, strings]) => [language, { translation: strings }])),
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

export default i18n;
