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
} from '@backoffice/shared';
import { firestoreResource, type FieldFilter } from '../../../lib/data/resource';
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
