// Static pages per canteen (spec §6 PagineStatiche): about, allergens, hours and contacts, privacy (a draft), in the
// canteen's language and English (Chile: its es-CL texts too), stored under `${canteen}_${slug}` as the editor does.
import { staticPageId, staticPageSearchKeys } from '@backoffice/shared';
import { CANTEENS } from './canteen-data';
import { addDays, atLocalTime } from './dates';
import type { CanteenDef, SeedDocument } from './types';

type Language = 'it' | 'es' | 'en';
type PageKind = 'about' | 'allergens' | 'hours' | 'privacy';
interface PageText {
  title: string;
  body: string;
}

const SLUGS: Record<Language, Record<PageKind, string>> = {
  it: { about: 'chi-siamo', allergens: 'allergeni-e-intolleranze', hours: 'orari-e-contatti', privacy: 'privacy' },
  es: { about: 'quienes-somos', allergens: 'alergenos-e-intolerancias', hours: 'horarios-y-contacto', privacy: 'privacidad' },
  en: { about: 'about-us', allergens: 'allergens-and-intolerances', hours: 'opening-hours-and-contacts', privacy: 'privacy' },
};

function texts(canteen: CanteenDef, language: Language): Record<PageKind, PageText> {
  const { name, address } = canteen;
  const school = canteen.isSchool;
  switch (language) {
    case 'it':
      return {
        about: {
          title: 'Chi siamo',
          body: school
            ? `<h2>${name}</h2><p>Il servizio di refezione scolastica prepara ogni giorno pasti <strong>equilibrati e stagionali</strong>, seguendo il menù approvato dalla ASL.</p><ul><li>Cucina interna con personale qualificato</li><li>Prodotti biologici e a km 0</li><li>Diete speciali su certificato medico</li></ul>`
            : `<h2>${name}</h2><p>Ogni giorno cuciniamo per voi piatti <strong>freschi e stagionali</strong>, con un menù che cambia ogni settimana.</p><ul><li>Primi, secondi e contorni preparati in giornata</li><li>Un piatto vegetariano sempre disponibile</li><li>Ordini e prenotazioni dall’app</li></ul>`,
        },
        allergens: {
          title: 'Allergeni e intolleranze',
          body: `<p>Nei nostri piatti possono essere presenti i <strong>14 allergeni</strong> indicati dal Regolamento UE 1169/2011. L’elenco per ogni ricetta è nel menù dell’app.</p><h3>Come segnalare un’allergia</h3><ol><li>Indica l’allergia nel tuo profilo</li><li>Avvisa il personale alla cassa</li><li>${school ? 'Consegna il certificato medico alla segreteria' : 'Chiedi la scheda ingredienti del piatto'}</li></ol>`,
        },
        hours: {
          title: 'Orari e contatti',
          body: `<h2>Orari</h2><p>${school ? 'Pranzo dal lunedì al venerdì, 12:00–13:30.' : 'Dal lunedì al venerdì, 11:45–14:30.'}</p><h2>Dove siamo</h2><p>${address}</p><p>Per informazioni scrivi a <a href="mailto:mensa@example.com">mensa@example.com</a>.</p>`,
        },
        privacy: {
          title: 'Informativa privacy',
          body: `<p>Titolare del trattamento è il gestore del servizio di ristorazione di ${name}. I dati raccolti con l’app servono a gestire ordini, pagamenti e diete speciali.</p><p><em>Bozza in revisione dall’ufficio legale.</em></p>`,
        },
      };
    case 'es':
      return {
        about: {
          title: 'Quiénes somos',
          body: school
            ? `<h2>${name}</h2><p>El servicio de comedor escolar prepara cada día menús <strong>equilibrados y de temporada</strong>, supervisados por una nutricionista.</p><ul><li>Cocina propia en el centro</li><li>Producto fresco y de proximidad</li><li>Menús especiales con certificado médico</li></ul>`
            : `<h2>${name}</h2><p>Cada día cocinamos para vosotros platos <strong>frescos y de temporada</strong>, con una carta que cambia cada semana.</p><ul><li>Primeros, segundos y postres del día</li><li>Siempre una opción vegetariana</li><li>Pedidos y reservas desde la app</li></ul>`,
        },
        allergens: {
          title: 'Alérgenos e intolerancias',
          body: `<p>Nuestros platos pueden contener los <strong>14 alérgenos</strong> del Reglamento UE 1169/2011. La lista de cada receta está en el menú de la app.</p><h3>Cómo avisar de una alergia</h3><ol><li>Indícala en tu perfil</li><li>Avisa al personal en caja</li><li>${school ? 'Entrega el certificado médico en secretaría' : 'Pide la ficha de ingredientes del plato'}</li></ol>`,
        },
        hours: {
          title: 'Horarios y contacto',
          body: `<h2>Horarios</h2><p>${school ? 'Comida de lunes a viernes, 13:00–15:00.' : 'De lunes a viernes, 12:30–16:00.'}</p><h2>Dónde estamos</h2><p>${address}</p><p>Para más información escribe a <a href="mailto:comedor@example.com">comedor@example.com</a>.</p>`,
        },
        privacy: {
          title: 'Política de privacidad',
          body: `<p>El responsable del tratamiento es la empresa gestora del servicio de restauración de ${name}. Los datos de la app se usan para gestionar pedidos, pagos y dietas especiales.</p><p><em>Borrador en revisión por el departamento jurídico.</em></p>`,
        },
      };
    case 'en':
      return {
        about: {
          title: 'About us',
          body: `<h2>${name}</h2><p>Every day we cook <strong>fresh, seasonal</strong> dishes${school ? ' for pupils and staff' : ''}, with a menu that changes every week.</p><ul><li>Dishes prepared on the day</li><li>A vegetarian option every day</li><li>Orders and bookings in the app</li></ul>`,
        },
        allergens: {
          title: 'Allergens and intolerances',
          body: `<p>Our dishes may contain the <strong>14 allergens</strong> listed by EU Regulation 1169/2011. Each recipe’s list is in the app’s menu.</p><h3>How to tell us about an allergy</h3><ol><li>Add it to your profile</li><li>Tell the staff at the till</li><li>Ask for the dish’s ingredient sheet</li></ol>`,
        },
        hours: {
          title: 'Opening hours and contacts',
          body: `<h2>Opening hours</h2><p>Monday to Friday, ${school ? '12:00–13:30' : '11:45–14:30'}.</p><h2>Where we are</h2><p>${address}</p><p>For information write to <a href="mailto:canteen@example.com">canteen@example.com</a>.</p>`,
        },
        privacy: {
          title: 'Privacy notice',
          body: `<p>The data controller is the catering company running ${name}. The data collected through the app is used to handle orders, payments and special diets.</p><p><em>Draft under review by the legal team.</em></p>`,
        },
      };
  }
}

const KINDS: readonly PageKind[] = ['about', 'allergens', 'hours', 'privacy'];

/** The languages a canteen's pages are written in: its own, English, and es-CL for Chile. */
function languagesOf(canteen: CanteenDef): Array<{ code: string; from: Language }> {
  const own = canteen.language === 'fr' ? 'en' : canteen.language;
  const list: Array<{ code: string; from: Language }> = [{ code: own, from: own }];
  if (own !== 'en') list.push({ code: 'en', from: 'en' });
  if (canteen.uiLanguage === 'cl') list.push({ code: 'cl', from: 'es' });
  return list;
}

export function staticPageDocuments(day: Date): SeedDocument[] {
  return CANTEENS.flatMap((canteen) => {
    const languages = languagesOf(canteen);
    const slugs = SLUGS[languages[0]!.from];
    return KINDS.map((kind, index) => {
      const title: Record<string, string> = {};
      const body: Record<string, string> = {};
      for (const { code, from } of languages) {
        const text = texts(canteen, from)[kind];
        title[code] = text.title;
        body[code] = text.body;
      }
      const slug = slugs[kind];
      const created = atLocalTime(addDays(day, -60 + index), 10, 0, canteen.utcOffsetHours);
      return {
        path: `static_pages/${staticPageId(canteen.id, slug)}`,
        data: {
          canteen_id: canteen.id,
          slug,
          title,
          body,
          // The privacy notice is a draft waiting for the legal team.
          published: kind !== 'privacy',
          search_keys: staticPageSearchKeys({ slug, title }),
          created_at: created,
          updated_at: atLocalTime(addDays(day, -(index * 3 + 1)), 9 + index, 30, canteen.utcOffsetHours),
        },
      };
    });
  });
}
