// surveys/{SV_canteen_n} and survey_responses/{surveyId_uid}: per canteen an open survey, a closed one with its
// responses and a draft, in the four communication languages, answered by the canteen's customers.
import { SURVEY_RESPONSES, SURVEYS, surveyResponseId, surveySearchKeywords, type SurveyQuestion, type SurveyText } from '@backoffice/shared';
import { CANTEENS } from './canteen-data';
import { addDays, addMinutes } from './dates';
import { customersOf } from './people-data';
import { createRandom } from './random';
import { tr, type CanteenDef, type SeedDocument } from './types';

/** The satisfaction survey every canteen runs: the four question types (spec §3). */
const LUNCH_QUESTIONS: SurveyQuestion[] = [
  {
    id: 'intro',
    type: 'description',
    text: tr(
      'Tell us how lunch went this week: it takes one minute.',
      'Raccontaci com’è andato il pranzo questa settimana: ci vuole un minuto.',
      'Cuéntanos qué tal la comida esta semana: es un minuto.',
      'Dites-nous comment s’est passé le déjeuner cette semaine : une minute suffit.',
    ),
    required: false,
  },
  {
    id: 'taste',
    type: 'range',
    text: tr('How did you like the food?', 'Quanto ti è piaciuto il cibo?', '¿Te ha gustado la comida?', 'Avez-vous aimé les plats ?'),
    required: true,
    scale: 5,
  },
  {
    id: 'wait',
    type: 'range',
    text: tr('How short was the queue?', 'Quanto è stata breve la coda?', '¿Qué tal la espera en la cola?', 'La file d’attente était-elle courte ?'),
    required: false,
    scale: 5,
  },
  {
    id: 'favourite',
    type: 'choice',
    text: tr('Which course did you like best?', 'Quale portata ti è piaciuta di più?', '¿Qué plato te gustó más?', 'Quel plat avez-vous préféré ?'),
    required: true,
    choices: [
      { id: 'first', text: tr('First course', 'Primo', 'Primer plato', 'Entrée') },
      { id: 'main', text: tr('Main course', 'Secondo', 'Segundo plato', 'Plat principal') },
      { id: 'side', text: tr('Side dish', 'Contorno', 'Guarnición', 'Accompagnement') },
      { id: 'dessert', text: tr('Dessert', 'Dolce', 'Postre', 'Dessert') },
    ],
  },
  {
    id: 'ideas',
    type: 'text',
    text: tr('What should we change?', 'Cosa dovremmo cambiare?', '¿Qué deberíamos cambiar?', 'Que devrions-nous changer ?'),
    required: false,
  },
];

const MENU_QUESTIONS: SurveyQuestion[] = [
  {
    id: 'variety',
    type: 'range',
    text: tr('Was the autumn menu varied enough?', 'Il menù autunnale era abbastanza vario?', '¿El menú de otoño era variado?', 'Le menu d’automne était-il assez varié ?'),
    required: true,
    scale: 10,
  },
  {
    id: 'portion',
    type: 'choice',
    text: tr('The portions were…', 'Le porzioni erano…', 'Las raciones eran…', 'Les portions étaient…'),
    required: true,
    choices: [
      { id: 'small', text: tr('Too small', 'Troppo piccole', 'Demasiado pequeñas', 'Trop petites') },
      { id: 'right', text: tr('Just right', 'Giuste', 'Adecuadas', 'Parfaites') },
      { id: 'large', text: tr('Too large', 'Troppo abbondanti', 'Demasiado grandes', 'Trop grandes') },
    ],
  },
  {
    id: 'missing',
    type: 'text',
    text: tr('Which dish did you miss?', 'Quale piatto ti è mancato?', '¿Qué plato echaste de menos?', 'Quel plat vous a manqué ?'),
    required: false,
  },
];

const IDEAS: Record<'en' | 'it' | 'es' | 'fr', string[]> = {
  en: ['More vegetarian mains, please.', 'The soup was cold on Tuesday.', 'Great desserts!'],
  it: ['Più secondi vegetariani, per favore.', 'Martedì la minestra era fredda.', 'Dolci ottimi!'],
  es: ['Más segundos vegetarianos, por favor.', 'El martes la sopa estaba fría.', '¡Postres muy buenos!'],
  fr: ['Plus de plats végétariens, s’il vous plaît.', 'La soupe était froide mardi.', 'Desserts excellents !'],
};

function surveyDoc(canteen: CanteenDef, n: number, fields: Record<string, unknown> & { title: SurveyText }): SeedDocument {
  return {
    path: `${SURVEYS}/SV_${canteen.id}_${n}`,
    // search_keywords as the callable stores them (shared surveySearchKeywords).
    data: { canteen_id: canteen.id, audience: { kind: 'canteen' }, description: {}, search_keywords: surveySearchKeywords(fields.title), ...fields },
  };
}

/** A customer's answers to a survey's questions, drawn from the canteen's own stream. */
function answersOf(questions: readonly SurveyQuestion[], random: ReturnType<typeof createRandom>, language: 'en' | 'it' | 'es' | 'fr') {
  const answers: Record<string, number | string> = {};
  for (const question of questions) {
    if (question.type === 'range') answers[question.id] = random.int(Math.max(1, (question.scale ?? 5) - 3), question.scale ?? 5);
    if (question.type === 'choice') answers[question.id] = random.pick(question.choices ?? []).id;
    if (question.type === 'text' && random.chance(0.7)) answers[question.id] = random.pick(IDEAS[language]);
  }
  return answers;
}

export function surveyDocuments(now: Date): SeedDocument[] {
  return CANTEENS.flatMap((canteen) => {
    const random = createRandom(`surveys-${canteen.id}`);
    const customers = customersOf(canteen.id);
    const openId = `SV_${canteen.id}_1`;
    const closedId = `SV_${canteen.id}_2`;
    const created = addDays(now, -45);
    const documents: SeedDocument[] = [
      surveyDoc(canteen, 1, {
        title: tr('Lunch this week', 'Il pranzo di questa settimana', 'La comida de esta semana', 'Le déjeuner de cette semaine'),
        description: tr('Your opinion helps the kitchen.', 'La tua opinione aiuta la cucina.', 'Tu opinión ayuda a la cocina.', 'Votre avis aide la cuisine.'),
        status: 'open',
        opens_at: addDays(now, -5),
        closes_at: addDays(now, 9),
        opened_at: addDays(now, -5),
        questions: LUNCH_QUESTIONS,
        created_at: addDays(now, -8),
      }),
      surveyDoc(canteen, 2, {
        title: tr('Autumn menu', 'Menù autunnale', 'Menú de otoño', 'Menu d’automne'),
        status: 'closed',
        opens_at: addDays(now, -40),
        closes_at: addDays(now, -10),
        opened_at: addDays(now, -40),
        closed_at: addDays(now, -10),
        questions: MENU_QUESTIONS,
        created_at: created,
      }),
      surveyDoc(canteen, 3, {
        // A draft the kitchen is still writing: English and the canteen's language only.
        title: { en: 'New coffee corner', [canteen.language]: tr('New coffee corner', 'Nuovo angolo caffè', 'Nuevo rincón del café', 'Nouveau coin café')[canteen.language] },
        status: 'draft',
        opens_at: null,
        closes_at: null,
        questions: [{ ...LUNCH_QUESTIONS[1]!, id: 'coffee', text: { en: 'How is the coffee?' } }],
        created_at: addDays(now, -1),
      }),
    ];
    // The demo customer has not answered this week's survey yet (the customer app offers it).
    customers.forEach((customer, index) => {
      const language = canteen.language;
      if (customer.uid !== 'demo-customer') {
        documents.push({
          path: `${SURVEY_RESPONSES}/${surveyResponseId(openId, customer.uid)}`,
          data: {
            survey_id: openId,
            canteen_id: canteen.id,
            userid: customer.uid,
            language,
            answers: answersOf(LUNCH_QUESTIONS, random, language),
            submitted_at: addMinutes(addDays(now, -4 + index), 13 * 60 + index * 7),
          },
        });
      }
      documents.push({
        path: `${SURVEY_RESPONSES}/${surveyResponseId(closedId, customer.uid)}`,
        data: {
          survey_id: closedId,
          canteen_id: canteen.id,
          userid: customer.uid,
          language,
          answers: answersOf(MENU_QUESTIONS, random, language),
          submitted_at: addMinutes(addDays(now, -39 + index * 3), 12 * 60 + index * 11),
        },
      });
    });
    return documents;
  });
}
