// The cost-centre form (spec §3 cost_centers: canteen_id, name, code, useAsCustomPriceList) and its search key.
import { z } from 'zod';
import { parseYesNoFilter, type YesNoFilter } from '../forms/yes-no-filter';

/** Names and codes are short texts (the rules' shortText limit). */
export const COST_CENTER_TEXT_MAX = 200;
/** Cost centres per list page. */
export const COST_CENTERS_PAGE_SIZE = 20;

export const costCenterFormSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(COST_CENTER_TEXT_MAX),
  code: z.string().trim().max(COST_CENTER_TEXT_MAX),
  useAsCustomPriceList: z.boolean(),
});
export type CostCenterForm = z.infer<typeof costCenterFormSchema>;

/** One imported row: a name, and optionally a code and the price-list flag (blank cells: no code, not a price list). */
export const costCenterImportSchema = costCenterFormSchema.extend({
  code: costCenterFormSchema.shape.code.default(''),
  useAsCustomPriceList: costCenterFormSchema.shape.useAsCustomPriceList.default(false),
});

/** The lower-case copy of the name the list's prefix search runs on (Firestore compares case-sensitively). */
export function costCenterSearchKey(name: string): string {
  return name.trim().toLocaleLowerCase();
}

export interface CostCenterListParams {
  search: string;
  /** The filter on "used as custom price list": all, only those, or only the others. */
  priceList: YesNoFilter;
}

/** Reads the list's params from the URL query (?q=&priceList=); anything unknown falls back to the default. */
export function parseCostCenterListParams(query: URLSearchParams): CostCenterListParams {
  return {
    search: (query.get('q') ?? '').trim().slice(0, COST_CENTER_TEXT_MAX),
    priceList: parseYesNoFilter(query.get('priceList')),
  };
}

/** Writes the params back, defaults left out so links stay short. */
export function costCenterListQuery(params: CostCenterListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search !== '') query.set('q', params.search);
  if (params.priceList !== 'all') query.set('priceList', params.priceList);
  return query;
}
