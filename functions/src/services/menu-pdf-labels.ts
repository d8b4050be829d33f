// The few words a menu PDF prints, read from the text catalogue (dish names come from the recipes).
import { ALLERGENS, UI_LANGUAGES, type Catalogue, type UiLanguage } from '@backoffice/shared';
import { catalogueOf } from '@backoffice/shared/catalogue';

/** The words of a menu PDF in one language: the catalogue's `pdf.menu` texts and its allergen names. */
export type PdfLabels = Catalogue['pdf']['menu'] & { allergenNames: Catalogue['allergens'] };

export const PDF_LABELS: Readonly<Record<UiLanguage, PdfLabels>> = Object.fromEntries(
  UI_LANGUAGES.map((language) => {
    const catalogue = catalogueOf(language);
    return [language, { ...catalogue.pdf.menu, allergenNames: catalogue.allergens }];
  }),
) as Record<UiLanguage, PdfLabels>;

/** The locale Intl formats month and weekday names with (cl is Chilean Spanish). */
export function intlLocale(language: UiLanguage): string {
  return language === 'cl' ? 'es-CL' : language;
}

/** "3 milk, 6 gluten" for the codes given, in the language. */
export function allergenLegend(codes: readonly number[], language: UiLanguage): string {
  const names = PDF_LABELS[language].allergenNames;
  return codes
    .map((code) => {
      const key = ALLERGENS[code as keyof typeof ALLERGENS];
      return key ? `${code} ${names[key]}` : null;
    })
    .filter((entry): entry is string => entry !== null)
    .join(', ');
}
