// Occasions, diets and components of each canteen's menu (canteen.menu_structure) and how many dishes each gets.
import { PER_COURSE_NO_LIMIT } from '@backoffice/shared';
import { tr, type CanteenDef, type Translated } from './types';

export type ComponentId = 'first' | 'second' | 'side' | 'dessert';
export type DietId = 'daily' | 'vegetarian' | 'standard' | 'gluten_free';

interface Named<Id extends string> {
  id: Id;
  name: Translated;
}

const OCCASIONS = {
  lunch: { id: 'lunch', name: tr('Lunch', 'Pranzo', 'Almuerzo', 'Déjeuner') },
  dinner: { id: 'dinner', name: tr('Dinner', 'Cena', 'Cena', 'Dîner') },
} satisfies Record<string, Named<string>>;

const DIETS: Record<DietId, Named<DietId>> = {
  daily: { id: 'daily', name: tr('Menu of the day', 'Menù del giorno', 'Menú del día', 'Menu du jour') },
  vegetarian: { id: 'vegetarian', name: tr('Vegetarian', 'Vegetariano', 'Vegetariano', 'Végétarien') },
  standard: { id: 'standard', name: tr('Standard menu', 'Menù standard', 'Menú estándar', 'Menu standard') },
  gluten_free: { id: 'gluten_free', name: tr('Gluten-free', 'Senza glutine', 'Sin gluten', 'Sans gluten') },
};

const COMPONENTS: Record<ComponentId, Named<ComponentId>> = {
  first: { id: 'first', name: tr('First course', 'Primo piatto', 'Primer plato', 'Premier plat') },
  second: { id: 'second', name: tr('Main course', 'Secondo piatto', 'Segundo plato', 'Plat principal') },
  side: { id: 'side', name: tr('Side dish', 'Contorno', 'Guarnición', 'Accompagnement') },
  dessert: { id: 'dessert', name: tr('Dessert', 'Dolce', 'Postre', 'Dessert') },
};

/** How many dishes of each component a diet offers per day. */
export interface DietPlan {
  diet: DietId;
  courses: Array<{ component: ComponentId; count: number }>;
}

export function dietPlans(canteen: CanteenDef): DietPlan[] {
  if (canteen.isSchool) {
    return [
      {
        diet: 'standard',
        courses: [
          { component: 'first', count: 1 },
          { component: 'second', count: 1 },
          { component: 'side', count: 1 },
          { component: 'dessert', count: 1 },
        ],
      },
      {
        diet: 'gluten_free',
        courses: [
          { component: 'first', count: 1 },
          { component: 'second', count: 1 },
        ],
      },
    ];
  }
  return [
    {
      diet: 'daily',
      courses: [
        { component: 'first', count: 2 },
        { component: 'second', count: 2 },
        { component: 'side', count: 2 },
        { component: 'dessert', count: 1 },
      ],
    },
    {
      diet: 'vegetarian',
      courses: [
        { component: 'first', count: 1 },
        { component: 'second', count: 1 },
      ],
    },
  ];
}

export const OCCASION_ID = OCCASIONS.lunch.id;
export const DINNER_OCCASION_ID = OCCASIONS.dinner.id;

/** Restaurants also serve dinner: the day's menu diet with a first, a main course and a dessert. Schools do not. */
export function dinnerPlan(canteen: CanteenDef): DietPlan | null {
  if (canteen.isSchool) return null;
  return {
    diet: 'daily',
    courses: [
      { component: 'first', count: 1 },
      { component: 'second', count: 1 },
      { component: 'dessert', count: 1 },
    ],
  };
}

const COURSE_MAXIMA: Partial<Record<ComponentId, number>> = { dessert: 1, side: 2 };

/** Occasions, diets, components and the valid combinations (spec §5): each diet's courses at lunch, dinner's own. */
export function menuStructure(canteen: CanteenDef): Record<string, unknown> {
  const plans = dietPlans(canteen);
  const dinner = dinnerPlan(canteen);
  const combinations = (occasionId: string, plan: DietPlan) =>
    plan.courses.map((course) => ({ occasion_id: occasionId, diet_id: plan.diet, component_id: course.component }));
  return {
    occasions: dinner ? [OCCASIONS.lunch, OCCASIONS.dinner] : [OCCASIONS.lunch],
    diets: plans.map((plan) => DIETS[plan.diet]),
    // Per-course maximum per order (spec §5): one dessert, two sides, the rest 99999 (no limit).
    components: Object.values(COMPONENTS).map((component) => ({
      ...component,
      max_quantity: COURSE_MAXIMA[component.id] ?? PER_COURSE_NO_LIMIT,
    })),
    combinations: [
      ...plans.flatMap((plan) => combinations(OCCASION_ID, plan)),
      ...(dinner ? combinations(DINNER_OCCASION_ID, dinner) : []),
    ],
  };
}
