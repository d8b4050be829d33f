// The active canteen's dining areas for table service (spec §2 /seats): list by name with a prefix search, create,
// update, delete through the data provider.
import {
  SEAT_AREAS_PAGE_SIZE,
  seatAreaFormSchema,
  type SeatAreaForm,
  type SeatListParams,
} from '@backoffice/shared';
import { firestoreResource, yesNoFieldFilters, type FieldFilter } from '../../../lib/data/resource';

export const seatAreas = firestoreResource<SeatAreaForm>({
  collection: 'seats',
  canteenField: 'canteen_id',
  schema: seatAreaFormSchema,
  defaultSort: { field: 'name', direction: 'asc' },
  pageSize: SEAT_AREAS_PAGE_SIZE,
  searchField: 'search_name',
  searchText: (area) => area.name,
});

export function seatFilters(params: SeatListParams): FieldFilter[] {
  return yesNoFieldFilters('active', params.active);
}
