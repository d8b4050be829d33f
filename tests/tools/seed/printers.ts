// printers/{PR_canteen_KIND} and print_jobs: per canteen a kitchen printer (80 mm) and, where there is a shop, a
// coffee-bar receipt printer (58 mm), and the jobs the orders trigger would have made for its recent orders (printed,
// one failed for good) — built with the shared ticket and ESC/POS code the trigger uses.
import {
  PRINTED_ORDER_STATUSES,
  PRINTERS,
  PRINT_EVENT_TEXTS,
  PRINT_JOBS,
  escposBytes,
  orderCategoryIdsOf,
  orderReceipt,
  pickupPointOf,
  printerRoutes,
  receiptLines,
  ticketLanguage,
  toBase64,
  type PrinterForm,
} from '@backoffice/shared';
import { CANTEENS } from './canteen-data';
import { addMinutes } from './dates';
import { tr, type CanteenDef, type SeedDocument } from './types';

const KITCHEN = tr('Hot kitchen', 'Cucina calda', 'Cocina caliente', 'Cuisine chaude');
const BAR = tr('Coffee bar', 'Bar caffetteria', 'Barra de cafetería', 'Bar café');
/** Jobs seeded per canteen (the newest printed orders); the last one failed for good. */
const JOBS_PER_CANTEEN = 4;

function printersOf(canteen: CanteenDef, index: number): Array<{ id: string; printer: PrinterForm }> {
  const kitchen: PrinterForm = {
    name: KITCHEN[canteen.language],
    address: `10.${index + 1}.0.21:9100`,
    kind: 'kitchen',
    paper_width: 80,
    escpos: true,
    active: true,
    routing: { services: ['menu', 'lunchbox', 'takeaway'], category_ids: [], pickup_points: [] },
  };
  const bar: PrinterForm = {
    name: BAR[canteen.language],
    address: `10.${index + 1}.0.22:9100`,
    kind: 'receipt',
    paper_width: 58,
    escpos: true,
    active: true,
    routing: { services: ['shop', 'coffeebreak'], category_ids: [], pickup_points: [] },
  };
  return [
    { id: `PR_${canteen.id}_KITCHEN`, printer: kitchen },
    ...(canteen.isSchool ? [] : [{ id: `PR_${canteen.id}_BAR`, printer: bar }]),
  ];
}

export function printerDocuments(orders: readonly SeedDocument[]): SeedDocument[] {
  return CANTEENS.flatMap((canteen, index) => {
    const printers = printersOf(canteen, index);
    const language = ticketLanguage(canteen.endpointPrefix);
    const placed = orders
      .filter((order) => order.path.startsWith('orders/ORD_') && order.data.canteenid === canteen.id && PRINTED_ORDER_STATUSES.includes(Number(order.data.status)))
      .sort((a, b) => (b.data.created_at as Date).getTime() - (a.data.created_at as Date).getTime());
    const jobs: SeedDocument[] = [];
    for (const order of placed) {
      if (jobs.length >= JOBS_PER_CANTEEN) break;
      const routable = { tag: String(order.data.tag), categoryIds: orderCategoryIdsOf(order.data), pickupPoint: pickupPointOf(order.data) };
      const target = printers.find(({ printer }) => printerRoutes(printer, routable));
      if (!target) continue;
      const orderId = order.path.split('/')[1]!;
      const status = Number(order.data.status);
      const created = order.data.created_at as Date;
      const lines = receiptLines(
        orderReceipt(order.data, { orderId, event: PRINT_EVENT_TEXTS[language][status] ?? String(status), canteenName: canteen.name, printerName: target.printer.name, when: order.data.execution_datetime as Date }),
        target.printer.paper_width,
      );
      const failed = jobs.length === JOBS_PER_CANTEEN - 1;
      jobs.push({
        path: `${PRINT_JOBS}/${orderId}__${status}__${target.id}`,
        data: {
          canteen_id: canteen.id,
          printer_id: target.id,
          printer_name: target.printer.name,
          address: target.printer.address,
          paper_width: target.printer.paper_width,
          bytes: toBase64(escposBytes(lines, target.printer.paper_width)),
          kind: 'order',
          order_id: orderId,
          order_status: status,
          status: failed ? 'failed' : 'printed',
          error: failed ? `connect ECONNREFUSED ${target.printer.address}` : null,
          attempts: failed ? 5 : 1,
          // Failed for good: no retry is due (the dashboard's "print again" sends it).
          next_attempt_at: null,
          created_at: created,
          updated_at: addMinutes(created, failed ? 90 : 1),
          ...(failed ? {} : { printed_at: addMinutes(created, 1) }),
        },
      });
    }
    return [...printers.map(({ id, printer }) => ({ path: `${PRINTERS}/${id}`, data: { canteen_id: canteen.id, ...printer } })), ...jobs];
  });
}
