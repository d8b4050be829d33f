// The print queue (issue 22): an order placed or moved to a status the kitchen acts on becomes one print job per
// routed printer (the delivery-record pattern: deterministic ids, pending → printed / failed, retries with back-off,
// a lease so two runners never print a job twice), and jobs are sent through the printer adapter.
import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import {
  PRINT_EVENT_TEXTS,
  PRINTED_ORDER_STATUSES,
  PRINTERS,
  PRINT_JOBS,
  deliveryRetryDelayMs,
  escposBytes,
  printerFormSchema,
  printerRoutes,
  receiptLines,
  orderCategoryIdsOf,
  orderReceipt,
  pickupPointOf,
  ticketLanguage,
  type PrinterForm,
  type ReceiptLine,
} from '@backoffice/shared';
import type { PrintTransport } from './transport';

export interface PrintDeps {
  db: Firestore;
  now: () => Date;
  transport: PrintTransport;
}

/** How long a claimed job is reserved for its sender; a crashed sender's claim expires after it. */
export const PRINT_LEASE_MS = 60_000;

export type PrintResult = 'printed' | 'failed' | 'not-due' | 'busy' | 'missing' | 'given-up';

interface OrderWrite {
  orderId: string;
  before?: DocumentData;
  after?: DocumentData;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The printed status when this write is one that prints: a new order, or a real status change, to a printed status. */
export function printedStatusOf(write: OrderWrite): number | null {
  const after = write.after;
  // A rejected order (a stopped category) never reaches the kitchen: neither its placing nor its cancelling prints.
  if (!after || after.tag === 'ifm' || after.rejection) return null;
  const status = Number(after.status);
  // Only a real move prints (the trigger's own writes, e.g. the category check's marks, keep the status).
  if (write.before && Number(write.before.status) === status) return null;
  return PRINTED_ORDER_STATUSES.includes(status) ? status : null;
}

export function printJobId(orderId: string, status: number, printerId: string): string {
  return `${orderId}__${status}__${printerId}`.replace(/[^\w.-]/g, '_');
}

export function printJobData(canteenId: string, printerId: string, printer: PrinterForm, lines: ReceiptLine[], source: Record<string, unknown>, now: Date) {
  return {
    canteen_id: canteenId,
    printer_id: printerId,
    printer_name: printer.name,
    address: printer.address,
    paper_width: printer.paper_width,
    bytes: Buffer.from(escposBytes(lines, printer.paper_width)).toString('base64'),
    status: 'pending',
    error: null,
    attempts: 0,
    next_attempt_at: Timestamp.fromDate(now),
    created_at: FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
    ...source,
  };
}

function isAlreadyExists(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 6 || code === 'already-exists' || code === 'ALREADY_EXISTS';
}

/** Creates each job once (a replayed event finds it and creates nothing); answers the ids of the event's jobs. */
async function createJobs(deps: PrintDeps, jobs: Array<{ id: string; data: Record<string, unknown> }>): Promise<string[]> {
  for (const job of jobs) {
    try {
      await deps.db.collection(PRINT_JOBS).doc(job.id).create(job.data);
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
  }
  return jobs.map((job) => job.id);
}

/** The canteen's printers that parse (a broken document prints nothing, and is logged by the caller). */
async function printersOf(db: Firestore, canteenId: string): Promise<Array<{ id: string; printer: PrinterForm }>> {
  const snapshot = await db.collection(PRINTERS).where('canteen_id', '==', canteenId).get();
  return snapshot.docs.flatMap((doc) => {
    const parsed = printerFormSchema.safeParse(doc.data());
    return parsed.success ? [{ id: doc.id, printer: parsed.data }] : [];
  });
}

/** Plans the jobs of an order write and sends them; replays create and print nothing twice. */
export async function printOrderWrite(deps: PrintDeps, write: OrderWrite): Promise<{ jobs: string[]; results: Record<string, PrintResult> } | null> {
  const status = printedStatusOf(write);
  if (status === null || !write.after) return null;
  const order = write.after;
  const canteenId = text(order.canteenid);
  const routable = { tag: text(order.tag), categoryIds: orderCategoryIdsOf(order), pickupPoint: pickupPointOf(order) };
  const [printers, canteen] = await Promise.all([printersOf(deps.db, canteenId), deps.db.doc(`canteens/${canteenId}`).get()]);
  const routed = printers.filter(({ printer }) => printerRoutes(printer, routable));
  if (routed.length === 0) return { jobs: [], results: {} };
  const when = order.execution_datetime instanceof Timestamp ? order.execution_datetime.toDate() : deps.now();
  const event = PRINT_EVENT_TEXTS[ticketLanguage(canteen.get('endpoint_prefix'))][status] ?? String(status);
  const jobs = routed.map(({ id, printer }) => {
    const receipt = receiptLines(
      orderReceipt(order, { orderId: write.orderId, event, canteenName: text(canteen.get('name')) || canteenId, printerName: printer.name, when }),
      printer.paper_width,
    );
    return { id: printJobId(write.orderId, status, id), data: printJobData(canteenId, id, printer, receipt, { order_id: write.orderId, order_status: status, kind: 'order' }, deps.now()) };
  });
  const ids = await createJobs(deps, jobs);
  const results: Record<string, PrintResult> = {};
  for (const id of ids) results[id] = await dispatchPrintJob(deps, id);
  return { jobs: ids, results };
}

/** A test page for a printer (the screen's "test print"): its own job, sent at once. */
export async function printTestPage(deps: PrintDeps, printerId: string, requestedBy: string): Promise<{ jobId: string; result: PrintResult }> {
  const snapshot = await deps.db.doc(`${PRINTERS}/${printerId}`).get();
  const printer = printerFormSchema.parse(snapshot.data());
  const canteen = await deps.db.doc(`canteens/${String(snapshot.get('canteen_id'))}`).get();
  const title = PRINT_EVENT_TEXTS[ticketLanguage(canteen.get('endpoint_prefix'))].test;
  const lines: ReceiptLine[] = [
    { text: title, bold: true, center: true },
    { rule: true },
    { text: printer.name },
    { text: printer.address },
    { text: `${printer.paper_width} mm · ESC/POS` },
    { text: deps.now().toISOString().slice(0, 16).replace('T', ' ') },
    { rule: true },
  ];
  const jobId = `test__${printerId}__${deps.now().getTime()}`;
  await createJobs(deps, [{ id: jobId, data: printJobData(String(snapshot.get('canteen_id')), printerId, printer, lines, { kind: 'test', requested_by: requestedBy }, deps.now()) }]);
  return { jobId, result: await dispatchPrintJob(deps, jobId) };
}

async function claim(deps: PrintDeps, id: string): Promise<DocumentData | PrintResult> {
  const ref = deps.db.collection(PRINT_JOBS).doc(id);
  return deps.db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return 'missing' as const;
    const data = snapshot.data() ?? {};
    const now = deps.now().getTime();
    // Printed, or failed for good: replays and overlapping runners stop here.
    if (data.status === 'printed') return 'printed' as const;
    const next = (data.next_attempt_at as Timestamp | null | undefined)?.toMillis() ?? null;
    if (next === null) return 'given-up' as const;
    if (next > now) return 'not-due' as const;
    if (((data.lease_until as Timestamp | undefined)?.toMillis() ?? 0) > now) return 'busy' as const;
    const attempts = Number(data.attempts ?? 0) + 1;
    tx.update(ref, { attempts, lease_until: Timestamp.fromMillis(now + PRINT_LEASE_MS), updated_at: FieldValue.serverTimestamp() });
    return { ...data, attempts };
  });
}

/** Sends one job if it is due and unclaimed; a printer failure is recorded (and retried), never thrown. */
export async function dispatchPrintJob(deps: PrintDeps, id: string): Promise<PrintResult> {
  const claimed = await claim(deps, id);
  if (typeof claimed === 'string') return claimed;
  let error: string | null = null;
  try {
    await deps.transport.print({ jobId: id, address: String(claimed.address), bytes: Buffer.from(String(claimed.bytes), 'base64') });
  } catch (failure) {
    error = (failure as Error).message || String(failure);
  }
  const delay = error === null ? null : deliveryRetryDelayMs(Number(claimed.attempts));
  await deps.db
    .collection(PRINT_JOBS)
    .doc(id)
    .update({
      status: error === null ? 'printed' : 'failed',
      error,
      next_attempt_at: delay === null ? null : Timestamp.fromMillis(deps.now().getTime() + delay),
      lease_until: FieldValue.delete(),
      updated_at: FieldValue.serverTimestamp(),
      ...(error === null ? { printed_at: FieldValue.serverTimestamp() } : {}),
    });
  return error === null ? 'printed' : 'failed';
}

/** The retry sweep: every job whose next attempt is due (printed and given-up jobs have none). */
export async function retryDuePrintJobs(deps: PrintDeps, limit = 200): Promise<Record<string, PrintResult>> {
  const due = await deps.db.collection(PRINT_JOBS).where('next_attempt_at', '<=', Timestamp.fromDate(deps.now())).orderBy('next_attempt_at').limit(limit).get();
  const results: Record<string, PrintResult> = {};
  for (const doc of due.docs) results[doc.id] = await dispatchPrintJob(deps, doc.id);
  return results;
}
