// special_diets/{SD_canteen_n}: 2–4 allergen-based diets per canteen, named in its languages, with customers assigned.
import { specialDietSortKey } from '@backoffice/shared';
import { CANTEENS } from './canteen-data';
import { customersOf } from './people-data';
import { tr, type CanteenDef, type ContentLanguage, type SeedDocument, type Translated } from './types';

interface DietDef {
  key: 'gluten' | 'lactose' | 'nuts' | 'eggs' | 'seafood';
  name: Translated;
  /** Spec §3 allergen codes. */
  excluded: number[];
  notes: Translated;
}

const DIETS: Record<DietDef['key'], DietDef> = {
  gluten: {
    key: 'gluten',
    name: tr('Gluten free', 'Senza glutine', 'Sin gluten', 'Sans gluten'),
    excluded: [6],
    notes: tr(
      'Certified coeliac disease: prepare in the separate area and serve sealed.',
      'Celiachia certificata: preparare nella zona dedicata e servire sigillato.',
      'Celiaquía certificada: preparar en la zona separada y servir sellado.',
      'Maladie cœliaque certifiée : préparer dans la zone séparée et servir scellé.',
    ),
  },
  lactose: {
    key: 'lactose',
    name: tr('Lactose free', 'Senza lattosio', 'Sin lactosa', 'Sans lactose'),
    excluded: [3],
    notes: tr(
      'Intolerance: plant-based drinks and lactose-free yoghurt are available.',
      'Intolleranza: disponibili bevande vegetali e yogurt delattosato.',
      'Intolerancia: hay bebidas vegetales y yogur sin lactosa.',
      'Intolérance : boissons végétales et yaourt sans lactose disponibles.',
    ),
  },
  nuts: {
    key: 'nuts',
    name: tr('Nut and peanut free', 'Senza frutta a guscio e arachidi', 'Sin frutos secos ni cacahuetes', 'Sans fruits à coque ni arachides'),
    excluded: [11, 12],
    notes: tr(
      'Severe allergy: check the labels of desserts and sauces.',
      'Allergia grave: controllare le etichette di dolci e salse.',
      'Alergia grave: revisar las etiquetas de postres y salsas.',
      'Allergie sévère : vérifier les étiquettes des desserts et des sauces.',
    ),
  },
  eggs: {
    key: 'eggs',
    name: tr('Egg free', 'Senza uova', 'Sin huevo', 'Sans œufs'),
    excluded: [5],
    notes: tr('', '', '', ''),
  },
  seafood: {
    key: 'seafood',
    name: tr('No fish or shellfish', 'Senza pesce, crostacei e molluschi', 'Sin pescado, crustáceos ni moluscos', 'Sans poisson, crustacés ni mollusques'),
    excluded: [7, 15, 16],
    notes: tr(
      'Offer the meat or vegetarian main course instead.',
      'Proporre in alternativa il secondo di carne o vegetariano.',
      'Ofrecer como alternativa el segundo de carne o vegetariano.',
      'Proposer à la place le plat de viande ou végétarien.',
    ),
  },
};

/** Which diets a canteen keeps: schools follow more pupils' certificates; a small site only the commonest two. */
function dietsOf(canteen: CanteenDef): DietDef[] {
  if (canteen.id === 'C_1002') return [DIETS.gluten, DIETS.lactose];
  if (canteen.isSchool) return [DIETS.gluten, DIETS.lactose, DIETS.eggs, DIETS.nuts];
  return [DIETS.gluten, DIETS.lactose, DIETS.seafood];
}

/** The name in the canteen's languages: its own, English, and Chilean Spanish for Chile (peanuts are "maní"). */
function namesOf(diet: DietDef, canteen: CanteenDef): Record<string, string> {
  const languages = new Set<ContentLanguage>([canteen.language, 'en']);
  const names: Record<string, string> = Object.fromEntries([...languages].map((language) => [language, diet.name[language]]));
  if (canteen.uiLanguage === 'cl') names.cl = diet.key === 'nuts' ? 'Sin frutos secos ni maní' : diet.name.es;
  return names;
}

export function specialDietDocuments(): SeedDocument[] {
  return CANTEENS.flatMap((canteen) => {
    const customers = customersOf(canteen.id).map((customer) => customer.uid);
    return dietsOf(canteen).map((diet, index) => ({
      path: `special_diets/SD_${canteen.id}_${index + 1}`,
      data: {
        canteen_id: canteen.id,
        name: namesOf(diet, canteen),
        // The list's order key, as the screen writes it (shared specialDietSortKey).
        sort_name: specialDietSortKey(namesOf(diet, canteen)),
        excluded_allergens: diet.excluded,
        notes: diet.notes[canteen.language],
        // One or two of the canteen's customers per diet (the first diet: the demo customer at C_1001).
        customer_ids: [...new Set([customers[index % customers.length]!, customers[(index + 2) % customers.length]!])].slice(
          0,
          index % 2 === 0 ? 2 : 1,
        ),
      },
    }));
  });
}
