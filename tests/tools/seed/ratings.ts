// ratings/{RT_<canteen>_<day>_<n>}: customers' stars for the dishes of each weekday of the 30 days before today, with
// a realistic spread — each dish has its own quality (most between 3 and 4.5 stars, a few weak ones), days vary a
// little, about one rating in four carries a comment in the canteen's language matching its stars.
import { RATINGS } from '@backoffice/shared';
import { CANTEENS } from './canteen-data';
import { addDays, addMinutes, atLocalTime, isoDay, isWeekend, utcDay } from './dates';
import { dailyMenu } from './menus';
import { customersOf } from './people-data';
import { createRandom, type Random } from './random';
import { tr, type SeedDocument, type Translated } from './types';

/** Days before today the ratings cover. */
export const RATING_SEED_DAYS = 30;

const COMMENTS: Record<1 | 2 | 3 | 4 | 5, Translated[]> = {
  1: [
    tr(
      'Cold and bland, sorry.',
      'Freddo e insipido, peccato.',
      'Frío y soso, una pena.',
      'Froid et fade, dommage.',
    ),
    tr(
      'The portion was tiny.',
      'La porzione era minuscola.',
      'La ración era minúscula.',
      'La portion était minuscule.',
    ),
  ],
  2: [
    tr('Overcooked today.', 'Oggi era scotto.', 'Hoy estaba pasado.', 'Trop cuit aujourd’hui.'),
    tr('Too much salt.', 'Troppo sale.', 'Demasiada sal.', 'Trop salé.'),
  ],
  3: [
    tr(
      'Fine, nothing special.',
      'Nella norma, niente di speciale.',
      'Correcto, nada especial.',
      'Correct, sans plus.',
    ),
    tr(
      'Good but a bit lukewarm.',
      'Buono ma un po’ tiepido.',
      'Bueno pero algo tibio.',
      'Bon mais un peu tiède.',
    ),
  ],
  4: [
    tr(
      'Tasty, I would have it again.',
      'Gustoso, lo riprenderei.',
      'Sabroso, lo repetiría.',
      'Savoureux, j’en reprendrais.',
    ),
    tr(
      'Good portion and well seasoned.',
      'Porzione giusta e ben condito.',
      'Buena ración y bien aliñado.',
      'Bonne portion, bien assaisonné.',
    ),
  ],
  5: [
    tr(
      'Excellent, like at home!',
      'Ottimo, come a casa!',
      '¡Excelente, como en casa!',
      'Excellent, comme à la maison !',
    ),
    tr(
      'The best dish of the week.',
      'Il piatto migliore della settimana.',
      'El mejor plato de la semana.',
      'Le meilleur plat de la semaine.',
    ),
  ],
};

/** A dish's own quality: stable per canteen and recipe, most between 3 and 4.5, one in eight weak. */
function dishQuality(canteenId: string, recipeId: string): number {
  const random = createRandom(`rating-quality:${canteenId}:${recipeId}`);
  return random.chance(0.125) ? 2 + random.next() : 3 + random.next() * 1.5;
}

function stars(random: Random, mean: number): 1 | 2 | 3 | 4 | 5 {
  // Sum of three uniforms: a bell around the mean, ±1.5 stars at most.
  const noise = random.next() + random.next() + random.next() - 1.5;
  return Math.min(5, Math.max(1, Math.round(mean + noise))) as 1 | 2 | 3 | 4 | 5;
}

export function ratingDocuments(now: Date): SeedDocument[] {
  const today = utcDay(now);
  return CANTEENS.flatMap((canteen) => {
    const customers = customersOf(canteen.id);
    if (customers.length === 0) return [];
    const random = createRandom(`ratings:${canteen.id}`);
    const documents: SeedDocument[] = [];
    for (let back = RATING_SEED_DAYS; back >= 1; back -= 1) {
      const day = addDays(today, -back);
      if (isWeekend(day)) continue;
      const menu = dailyMenu(canteen, day);
      if (menu.length === 0) continue;
      // A good or a bad day in the kitchen moves every dish a little.
      const dayShift = (random.next() - 0.5) * 0.6;
      const raters = random.sample(customers, Math.min(customers.length, random.int(3, 7)));
      let n = 0;
      for (const customer of raters) {
        for (const entry of random.sample(menu, random.int(1, 2))) {
          n += 1;
          const rating = stars(random, dishQuality(canteen.id, entry.recipe.id) + dayShift);
          const comment = random.chance(0.25) ? random.pick(COMMENTS[rating])[canteen.language] : null;
          documents.push({
            path: `${RATINGS}/RT_${canteen.id}_${isoDay(day)}_${String(n).padStart(2, '0')}`,
            data: {
              canteen_id: canteen.id,
              userid: customer.uid,
              user: { name: customer.name, surname: customer.surname },
              day: isoDay(day),
              tag: random.chance(0.8) ? 'menu' : 'posto',
              recipe_id: entry.recipe.id,
              recipe_name: entry.recipe.name[canteen.language],
              rating,
              comment,
              has_comment: comment !== null,
              created_at: addMinutes(atLocalTime(day, 13, 0, canteen.utcOffsetHours), random.int(0, 240)),
            },
          });
        }
      }
    }
    return documents;
  });
}
