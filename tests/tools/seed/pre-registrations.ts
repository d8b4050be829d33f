// Pre-registrations (issue 20): per canteen, the e-mails of people expected to sign up soon, each with the company
// of one of the canteen's customers and one of its cost centres (the dashboard's "pre-registration" area, spec §2).
import { CANTEENS } from './canteen-data';
import { costCentersOf } from './finance';
import { CUSTOMERS } from './people-data';
import type { SeedDocument } from './types';

const FIRST_NAMES = ['giulia', 'marco', 'lucia', 'pablo', 'ines', 'tomas'];
const SURNAMES = ['neri', 'fabbri', 'serra', 'ortega', 'vidal', 'rojas'];

const domainOf = (company: string) =>
  `${company
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\b(s\.?r\.?l|s\.?p\.?a|s\.?l)\b\.?/g, '')
    .replace(/[^a-z0-9]+/g, '')}.example`;

export function preRegistrationDocuments(): SeedDocument[] {
  return CANTEENS.flatMap((canteen) => {
    const companies = [...new Set(CUSTOMERS.filter((c) => c.canteenId === canteen.id).map((c) => c.company))];
    if (companies.length === 0) return [];
    const centres = costCentersOf(canteen);
    return [0, 1, 2].map((index) => {
      const company = companies[index % companies.length]!;
      const name = `${FIRST_NAMES[(index + canteen.id.length) % FIRST_NAMES.length]}.${SURNAMES[index]}`;
      return {
        path: `pre_registrations/PR_${canteen.id}_${index + 1}`,
        data: {
          canteen_id: canteen.id,
          email: `${name}@${domainOf(company)}`,
          company,
          cost_center_id: centres[index % centres.length]?.id ?? '',
        },
      };
    });
  });
}
