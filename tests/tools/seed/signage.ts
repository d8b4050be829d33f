// digital_signage/{SG_canteen_…}: per canteen an entrance screen and a till screen, with dayparted playlists of the
// built-in boards and the canteen's own media (its banner, its weekly menu PDF): all day on weekdays, a lunch slot
// inside it, and the weekend. people_counters/{PC_canteen_…}: the two entrance counters behind the occupancy board.
import { DIGITAL_SIGNAGE, PEOPLE_COUNTERS, type SignageItem } from '@backoffice/shared';
import { CANTEENS } from './canteen-data';
import { SEED_BUCKET, seedFiles } from './media';
import { STORAGE_EMULATOR_HOST_DEFAULT } from './media-write';
import { tr, type CanteenDef, type SeedDocument } from './types';

const ENTRANCE = tr('Entrance', 'Ingresso', 'Entrada', 'Entrée');
const TILLS = tr('Tills', 'Casse', 'Cajas', 'Caisses');
const HALL = tr('Main hall', 'Atrio principale', 'Vestíbulo principal', 'Hall principal');
const LINE = tr('Self-service line', 'Linea self-service', 'Línea de autoservicio', 'Ligne self-service');

function schedule(canteen: CanteenDef, id: string, data: { screen_id: string; name: string; weekdays: number[]; from: string; to: string; items: SignageItem[] }): SeedDocument {
  return { path: `${DIGITAL_SIGNAGE}/${id}`, data: { kind: 'schedule', canteen_id: canteen.id, ...data } };
}

export function signageDocuments(): SeedDocument[] {
  return CANTEENS.flatMap((canteen) => {
    const files = seedFiles([canteen]);
    const banner = files.find((file) => file.folder === 'uploads')!;
    const menuPdf = files.find((file) => file.folder === 'pdf')!;
    const entrance = `SG_${canteen.id}_ENTRANCE`;
    const tills = `SG_${canteen.id}_TILLS`;
    const language = canteen.language;
    const name = (path: string) => path.split('/').pop() ?? path;
    // The download address the back office stores when it saves a schedule (the player has no Storage access), as the
    // Storage emulator serves the seeded file with its fixed token: seeded playlists play documents on a fresh start.
    const url = (file: { path: string; token: string }) =>
      `http://${STORAGE_EMULATOR_HOST_DEFAULT}/v0/b/${SEED_BUCKET}/o/${encodeURIComponent(file.path)}?alt=media&token=${file.token}`;
    // Occupancy varies by canteen (a stable function of its id) so boards and tests see different numbers.
    const seed = [...canteen.id].reduce((sum, char) => sum + char.charCodeAt(0), 0);
    return [
      { path: `${PEOPLE_COUNTERS}/PC_${canteen.id}_MAIN`, data: { canteen_id: canteen.id, name: ENTRANCE[language], count: 40 + (seed % 60), capacity: 180 } },
      { path: `${PEOPLE_COUNTERS}/PC_${canteen.id}_SIDE`, data: { canteen_id: canteen.id, name: LINE[language], count: 10 + (seed % 25), capacity: 60 } },
      { path: `${DIGITAL_SIGNAGE}/${entrance}`, data: { kind: 'screen', canteen_id: canteen.id, name: ENTRANCE[language], place: HALL[language], orientation: 'landscape', resolution: '1920x1080', last_seen: null } },
      { path: `${DIGITAL_SIGNAGE}/${tills}`, data: { kind: 'screen', canteen_id: canteen.id, name: TILLS[language], place: LINE[language], orientation: 'portrait', resolution: '1080x1920', last_seen: null } },
      schedule(canteen, `SG_${canteen.id}_DAY`, {
        screen_id: entrance,
        name: tr('Weekdays', 'Giorni feriali', 'Días laborables', 'Jours ouvrés')[language],
        weekdays: [1, 2, 3, 4, 5],
        from: '07:00',
        to: '20:00',
        items: [
          { kind: 'document', path: banner.path, name: name(banner.path), seconds: 15, url: url(banner) },
          { kind: 'board', board: 'menu', seconds: 30 },
          { kind: 'board', board: 'stopped_categories', seconds: 10 },
        ],
      }),
      schedule(canteen, `SG_${canteen.id}_LUNCH`, {
        screen_id: entrance,
        name: tr('Lunch', 'Pranzo', 'Comida', 'Déjeuner')[language],
        weekdays: [1, 2, 3, 4, 5],
        from: '11:30',
        to: '14:30',
        items: [
          { kind: 'board', board: 'menu', seconds: 30 },
          { kind: 'board', board: 'occupancy', seconds: 15 },
        ],
      }),
      schedule(canteen, `SG_${canteen.id}_HOURS`, {
        screen_id: tills,
        name: tr('Opening hours', 'Orario di apertura', 'Horario de apertura', 'Heures d’ouverture')[language],
        weekdays: [1, 2, 3, 4, 5, 6],
        from: '08:00',
        to: '16:00',
        items: [
          { kind: 'board', board: 'stopped_categories', seconds: 20 },
          { kind: 'document', path: menuPdf.path, name: name(menuPdf.path), seconds: 20, url: url(menuPdf) },
        ],
      }),
    ];
  });
}
