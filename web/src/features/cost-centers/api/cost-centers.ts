// Cost centres of the active canteen through the data provider: list (name order, prefix search), create, update, delete.
import {
  COST_CENTERS_PAGE_SIZE,
  costCenterImportSchema,
  costCenterSearchKey,
  type CostCenterForm,
  type CostCenterListParams,
} from '@backoffice/shared';
import { firestoreResource, yesNoFieldFilters, type FieldFilter } from '../../../lib/data/resource';

export const costCenters = firestoreResource<CostCenterForm>({
  collection: 'cost_centers',
  canteenField: 'canteen_id',
  // Stored documents may lack `code` (older data): read with the import's defaults.
  schema: costCenterImportSchema,
  defaultSort: { field: 'name', direction: 'asc' },
  pageSize: COST_CENTERS_PAGE_SIZE,
  searchField: 'search_name',
  searchText: (center) => costCenterSearchKey(center.name),
});

export function costCenterFilters(params: CostCenterListParams): FieldFilter[] {
  return yesNoFieldFilters('useAsCustomPriceList', params.priceList);
}
