// seats/{ST_canteen_AREA}: per canteen, the dining areas of table service (posto) and the seats each offers per
// half-hour slot of lunch (issue 16; shared/DECISIONS.md "Seats"). Schools have one refectory with two sittings.
import type { SeatAreaForm } from '@backoffice/shared';
import { CANTEENS } from './canteen-data';
import { tr, type CanteenDef, type SeedDocument, type Translated } from './types';

interface AreaDef {
  key: string;
  name: Translated;
  active: boolean;
  slots: SeatAreaForm['slots'];
}

const LUNCH = ['12:00', '12:30', '13:00', '13:30', '14:00'];
const halfHours = (capacities: readonly number[]) =>
  capacities.map((capacity, index) => ({ from: LUNCH[index]!, to: LUNCH[index + 1]!, capacity }));

function areasOf(canteen: CanteenDef, index: number): AreaDef[] {
  if (canteen.isSchool)
    return [
      {
        key: 'REFECTORY',
        name: tr('Refectory', 'Refettorio', 'Comedor escolar', 'Réfectoire'),
        active: true,
        slots: [
          { from: '12:00', to: '12:45', capacity: 120 + index * 10 },
          { from: '13:00', to: '13:45', capacity: 120 + index * 10 },
        ],
      },
    ];
  return [
    {
      key: 'MAIN',
      name: tr('Main dining room', 'Sala principale', 'Comedor principal', 'Salle principale'),
      active: true,
      slots: halfHours([60, 80, 80, 40].map((seats) => seats + index * 4)),
    },
    {
      key: 'TERRACE',
      name: tr('Terrace', 'Dehors', 'Terraza', 'Terrasse'),
      // One terrace in three is closed (winter), so the list's filter has something to show.
      active: index % 3 !== 1,
      slots: halfHours([16, 24, 24]),
    },
  ];
}

export function seatDocuments(): SeedDocument[] {
  return CANTEENS.flatMap((canteen, index) =>
    areasOf(canteen, index).map((area) => ({
      path: `seats/ST_${canteen.id}_${area.key}`,
      data: {
        canteen_id: canteen.id,
        name: area.name[canteen.language],
        search_name: area.name[canteen.language].toLocaleLowerCase(),
        active: area.active,
        slots: area.slots,
      },
    })),
  );
}
