// Cost centres per canteen, the payment methods and which payment device each canteen uses for them.
import { costCenterSearchKey } from '@backoffice/shared';
import { CANTEENS } from './canteen-data';
import { tr, type CanteenDef, type ContentLanguage, type SeedDocument, type Translated } from './types';

export const PAYMENT_METHODS: ReadonlyArray<{ id: string; code: string; name: Translated }> = [
  {
    id: 'PM_CREDIT_CARD',
    code: 'CREDIT_CARD',
    name: tr('Credit card', 'Carta di credito', 'Tarjeta de crédito', 'Carte bancaire'),
  },
  {
    id: 'PM_MEAL_VOUCHER',
    code: 'MEAL_VOUCHER',
    name: tr('Meal voucher', 'Buono pasto', 'Vale de comida', 'Titre-restaurant'),
  },
  {
    id: 'PM_BADGE',
    code: 'BADGE',
    name: tr('Company badge', 'Badge aziendale', 'Tarjeta de empresa', "Badge d'entreprise"),
  },
  {
    id: 'PM_COST_CENTER',
    code: 'COST_CENTER',
    name: tr('Cost centre', 'Centro di costo', 'Centro de coste', 'Centre de coûts'),
  },
  {
    id: 'PM_WALLET',
    code: 'WALLET',
    name: tr('E-wallet', 'Borsellino elettronico', 'Monedero electrónico', 'Porte-monnaie électronique'),
  },
];

/** The names in the other four interface languages (Turkish, Catalan, Basque, Chilean Spanish). */
const MORE_NAMES: Record<string, Record<'tr' | 'ca' | 'eu' | 'cl', string>> = {
  CREDIT_CARD: { tr: 'Kredi kartı', ca: 'Targeta de crèdit', eu: 'Kreditu-txartela', cl: 'Tarjeta de crédito' },
  MEAL_VOUCHER: { tr: 'Yemek çeki', ca: 'Val de menjar', eu: 'Otordu-txartela', cl: 'Vale de almuerzo' },
  BADGE: { tr: 'Şirket kartı', ca: "Targeta d'empresa", eu: 'Enpresako txartela', cl: 'Credencial de empresa' },
  COST_CENTER: { tr: 'Maliyet merkezi', ca: 'Centre de cost', eu: 'Kostu-zentroa', cl: 'Centro de costo' },
  WALLET: { tr: 'Elektronik cüzdan', ca: 'Moneder electrònic', eu: 'Diru-zorro elektronikoa', cl: 'Billetera electrónica' },
};

export function paymentMethodName(code: string, language: ContentLanguage): string {
  const method = PAYMENT_METHODS.find((m) => m.code === code);
  if (!method) throw new Error(`Unknown payment method ${code}`);
  return method.name[language];
}

const COST_CENTER_NAMES: Record<'restaurant' | 'school', Record<ContentLanguage, string[]>> = {
  restaurant: {
    it: ['Amministrazione e finanza', 'Risorse umane', 'Ricerca e sviluppo'],
    es: ['Administración y finanzas', 'Recursos humanos', 'Investigación y desarrollo'],
    en: ['Finance and administration', 'Human resources', 'Research and development'],
    fr: ['Administration et finances', 'Ressources humaines', 'Recherche et développement'],
  },
  school: {
    it: ['Alunni', 'Personale docente', 'Personale ATA'],
    es: ['Alumnado', 'Profesorado', 'Personal no docente'],
    en: ['Pupils', 'Teaching staff', 'Support staff'],
    fr: ['Élèves', 'Enseignants', 'Personnel non enseignant'],
  },
};

export interface CostCenter {
  id: string;
  name: string;
  code: string;
}

export function costCentersOf(canteen: CanteenDef): CostCenter[] {
  const names = COST_CENTER_NAMES[canteen.isSchool ? 'school' : 'restaurant'][canteen.language];
  return names.map((name, index) => ({
    id: `CC_${canteen.id}_${index + 1}`,
    name,
    code: `CC-${canteen.id.slice(2)}-${(index + 1) * 100}`,
  }));
}

/** Payment method code → payment-device kind, per canteen type. */
export function canteenMethods(canteen: CanteenDef): Array<[string, 'WIB' | 'FOOD_24']> {
  if (canteen.isSchool)
    return [
      ['CREDIT_CARD', 'WIB'],
      ['WALLET', 'WIB'],
    ];
  return [
    ['CREDIT_CARD', 'WIB'],
    ['MEAL_VOUCHER', 'FOOD_24'],
    ['BADGE', 'FOOD_24'],
    ['COST_CENTER', 'WIB'],
  ];
}

export function financeDocuments(): SeedDocument[] {
  const methods: SeedDocument[] = PAYMENT_METHODS.map((method) => ({
    path: `payment_methods/${method.id}`,
    data: { name: { ...method.name, ...MORE_NAMES[method.code] }, code: method.code },
  }));
  const perCanteen = CANTEENS.flatMap((canteen) => [
    ...costCentersOf(canteen).map((center, index) => ({
      path: `cost_centers/${center.id}`,
      // The R&D centre of each restaurant has its own price list; the others use the canteen's prices.
      data: {
        canteen_id: canteen.id,
        name: center.name,
        // The lower-case name the cost-centre list's prefix search runs on (shared costCenterSearchKey).
        search_name: costCenterSearchKey(center.name),
        code: center.code,
        useAsCustomPriceList: index === 2 && !canteen.isSchool,
      },
    })),
    ...canteenMethods(canteen).map(([code, kind]) => ({
      path: `canteen_payment_methods/CPM_${canteen.id}_${code}`,
      data: { canteen_id: canteen.id, payment_method_id: `PM_${code}`, kind },
    })),
  ]);
  return [...methods, ...perCanteen];
}
