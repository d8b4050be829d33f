// Shapes shared by the seed modules: the Seed result, translations and the canteen definition.

export interface SeedAuthUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}

/** One Firestore document; dates are JS Dates, which the Admin SDK stores as Timestamps. */
export interface SeedDocument {
  path: string;
  data: Record<string, unknown>;
}

export interface Seed {
  authUsers: SeedAuthUser[];
  documents: SeedDocument[];
}

/** The four languages communications, recipes and products are authored in. */
export type ContentLanguage = 'en' | 'it' | 'es' | 'fr';
export type Translated = Record<ContentLanguage, string>;

/** Builds a translation map from the four authored languages, in the fixed order en, it, es, fr. */
export function tr(en: string, it: string, es: string, fr: string): Translated {
  return { en, it, es, fr };
}

/** Category names use the upper-case keys of the eight interface languages (spec §3). */
export type CategoryNames = Record<'EN' | 'IT' | 'ES' | 'FR' | 'TR' | 'EU' | 'CA' | 'CL', string>;

export type CanteenGroup =
  | 'italian_restaurant'
  | 'spanish_restaurant'
  | 'italian_school'
  | 'spanish_school'
  | 'further_school'
  | 'chilean_restaurant'
  | 'other_restaurant';

export interface CanteenDef {
  id: string;
  name: string;
  group: CanteenGroup;
  endpointPrefix: 'it' | 'es' | 'cl' | 'other';
  /** Language of the canteen's own texts (order lines, notes, chat). */
  language: ContentLanguage;
  /** Interface language of the canteen's people ('cl' for Chile). */
  uiLanguage: 'en' | 'it' | 'es' | 'cl';
  utcOffsetHours: number;
  currency: 'EUR' | 'CLP';
  /** Multiplies euro prices into the local currency (pesos in Chile). */
  priceFactor: number;
  address: string;
  city: string;
  parent: string;
  smartPrefix: string;
  wallet: 'TCPOS' | 'PRODELFI' | 'DEACTIVE';
  importActive: boolean;
  customerCare: boolean;
  withLogo: boolean;
  colors: { primary: string; secondary: string; text: string };
  isSchool: boolean;
  createdDaysAgo: number;
}

export interface Person {
  uid: string;
  name: string;
  surname: string;
  email: string;
}

export function fullName(person: Pick<Person, 'name' | 'surname'>): string {
  return `${person.name} ${person.surname}`;
}

/** Rounds money to cents (or to whole pesos for CLP amounts). */
export function money(amount: number, currency: 'EUR' | 'CLP' = 'EUR'): number {
  return currency === 'CLP' ? Math.round(amount / 10) * 10 : Math.round(amount * 100) / 100;
}
