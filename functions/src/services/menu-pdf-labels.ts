// The few words a menu PDF prints, in the eight interface languages (dish names come from the recipes).
import { ALLERGENS, type UiLanguage } from '@backoffice/shared';

type AllergenKey = (typeof ALLERGENS)[keyof typeof ALLERGENS];

export interface PdfLabels {
  menuOf: string;
  allergens: string;
  nutrientsPerPortion: string;
  energy: string;
  protein: string;
  fat: string;
  carbs: string;
  noMenu: string;
  dailyEnergy: string;
  allergenNames: Record<AllergenKey, string>;
}

export const PDF_LABELS: Readonly<Record<UiLanguage, PdfLabels>> = {
  en: {
    menuOf: 'Menu of',
    allergens: 'Allergens',
    nutrientsPerPortion: 'Nutrients per portion',
    energy: 'kcal',
    protein: 'protein',
    fat: 'fat',
    carbs: 'carbohydrates',
    noMenu: 'No menu published for this month.',
    dailyEnergy: 'Day total',
    allergenNames: {
      milk: 'milk',
      sesame: 'sesame',
      eggs: 'eggs',
      gluten: 'gluten',
      fish: 'fish',
      soy: 'soy',
      celery: 'celery',
      peanuts: 'peanuts',
      nuts: 'nuts',
      crustaceans: 'crustaceans',
      molluscs: 'molluscs',
      sulphites: 'sulphites',
      mustard: 'mustard',
      lupins: 'lupins',
    },
  },
  it: {
    menuOf: 'Menù di',
    allergens: 'Allergeni',
    nutrientsPerPortion: 'Valori nutrizionali per porzione',
    energy: 'kcal',
    protein: 'proteine',
    fat: 'grassi',
    carbs: 'carboidrati',
    noMenu: 'Nessun menù pubblicato per questo mese.',
    dailyEnergy: 'Totale del giorno',
    allergenNames: {
      milk: 'latte',
      sesame: 'sesamo',
      eggs: 'uova',
      gluten: 'glutine',
      fish: 'pesce',
      soy: 'soia',
      celery: 'sedano',
      peanuts: 'arachidi',
      nuts: 'frutta a guscio',
      crustaceans: 'crostacei',
      molluscs: 'molluschi',
      sulphites: 'solfiti',
      mustard: 'senape',
      lupins: 'lupini',
    },
  },
  es: {
    menuOf: 'Menú de',
    allergens: 'Alérgenos',
    nutrientsPerPortion: 'Valores nutricionales por ración',
    energy: 'kcal',
    protein: 'proteínas',
    fat: 'grasas',
    carbs: 'hidratos de carbono',
    noMenu: 'No hay menú publicado para este mes.',
    dailyEnergy: 'Total del día',
    allergenNames: {
      milk: 'leche',
      sesame: 'sésamo',
      eggs: 'huevos',
      gluten: 'gluten',
      fish: 'pescado',
      soy: 'soja',
      celery: 'apio',
      peanuts: 'cacahuetes',
      nuts: 'frutos de cáscara',
      crustaceans: 'crustáceos',
      molluscs: 'moluscos',
      sulphites: 'sulfitos',
      mustard: 'mostaza',
      lupins: 'altramuces',
    },
  },
  fr: {
    menuOf: 'Menu de',
    allergens: 'Allergènes',
    nutrientsPerPortion: 'Valeurs nutritionnelles par portion',
    energy: 'kcal',
    protein: 'protéines',
    fat: 'lipides',
    carbs: 'glucides',
    noMenu: 'Aucun menu publié pour ce mois.',
    dailyEnergy: 'Total du jour',
    allergenNames: {
      milk: 'lait',
      sesame: 'sésame',
      eggs: 'œufs',
      gluten: 'gluten',
      fish: 'poisson',
      soy: 'soja',
      celery: 'céleri',
      peanuts: 'arachides',
      nuts: 'fruits à coque',
      crustaceans: 'crustacés',
      molluscs: 'mollusques',
      sulphites: 'sulfites',
      mustard: 'moutarde',
      lupins: 'lupin',
    },
  },
  tr: {
    menuOf: 'Menü:',
    allergens: 'Alerjenler',
    nutrientsPerPortion: 'Porsiyon başına besin değerleri',
    energy: 'kcal',
    protein: 'protein',
    fat: 'yağ',
    carbs: 'karbonhidrat',
    noMenu: 'Bu ay için yayımlanmış menü yok.',
    dailyEnergy: 'Günlük toplam',
    allergenNames: {
      milk: 'süt',
      sesame: 'susam',
      eggs: 'yumurta',
      gluten: 'gluten',
      fish: 'balık',
      soy: 'soya',
      celery: 'kereviz',
      peanuts: 'yer fıstığı',
      nuts: 'sert kabuklu meyveler',
      crustaceans: 'kabuklular',
      molluscs: 'yumuşakçalar',
      sulphites: 'sülfitler',
      mustard: 'hardal',
      lupins: 'acı bakla',
    },
  },
  ca: {
    menuOf: 'Menú de',
    allergens: 'Al·lèrgens',
    nutrientsPerPortion: 'Valors nutricionals per ració',
    energy: 'kcal',
    protein: 'proteïnes',
    fat: 'greixos',
    carbs: 'hidrats de carboni',
    noMenu: 'No hi ha cap menú publicat aquest mes.',
    dailyEnergy: 'Total del dia',
    allergenNames: {
      milk: 'llet',
      sesame: 'sèsam',
      eggs: 'ous',
      gluten: 'gluten',
      fish: 'peix',
      soy: 'soja',
      celery: 'api',
      peanuts: 'cacauets',
      nuts: 'fruits de closca',
      crustaceans: 'crustacis',
      molluscs: 'mol·luscs',
      sulphites: 'sulfits',
      mustard: 'mostassa',
      lupins: 'tramussos',
    },
  },
  eu: {
    menuOf: 'Menua:',
    allergens: 'Alergenoak',
    nutrientsPerPortion: 'Balio nutrizionalak anoako',
    energy: 'kcal',
    protein: 'proteinak',
    fat: 'gantzak',
    carbs: 'karbohidratoak',
    noMenu: 'Ez dago hilabete honetarako menurik argitaratuta.',
    dailyEnergy: 'Eguneko guztira',
    allergenNames: {
      milk: 'esnea',
      sesame: 'sesamoa',
      eggs: 'arrautzak',
      gluten: 'glutena',
      fish: 'arraina',
      soy: 'soja',
      celery: 'apioa',
      peanuts: 'kakahueteak',
      nuts: 'fruitu lehorrak',
      crustaceans: 'krustazeoak',
      molluscs: 'moluskuak',
      sulphites: 'sulfitoak',
      mustard: 'ziapea',
      lupins: 'lupinuak',
    },
  },
  cl: {
    menuOf: 'Menú de',
    allergens: 'Alérgenos',
    nutrientsPerPortion: 'Información nutricional por porción',
    energy: 'kcal',
    protein: 'proteínas',
    fat: 'grasas',
    carbs: 'carbohidratos',
    noMenu: 'No hay menú publicado para este mes.',
    dailyEnergy: 'Total del día',
    allergenNames: {
      milk: 'leche',
      sesame: 'sésamo',
      eggs: 'huevos',
      gluten: 'gluten',
      fish: 'pescado',
      soy: 'soya',
      celery: 'apio',
      peanuts: 'maní',
      nuts: 'frutos secos',
      crustaceans: 'crustáceos',
      molluscs: 'moluscos',
      sulphites: 'sulfitos',
      mustard: 'mostaza',
      lupins: 'lupino',
    },
  },
};

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
