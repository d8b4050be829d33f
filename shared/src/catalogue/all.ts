// Every language of the text catalogue at once, for the server (mail, push, PDF) and tests: `@backoffice/shared/catalogue`.
import type { UiLanguage } from '../i18n/i18n-env';
import type { Catalogue } from './shape';
import { catalogueValue, fillText } from './index';
import { catalogue as ca } from './languages/ca';
import { catalogue as cl } from './languages/cl';
import { catalogue as en } from './languages/en';
import { catalogue as es } from './languages/es';
import { catalogue as eu } from './languages/eu';
import { catalogue as fr } from './languages/fr';
import { catalogue as it } from './languages/it';
import { catalogue as tr } from './languages/tr';

export * from './index';

/** The catalogue of each UI language. The SPA never imports this (it loads one language lazily). */
export const CATALOGUES: Readonly<Record<UiLanguage, Catalogue>> = { en, it, es, fr, tr, ca, eu, cl };

/** The catalogue of a language. */
export function catalogueOf(language: UiLanguage): Catalogue {
  return CATALOGUES[language];
}

/** The text of a key in a language, placeholders filled; throws on a missing key (a typo is a bug). */
export function catalogueText(
  language: UiLanguage,
  key: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const text = catalogueValue(CATALOGUES[language], key);
  if (text === undefined) throw new Error(`No catalogue text ${language}:${key}`);
  return fillText(text, values);
}
