// Printers of the active canteen (the data provider: list, create, update, delete, stamped for the activity log), their
// print queue (read only: functions write it), and the printers callable (test print, print again).
import {
  PRINTERS,
  PRINTERS_PAGE_SIZE,
  PRINT_JOBS,
  PRINT_JOBS_PAGE_SIZE,
  printJobSchema,
  printerFormSchema,
  type PrintJob,
  type PrintQueueParams,
  type PrinterForm,
  type PrinterRequest,
  type UiLanguage,
  localizedText,
} from '@backoffice/shared';
import useSWR from 'swr';
import { collection, getDocs, limit, query } from 'firebase/firestore';
import { firestoreResource, type FieldFilter } from '../../../lib/data/resource';
import { db } from '../../../lib/firestore';
import { callable } from '../../../lib/functions';

export const printers = firestoreResource<PrinterForm>({
  collection: PRINTERS,
  canteenField: 'canteen_id',
  schema: printerFormSchema,
  defaultSort: { field: 'name', direction: 'asc' },
  pageSize: PRINTERS_PAGE_SIZE,
});

export const printJobs = firestoreResource<PrintJob>({
  collection: PRINT_JOBS,
  canteenField: 'canteen_id',
  schema: printJobSchema,
  defaultSort: { field: 'created_at', direction: 'desc' },
  pageSize: PRINT_JOBS_PAGE_SIZE,
});

export function printQueueFilters(params: PrintQueueParams): FieldFilter[] {
  return params.jobs === 'all' ? [] : [['status', '==', params.jobs]];
}

const printersCall = callable<PrinterRequest, { jobId: string; result: string }>('printers');

export async function testPrint(printerId: string): Promise<string> {
  return (await printersCall({ action: 'test', printer_id: printerId })).data.result;
}

export async function printAgain(jobId: string): Promise<string> {
  return (await printersCall({ action: 'retry', job_id: jobId })).data.result;
}

/** A shop or coffee-break category a printer can be routed to. */
export interface RoutableCategory {
  id: string;
  service: 'shop' | 'coffeebreak';
  name: string;
}

/** A canteen keeps tens of categories per service; beyond this many the picker shows the first ones by id. */
const CATEGORIES_LIMIT = 100;

/** The canteen's shop and coffee-break categories (services SHOP_{canteen} and COFFEEBREAK_{canteen}), named in `language`. */
export function useRoutableCategories(canteenId: string | null, language: UiLanguage) {
  return useSWR(canteenId ? ['printers/categories', canteenId, language] : null, async ([, canteen]) => {
    const services = [
      ['shop', `SHOP_${canteen}`],
      ['coffeebreak', `COFFEEBREAK_${canteen}`],
    ] as const;
    const lists = await Promise.all(
      services.map(async ([service, serviceId]) => {
        const snapshot = await getDocs(query(collection(db, 'services', serviceId, 'categories'), limit(CATEGORIES_LIMIT)));
        return snapshot.docs.map((entry): RoutableCategory => ({ id: entry.id, service, name: localizedText(entry.get('name'), language) || entry.id }));
      }),
    );
    return lists.flat().sort((a, b) => (a.service === b.service ? a.name.localeCompare(b.name) : a.service.localeCompare(b.service)));
  }, { revalidateOnFocus: false });
}
